import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// PostgreSQL COPY in text format: columns split by tabs, rows by newlines, \N for null, and a
// backslash escapes itself, tab, newline and carriage return inside a value.

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export type CopyValue = string | number | boolean | null;

export function copyValue(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (char) => ESCAPES[char] ?? char) : value;
}

export function copyLine(values: readonly CopyValue[]): string {
  let line = copyValue(values[0] ?? null);
  for (let index = 1; index < values.length; index++)
    line += `\t${copyValue(values[index] ?? null)}`;
  return `${line}\n`;
}

/** Rows are handed to COPY in chunks of about this many characters. */
const CHUNK_CHARS = 256 * 1024;

/**
 * Streams `lines` into `table` with one COPY statement. The lines come from a generator, and
 * pipeline() applies backpressure: nothing more is generated while PostgreSQL catches up.
 */
export async function copyInto(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
): Promise<void> {
  const sql = `copy ${table} (${columns.join(', ')}) from stdin`;
  await pipeline(Readable.from(chunks(lines), { objectMode: false }), client.query(copyFrom(sql)));
}

function* chunks(lines: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
