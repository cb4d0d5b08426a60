import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import {
  BULK_CHECK_MAX_CELL_LENGTH,
  BULK_CHECK_MAX_COLUMNS,
  BULK_CHECK_MESSAGES,
  type BulkCheckKind,
} from '@trusthive/contracts';
import { BadRequestError, UnsupportedMediaTypeError } from '@trusthive/platform';

// Reading an account's table (issue 43): what kind of file it is, judged by its bytes and never
// by its name or the browser's content type, and its rows one at a time from a stream, so a
// 10,000-row file never sits whole in memory as rows (the job reads it from storage this way).

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CONTENT_TYPES_PART = Buffer.from('[Content_Types].xml');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export type SniffResult =
  | { kind: BulkCheckKind }
  /** A text file in UTF-16 or a single-byte code page: the user can save it as CSV UTF-8. */
  | { refused: 'encoding' }
  /** Neither a table nor text (an image, a PDF, random bytes, an old .xls). */
  | { refused: 'not-table' }
  | { refused: 'empty' };

/**
 * What the bytes are: an XLSX is a zip holding `[Content_Types].xml` (an Office Open XML
 * package); a CSV is text that decodes as UTF-8 (a byte-order mark is allowed) with no control
 * characters but tab, CR and LF.
 */
export function sniffTableFile(bytes: Uint8Array): SniffResult {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length === 0) return { refused: 'empty' };
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    return buffer.includes(CONTENT_TYPES_PART) ? { kind: 'xlsx' } : { refused: 'not-table' };
  }
  // UTF-16 with its byte-order mark, either order, or without one (every other byte NUL).
  if (
    (buffer[0] === 0xff && buffer[1] === 0xfe) ||
    (buffer[0] === 0xfe && buffer[1] === 0xff) ||
    looksLikeUtf16(buffer)
  ) {
    return { refused: 'encoding' };
  }
  const body = buffer.subarray(0, 3).equals(UTF8_BOM) ? buffer.subarray(3) : buffer;
  if (body.length === 0) return { refused: 'empty' };
  if (hasBinaryControl(body)) return { refused: 'not-table' };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Text, but not UTF-8: Excel's "CSV (comma delimited)" writes the Windows code page.
    return { refused: 'encoding' };
  }
  return { kind: 'csv' };
}

function looksLikeUtf16(buffer: Buffer): boolean {
  // Text in UTF-16 without a mark: most pairs of bytes are one printable ASCII byte and a NUL,
  // the NUL always on the same side (after it in little-endian, before it in big-endian).
  const sample = buffer.subarray(0, 512 - (Math.min(buffer.length, 512) % 2));
  const pairs = sample.length / 2;
  if (pairs < 2) return false;
  const printable = (byte: number) =>
    byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte < 0x7f);
  let little = 0;
  let big = 0;
  for (let index = 0; index + 1 < sample.length; index += 2) {
    if (printable(sample[index]!) && sample[index + 1] === 0) little += 1;
    if (sample[index] === 0 && printable(sample[index + 1]!)) big += 1;
  }
  return little >= pairs * 0.8 || big >= pairs * 0.8;
}

/** NUL and the C0 controls other than tab, LF, CR (and form feed, which some exports leave). */
function hasBinaryControl(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 64 * 1024);
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      return true;
    }
  }
  return false;
}

/** The refusal a sniff result stands for, in the one error shape. */
export function refusalOf(result: Exclude<SniffResult, { kind: BulkCheckKind }>): Error {
  const { encoding, notCsvOrXlsx, empty } = BULK_CHECK_MESSAGES;
  switch (result.refused) {
    case 'encoding':
      return new BadRequestError(encoding.title, encoding.message, 'file');
    case 'empty':
      return new BadRequestError(empty.title, empty.message, 'file');
    default:
      return new UnsupportedMediaTypeError(notCsvOrXlsx.title, notCsvOrXlsx.message, 'file');
  }
}

/** A table the reader could not make sense of after all (a broken zip, a CSV quote left open). */
export class UnreadableTableError extends BadRequestError {
  constructor() {
    super(BULK_CHECK_MESSAGES.unreadable.title, BULK_CHECK_MESSAGES.unreadable.message, 'file');
  }
}

/** Cells as the reader keeps them: trimmed, at most BULK_CHECK_MAX_CELL_LENGTH characters. */
function cell(value: string): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed.length > BULK_CHECK_MAX_CELL_LENGTH
    ? trimmed.slice(0, BULK_CHECK_MAX_CELL_LENGTH)
    : trimmed;
}

/** A row as read: its 1-based line in the file and its cells. Blank rows are skipped. */
export interface TableRow {
  rowNumber: number;
  cells: string[];
}

/** The CSV's delimiter: the one of comma, semicolon and tab its first line uses most. */
function delimiterOf(firstChunk: string): string {
  const line = firstChunk.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((delimiter) => ({
    delimiter,
    count: line.split(delimiter).length - 1,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]!.count > 0 ? counts[0]!.delimiter : ',';
}

async function* csvRows(source: Readable): AsyncGenerator<TableRow> {
  // The delimiter is read from the first chunk, then that chunk is given back to the parser.
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const head = Buffer.from(first.value as Uint8Array);
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(head.subarray(0, 8 * 1024).toString('utf8')),
    // Files saved on different machines mix line ends; every one ends a record.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: 64 * 1024,
  });
  const feed = (async () => {
    try {
      if (!parser.write(head)) await onceDrained(parser);
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        if (!parser.write(next.value as Uint8Array)) await onceDrained(parser);
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  try {
    for await (const record of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const cells = record.record.map(cell);
      if (cells.length > BULK_CHECK_MAX_COLUMNS) throw new UnreadableTableError();
      if (cells.every((value) => value === '')) continue;
      yield { rowNumber: record.info.lines, cells };
    }
  } catch (error) {
    if (error instanceof UnreadableTableError) throw error;
    throw new UnreadableTableError();
  } finally {
    parser.destroy();
    await feed.catch(() => undefined);
    await iterator.return?.();
  }
}

function onceDrained(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => stream.once('drain', () => resolve()));
}

/** A cell of exceljs as text: rich text joined, a formula's result, a date as YYYY-MM-DD. */
function excelText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((part) => part.text).join('');
    }
    if ('result' in value) return excelText(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
  }
  return '';
}

async function* xlsxRows(source: Readable): AsyncGenerator<TableRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  try {
    // The first worksheet only: a workbook's other sheets are notes, lists, pivots.
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        // exceljs's row values are 1-based (index 0 is empty).
        if (values.length - 1 > BULK_CHECK_MAX_COLUMNS) throw new UnreadableTableError();
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) =>
          cell(excelText(values[index + 1])),
        );
        if (cells.every((value) => value === '')) continue;
        yield { rowNumber: row.number, cells };
      }
      break;
    }
  } catch (error) {
    if (error instanceof UnreadableTableError) throw error;
    throw new UnreadableTableError();
  } finally {
    source.destroy();
  }
}

/** The file's non-blank rows, read from a stream. */
export function readTableRows(source: Readable, kind: BulkCheckKind): AsyncGenerator<TableRow> {
  return kind === 'csv' ? csvRows(source) : xlsxRows(source);
}

/** The same for bytes in memory (an upload being looked at before it is stored). */
export function readTableRowsOf(bytes: Uint8Array, kind: BulkCheckKind): AsyncGenerator<TableRow> {
  return readTableRows(Readable.from([Buffer.from(bytes)], { objectMode: false }), kind);
}
