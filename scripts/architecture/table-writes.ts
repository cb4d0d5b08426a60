import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which service's code writes which table, read from the source: kysely's insertInto,
// updateTable, deleteFrom and mergeInto, and INSERT INTO, UPDATE and DELETE FROM in SQL text.
// Comments are left out, so a comment that names a write is not one. Tests, test helpers and
// migrations are not a service's writes (a migration is the schema's, run once per release).

const WRITE_CALL = /\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"`]([a-z_]+)/g;
const WRITE_SQL = /\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi;

const NOT_A_SERVICE_WRITE = [/\.test\.tsx?$/, /\/testing\//, /\/db\/migrations\//, /\/test\//];

/** A source text without its comments (line and block), strings kept. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The tables a source text writes, of those named in `tables`. */
export function tablesWrittenBy(source: string, tables: ReadonlySet<string>): Set<string> {
  const code = withoutComments(source);
  const written = new Set<string>();
  for (const pattern of [WRITE_CALL, WRITE_SQL]) {
    for (const match of code.matchAll(pattern)) {
      const table = match[1]!.toLowerCase();
      if (tables.has(table)) written.add(table);
    }
  }
  return written;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(directory, file))
    .filter((file) => !NOT_A_SERVICE_WRITE.some((pattern) => pattern.test(file)));
}

/** For each process folder (`services/<name>/src`, `gateway/src`), the tables its code writes. */
export function tableWritesOf(
  folders: Record<string, string>,
  tables: ReadonlySet<string>,
): Record<string, Record<string, string[]>> {
  const writes: Record<string, Record<string, string[]>> = {};
  for (const [owner, folder] of Object.entries(folders)) {
    for (const file of sourceFiles(folder)) {
      for (const table of tablesWrittenBy(readFileSync(file, 'utf8'), tables)) {
        ((writes[table] ??= {})[owner] ??= []).push(path.relative(folder, file));
      }
    }
  }
  return writes;
}
