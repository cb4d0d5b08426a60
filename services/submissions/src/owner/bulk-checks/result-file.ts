import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import {
  BULK_CHECK_RESULT_COLUMNS,
  BULK_CHECK_ROW_REASONS,
  type BulkCheckRow,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import type { Kysely } from 'kysely';
import { allRows } from './bulk-checks.repository';
import { toRow } from './bulk-checks.service';

// A finished check's download (issue 43), CSV or XLSX, written as it is read: rows come from
// PostgreSQL a thousand at a time and leave as they are formatted, so a 10,000-row result is
// never held whole. The CSV starts with a byte-order mark (Excel then reads it as UTF-8), and a
// cell that a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe.

const OUTCOME_WORDS: Record<BulkCheckRow['outcome'], string> = {
  matched: 'Matched',
  candidates: 'Possible companies',
  not_found: 'Not found',
  bad: 'Not checked',
};

/** A cell a spreadsheet would take for a formula, defused. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function resultLine(row: BulkCheckRow, publicBaseUrl: string): (string | number)[] {
  const company = row.company;
  const base = publicBaseUrl.replace(/\/+$/, '');
  const cells: (string | number)[] = [
    row.rowNumber,
    row.input.cin ?? '',
    row.input.gstin ?? '',
    row.input.pan ?? '',
    row.input.name ?? '',
    row.input.state ?? '',
    OUTCOME_WORDS[row.outcome],
    row.confidence ?? '',
    row.reason ? BULK_CHECK_ROW_REASONS[row.reason] : '',
    company?.name ?? '',
    company?.status ?? '',
    company?.verdictLine ?? '',
    company?.trustScore ?? '',
    company?.trustLevel ?? '',
    company?.redFlags.join('; ') ?? '',
    company ? (company.gstStatus ?? 'Not checked') : '',
    company ? `${base}/company/${company.id}` : '',
    row.candidates
      .map((candidate) => `${candidate.name} (${base}/company/${candidate.companyId})`)
      .join('; '),
  ];
  return cells.map((cell) => (typeof cell === 'string' ? safeCell(cell) : cell));
}

async function* resultLines(db: Kysely<Database>, checkId: string, publicBaseUrl: string) {
  for await (const page of allRows(db, checkId)) {
    for (const row of page) yield resultLine(toRow(row), publicBaseUrl);
  }
}

/** The result as CSV (UTF-8 with a byte-order mark), streamed. */
export function resultCsv(db: Kysely<Database>, checkId: string, publicBaseUrl: string): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...BULK_CHECK_RESULT_COLUMNS] });
  Readable.from(resultLines(db, checkId, publicBaseUrl))
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}

/** The result as an XLSX workbook of one sheet, written by exceljs's streaming writer. */
export function resultXlsx(db: Kysely<Database>, checkId: string, publicBaseUrl: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Result', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BULK_CHECK_RESULT_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'Company' || header === 'Verdict' || header === 'Link' ? 40 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for await (const line of resultLines(db, checkId, publicBaseUrl)) sheet.addRow(line).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
