import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openCsv, type CsvItem } from './read-records';

const directory = mkdtempSync(path.join(tmpdir(), 'read-records-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function itemsOf(name: string, content: string | Buffer): Promise<CsvItem[]> {
  const file = path.join(directory, name);
  writeFileSync(file, content);
  const items: CsvItem[] = [];
  for await (const item of openCsv(file).items) items.push(item);
  return items;
}

const linesOf = (items: CsvItem[]) => items.map((item) => [item.kind, item.line]);

describe(openCsv.name, () => {
  it('should number rows by the physical line they start on, across quoted line breaks', async () => {
    const items = await itemsOf('lf.csv', 'a,b,c\n1,2,3\n4,"two\nlines",6\n\n7,8,9\n');
    expect(linesOf(items)).toEqual([
      ['row', 1],
      ['row', 2],
      ['row', 3],
      ['row', 6],
    ]);
  });

  it('should number CRLF files the same way', async () => {
    const items = await itemsOf(
      'crlf.csv',
      'a,b,c\r\n1,2,3\r\n4,"two\r\nlines",6\r\n\r\n7,8,9\r\n10,11,12',
    );
    expect(linesOf(items)).toEqual([
      ['row', 1],
      ['row', 2],
      ['row', 3],
      ['row', 6],
      ['row', 7],
    ]);
    expect(items[2]).toMatchObject({ fields: ['4', 'two\nlines', '6'], raw: '4,"two\nlines",6' });
  });

  it('should read a gzipped file whatever its name', async () => {
    const items = await itemsOf('packed.csv', gzipSync('a,b\n1,2\n'));
    expect(items.map((item) => item.kind === 'row' && item.fields)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('should drop a byte order mark and keep stray quotes inside a field', async () => {
    const items = await itemsOf('bom.csv', '\uFEFFa,b\n5" PIPE,2\n');
    expect(items.map((item) => item.kind === 'row' && item.fields)).toEqual([
      ['a', 'b'],
      ['5" PIPE', '2'],
    ]);
  });

  it('should keep rows with the wrong number of fields for the caller to judge', async () => {
    const items = await itemsOf('ragged.csv', 'a,b,c\n1,2\n3,4,5,6\n');
    expect(items.map((item) => item.kind === 'row' && item.fields.length)).toEqual([3, 2, 4]);
  });

  it('should report an unclosed quote at the line where it opens, after the rows before it', async () => {
    const items = await itemsOf('unclosed.csv', 'a,b\n1,2\n3,"open\n5,6\n7,8\n');
    expect(linesOf(items)).toEqual([
      ['row', 1],
      ['row', 2],
      ['unreadable', 3],
    ]);
  });
});
