import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTableRowsOf, sniffTableFile, type TableRow } from './table-file';

const rowsOf = async (bytes: Uint8Array, kind: 'csv' | 'xlsx') => {
  const rows: TableRow[] = [];
  for await (const row of readTableRowsOf(bytes, kind)) rows.push(row);
  return rows;
};

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Suppliers');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Notes').addRow(['ignored']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe(sniffTableFile.name, () => {
  it('should take UTF-8 text, with or without a byte-order mark, as CSV', () => {
    expect(sniffTableFile(Buffer.from('CIN,Name\nU1,Acme\n'))).toEqual({ kind: 'csv' });
    expect(sniffTableFile(Buffer.from('\ufeffName,State\nशर्मा ट्रेडर्स,Bihar\n'))).toEqual({
      kind: 'csv',
    });
  });

  it('should take an Office Open XML zip as XLSX', async () => {
    expect(sniffTableFile(await workbook([['CIN'], ['U12345MH2020PTC123456']]))).toEqual({
      kind: 'xlsx',
    });
  });

  it('should refuse UTF-16 (either byte order, with or without a mark) as an encoding problem', () => {
    const text = 'CIN,Name\r\nU12345MH2020PTC123456,Acme\r\n';
    expect(sniffTableFile(Buffer.from(`\ufeff${text}`, 'utf16le'))).toEqual({
      refused: 'encoding',
    });
    expect(sniffTableFile(Buffer.from(text, 'utf16le'))).toEqual({ refused: 'encoding' });
    const be = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
    expect(sniffTableFile(be)).toEqual({ refused: 'encoding' });
  });

  it('should refuse Windows-1252 text (Excel’s plain "CSV") as an encoding problem', () => {
    expect(sniffTableFile(Buffer.from('Name,State\nCaf\xe9 Traders,Goa\n', 'latin1'))).toEqual({
      refused: 'encoding',
    });
  });

  it('should refuse a zip that is no workbook, an image and random bytes as no table', () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    expect(sniffTableFile(zip)).toEqual({ refused: 'not-table' });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(sniffTableFile(png)).toEqual({ refused: 'not-table' });
  });

  it('should never take bytes with a NUL or a control character for a CSV', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), (bytes) => {
        const result = sniffTableFile(bytes);
        if ('kind' in result && result.kind === 'csv') {
          expect([...bytes].some((byte) => byte === 0)).toBe(false);
        }
      }),
    );
  });

  it('should call an empty file empty', () => {
    expect(sniffTableFile(Buffer.alloc(0))).toEqual({ refused: 'empty' });
    expect(sniffTableFile(Buffer.from([0xef, 0xbb, 0xbf]))).toEqual({ refused: 'empty' });
  });
});

describe(readTableRowsOf.name, () => {
  it('should read CSV rows with their line numbers, skipping blank lines and trimming cells', async () => {
    const rows = await rowsOf(
      Buffer.from(
        '\ufeffCIN, Name \r\n\r\nU12345MH2020PTC123456,"Acme, Ltd"\n,,\nL1,"Two\nlines"\n',
      ),
      'csv',
    );
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['CIN', 'Name'] },
      { rowNumber: 3, cells: ['U12345MH2020PTC123456', 'Acme, Ltd'] },
      { rowNumber: 6, cells: ['L1', 'Two lines'] },
    ]);
  });

  it('should read semicolon- and tab-separated files', async () => {
    expect(await rowsOf(Buffer.from('a;b\n1;2\n'), 'csv')).toEqual([
      { rowNumber: 1, cells: ['a', 'b'] },
      { rowNumber: 2, cells: ['1', '2'] },
    ]);
    expect((await rowsOf(Buffer.from('a\tb\n1\t2\n'), 'csv'))[1]!.cells).toEqual(['1', '2']);
  });

  it('should read the first worksheet of a workbook, numbers and blanks as text', async () => {
    const bytes = await workbook([
      ['CIN', 'Name', 'Score'],
      [],
      ['U12345MH2020PTC123456', 'Acme', 42],
    ]);
    expect(await rowsOf(bytes, 'xlsx')).toEqual([
      { rowNumber: 1, cells: ['CIN', 'Name', 'Score'] },
      { rowNumber: 3, cells: ['U12345MH2020PTC123456', 'Acme', '42'] },
    ]);
  });

  it('should refuse a workbook cut short as unreadable', async () => {
    const bytes = await workbook([['CIN'], ['U12345MH2020PTC123456']]);
    await expect(rowsOf(bytes.subarray(0, bytes.length / 2), 'xlsx')).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
