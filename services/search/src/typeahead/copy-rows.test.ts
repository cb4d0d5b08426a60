import { describe, expect, it } from 'vitest';
import { CopyRowParser, rowOf, type CopyRow } from './copy-rows';

/** Every row of `text` pushed in the given chunks, as [id, texts…]. */
function parse(fields: number, chunks: Uint8Array[]): (number | string | null)[][] {
  const rows: (number | string | null)[][] = [];
  const parser = new CopyRowParser(fields, (row: CopyRow) => {
    rows.push([
      row.integer(0),
      ...Array.from({ length: fields - 1 }, (_, field) => row.text(field + 1)),
    ]);
  });
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return rows;
}

// COPY text as PostgreSQL writes it: `\N` a null, a backslash before \, tab, newline, CR.
const text = Buffer.from(
  [
    '1\tALPHA TRADERS\tU12345MH2000PTC123456\n',
    '2\tTAB\\tAND\\nNEWLINE\t\\N\n',
    '3\tBACK\\\\SLASH \\\\N\t\\\\N\n',
    '4\tÉLAN FOODS ü \u{1F600}\t\\r\\b\\f\\v\n',
    '5\t\t\n',
    '67890\tLAST\\\\\tX\n',
  ].join(''),
);
const rows = [
  [1, 'ALPHA TRADERS', 'U12345MH2000PTC123456'],
  [2, 'TAB\tAND\nNEWLINE', null],
  [3, 'BACK\\SLASH \\N', '\\N'],
  [4, 'ÉLAN FOODS ü \u{1F600}', '\r\b\f\v'],
  [5, '', ''],
  [67890, 'LAST\\', 'X'],
];

describe('CopyRowParser', () => {
  it('should unescape fields, and read only a whole \\N as null', () => {
    expect(parse(3, [text])).toEqual(rows);
  });

  it('should read the same rows however the text is split into chunks', () => {
    // Every split point: inside an escape, a \N, a multi-byte character, at a newline.
    for (let at = 0; at <= text.length; at++) {
      expect(parse(3, [text.subarray(0, at), text.subarray(at)])).toEqual(rows);
    }
    const bytes = Array.from(text, (byte) => Uint8Array.of(byte));
    expect(parse(3, bytes)).toEqual(rows);
  });

  it('should hand over the UTF-8 bytes as written', () => {
    const seen: Buffer[] = [];
    const parser = new CopyRowParser(2, (row) => {
      seen.push(Buffer.from(row.bytes.subarray(row.start(1), row.end(1))));
    });
    parser.push(Buffer.from('7\tnaïve café\n'));
    expect(seen).toEqual([Buffer.from('naïve café')]);
  });

  it('should refuse rows of another shape and text that ends inside a row', () => {
    expect(() => parse(2, [Buffer.from('1\ta\tb\n')])).toThrow(/more than 2/);
    expect(() => parse(3, [Buffer.from('1\ta\n')])).toThrow(/2 fields, 3 expected/);
    expect(() => parse(2, [Buffer.from('1\ta\n2\tb')])).toThrow(/inside a row/);
    expect(() => parse(2, [Buffer.from('x1\ta\n')])).toThrow(/not an id/);
  });

  it('should grow its buffers for long rows', () => {
    const long = 'x'.repeat(5_000);
    const escaped = '\\\\'.repeat(3_000);
    expect(parse(2, [Buffer.from(`1\t${long}\n2\t${escaped}\n`)])).toEqual([
      [1, long],
      [2, '\\'.repeat(3_000)],
    ]);
  });
});

describe('rowOf', () => {
  it('should lay out strings and nulls as a parsed row does', () => {
    const row = rowOf(['12', 'naïve', null, '']);
    expect([row.integer(0), row.text(1), row.text(2), row.text(3)]).toEqual([
      12,
      'naïve',
      null,
      '',
    ]);
    expect(row.isNull(2)).toBe(true);
    expect(row.isNull(3)).toBe(false);
  });
});
