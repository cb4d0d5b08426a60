import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { Transform, pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse, type CsvError } from 'csv-parse';

// Streams a CSV (plain or gzipped) as records that know the physical line they start on.
// Reading is pulled by the consumer's for-await loop, so a slow database pauses the file.

export type CsvItem =
  | { kind: 'row'; line: number; fields: string[]; raw: string }
  /** Text the parser could not read as CSV (an unclosed quote swallows the rest of the file). */
  | { kind: 'unreadable'; line: number; reason: string; raw: string };

export interface CsvSource {
  items: AsyncIterable<CsvItem>;
  totalBytes: number;
  /** Bytes read from disk so far (compressed bytes for a .gz). */
  bytesRead(): number;
}

/** A runaway quoted field stops here instead of buffering the rest of a large file. */
const MAX_RECORD_CHARS = 1_000_000;

export function openCsv(file: string): CsvSource {
  const totalBytes = statSync(file).size;
  const input = createReadStream(file);
  const stages: NodeJS.ReadWriteStream[] = isGzip(file)
    ? [createGunzip(), crlfToLf()]
    : [crlfToLf()];
  const skipped: CsvItem[] = [];
  const parser = parse({
    bom: true,
    info: true,
    raw: true,
    relax_column_count: true,
    // Government exports carry stray quotes inside fields ('5" PIPE'); keep them as text.
    relax_quotes: true,
    max_record_size: MAX_RECORD_CHARS,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined, raw: string | undefined) => {
      if (!error) return undefined;
      const text = raw ?? '';
      skipped.push({
        kind: 'unreadable',
        line: Number(error.lines) - innerLineBreaks(text),
        reason: `The CSV cannot be read from this line on: ${error.message}.`,
        raw: text.slice(0, 2_000),
      });
      return undefined;
    },
  });
  const records = pipeline(
    [input, ...stages, parser] as [Readable, ...NodeJS.ReadWriteStream[]],
    () => {
      // Errors reach the consumer through the parser's iterator; nothing more to do here.
    },
  ) as unknown as AsyncIterable<{ record: string[]; info: { lines: number }; raw: string }>;

  async function* items(): AsyncGenerator<CsvItem> {
    for await (const { record, info, raw } of records) {
      // csv-parse counts the line a record ends on; the reader wants the line it starts on.
      const line = info.lines - innerLineBreaks(raw);
      while (skipped.length > 0 && skipped[0]!.line < line) yield skipped.shift()!;
      if (record.length === 1 && record[0] === '') continue; // a blank line
      yield { kind: 'row', line, fields: record, raw: raw.replace(/\n$/, '') };
    }
    yield* skipped.splice(0);
  }

  return { items: items(), totalBytes, bytesRead: () => input.bytesRead };
}

/** Line breaks inside a record's text, not counting the one that ends it. */
function innerLineBreaks(raw: string): number {
  let count = 0;
  for (
    let at = raw.indexOf('\n');
    at !== -1 && at < raw.length - 1;
    at = raw.indexOf('\n', at + 1)
  ) {
    count += 1;
  }
  return count;
}

function isGzip(file: string): boolean {
  const descriptor = openSync(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    return readSync(descriptor, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    closeSync(descriptor);
  }
}

/**
 * CRLF to LF before parsing. csv-parse miscounts lines when a quoted field holds a CRLF, and
 * the line numbers in the rejects file must point at the right row of the original file.
 */
function crlfToLf(): Transform {
  let heldCarriageReturn = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let data = heldCarriageReturn ? Buffer.concat([Buffer.from('\r'), chunk]) : chunk;
      heldCarriageReturn = data.at(-1) === 0x0d;
      if (heldCarriageReturn) data = data.subarray(0, -1);
      callback(null, dropCarriageReturns(data));
    },
    flush(callback) {
      callback(null, heldCarriageReturn ? Buffer.from('\r') : null);
    },
  });
}

function dropCarriageReturns(data: Buffer): Buffer {
  let at = data.indexOf('\r\n');
  if (at === -1) return data;
  const parts: Buffer[] = [];
  let start = 0;
  while (at !== -1) {
    parts.push(data.subarray(start, at));
    start = at + 1;
    at = data.indexOf('\r\n', start);
  }
  parts.push(data.subarray(start));
  return Buffer.concat(parts);
}
