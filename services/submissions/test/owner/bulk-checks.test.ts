import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_CHECK_MESSAGES,
  BULK_CHECK_ROW_REASONS,
  bulkCheckDetailSchema,
  bulkCheckSummarySchema,
  bulkCheckUploadSchema,
  gstinCheckCharacter,
  type BulkCheckDetail,
} from '@trusthive/contracts';
import { newCompany } from '@trusthive/platform/testing';
import { sql } from 'kysely';
import { runBulkCheck } from '../../src/owner/bulk-checks/bulk-check.job';
import { httpNameSearch } from '../../src/owner/bulk-checks/name-match';
import { sweepBulkChecks } from '../../src/owner/bulk-checks/bulk-check-retention';
import { multipart, startService, type TestService } from '../support';
import { signInOwner, type OwnerSignInHeaders } from '../support/owner-session';

// Bulk checks (issue 43) through /api/account/bulk-checks and the job itself: a 1,000-row CSV of
// mixed identifiers with 10 bad rows gives the right outcome per row and the bad rows by number
// and reason; a job run again after a crash half-way stores each row once; refused files leave
// nothing behind; another account's check is as missing as none; both downloads hold the rows.
// Names are searched over HTTP, as in production, against a stand-in of the search service's
// GET /api/search that answers from this file's companies.

let service: TestService;
let search: HttpServer;
let searchUrl: string;
const db = () => service.deps.db;
const tag = randomUUID()
  .slice(0, 6)
  .toUpperCase()
  .replace(/[^A-Z]/g, 'Q')
  .padEnd(6, 'Q');

beforeAll(async () => {
  service = await startService('bulk-checks-test');
  search = createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    // Every word but the legal suffixes, as a search engine finds 'Pvt. Ltd.' for 'Private Limited'.
    const words = q
      .split(/\s+/)
      .filter((word) => word && !/^(pvt|ltd|private|limited)\.?$/i.test(word))
      .map((word) => `%${word}%`);
    sql<{ id: number; name: string; location: string | null }>`
      select id, company_name as name, nullif(concat_ws(', ', city, company_state_code), '') as location
      from companies where company_name ilike all(${words}::text[]) and review_status = 'live'
      order by id limit 20`
      .execute(db())
      .then(({ rows }) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ results: rows }));
      })
      .catch(() => {
        response.statusCode = 500;
        response.end();
      });
  });
  await new Promise<void>((resolve) => search.listen(0, '127.0.0.1', resolve));
  searchUrl = `http://127.0.0.1:${(search.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => search?.close(resolve));
  await service?.close();
});

const jobDeps = () => ({
  db: db(),
  storage: service.storage,
  names: httpNameSearch(searchUrl),
  publicBaseUrl: 'https://trusthive.example',
});

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + randomInt(26))).join('');
const newPan = () =>
  `${letters(3)}C${letters(1)}${String(randomInt(10_000)).padStart(4, '0')}${letters(1)}`;
const gstinOf = (pan: string) => `29${pan}1Z${gstinCheckCharacter(`29${pan}1Z`)}`;
const newCin = () =>
  `U${String(randomInt(100_000)).padStart(5, '0')}KA2019PTC${String(randomInt(1_000_000)).padStart(6, '0')}`;

let lastEmail = '';
async function signIn(): Promise<OwnerSignInHeaders> {
  lastEmail = `buyer-${randomUUID()}@acme-buyers.in`;
  return signInOwner(service.app, lastEmail);
}

async function upload(session: OwnerSignInHeaders, bytes: Uint8Array, name = 'suppliers.csv') {
  const body = await multipart({}, { file: { name, bytes, type: 'text/csv' } });
  return service.app.inject({
    method: 'POST',
    url: '/api/account/bulk-checks/uploads',
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });
}

async function start(session: OwnerSignInHeaders, bytes: Uint8Array, name = 'suppliers.csv') {
  const uploaded = await upload(session, bytes, name);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const answer = bulkCheckUploadSchema.parse(uploaded.json());
  const started = await service.app.inject({
    method: 'POST',
    url: '/api/account/bulk-checks',
    headers: session.headers,
    payload: {
      uploadId: answer.uploadId,
      fileName: answer.fileName,
      hasHeader: answer.header !== null,
      mapping: answer.suggestedMapping,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  return { upload: answer, check: bulkCheckSummarySchema.parse(started.json()) };
}

async function detail(session: OwnerSignInHeaders, id: string, query = '') {
  const response = await service.app.inject({
    method: 'GET',
    url: `/api/account/bulk-checks/${id}${query}`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bulkCheckDetailSchema.parse(response.json());
}

/** Every row of a check, page by page as the page reads them. */
async function allRows(session: OwnerSignInHeaders, id: string) {
  const rows: BulkCheckDetail['rows'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await detail(session, id, `?page=${page}`);
    rows.push(...answer.rows);
    if (answer.rows.length < answer.pageSize) return rows;
  }
}

interface Fixture {
  csv: Buffer;
  /** The expected outcome of each data row by its line number. */
  expected: Map<number, { outcome: string; companyId?: number; reason?: string }>;
}

/**
 * 1,000 rows: CINs, GSTINs, PANs and names with their state of 20 companies of this file, CINs
 * and PANs nobody holds, and 10 bad rows, in columns the header names in its own order.
 */
async function mixedFile(): Promise<Fixture> {
  const companies = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const pan = newPan();
      return newCompany(db(), {
        cin: newCin(),
        company_name: `Bulkcheck ${tag} Supplier ${letters(4)} ${index} Private Limited`,
        pan_number: pan,
        gst_number: gstinOf(pan),
        company_state_code: 'Karnataka',
        city: 'Bengaluru',
        trust_score: 40 + index,
        trust_level: 'Moderate',
      });
    }),
  );
  const lines = ['State,Company Name,PAN,GSTIN,CIN'];
  const expected: Fixture['expected'] = new Map();
  const bad: Array<[string, string]> = [
    [',,,,U123', 'cinMalformed'],
    [',,,29ABC,', 'gstinMalformed'],
    [
      `,,,${gstinOf('AAACB1234C').slice(0, 14)}${gstinOf('AAACB1234C').endsWith('9') ? '8' : '9'},`,
      'gstinCheckDigit',
    ],
    [',,ABCD1234,,', 'panMalformed'],
    ['Karnataka,X,,,', 'nameTooShort'],
    ['Atlantis,Some Supplier Name,,,', 'stateUnknown'],
    ['Goa,,,,', 'empty'],
    [',,,,L99', 'cinMalformed'],
    [',,12345ABCDE,,', 'panMalformed'],
    ['Goa,ab,,,', 'nameTooShort'],
  ];
  for (let index = 0; index < 1_000; index += 1) {
    const line = index + 2;
    const company = companies[index % companies.length]!;
    if (index % 100 === 50) {
      const [text, reason] = bad[index / 100 - 0.5]!;
      lines.push(text);
      expected.set(line, { outcome: 'bad', reason });
      continue;
    }
    switch (index % 5) {
      case 0:
        lines.push(`,,,,${company.cin}`);
        expected.set(line, { outcome: 'matched', companyId: company.id });
        break;
      case 1:
        lines.push(`,,,${company.gst_number!.toLowerCase()},`);
        expected.set(line, { outcome: 'matched', companyId: company.id });
        break;
      case 2:
        lines.push(`,,${company.pan_number},,`);
        expected.set(line, { outcome: 'matched', companyId: company.id });
        break;
      case 3:
        lines.push(
          `Karnataka,"${company.company_name.replace('Private Limited', 'Pvt. Ltd.')}",,,`,
        );
        expected.set(line, { outcome: 'matched', companyId: company.id });
        break;
      default:
        lines.push(index % 2 ? `,,,,${newCin()}` : `,,${newPan()},,`);
        expected.set(line, { outcome: 'not_found' });
    }
  }
  return { csv: Buffer.from(`${lines.join('\r\n')}\r\n`), expected };
}

describe('a bulk check of a 1,000-row file', () => {
  let session: OwnerSignInHeaders;
  let fixture: Fixture;
  let checkId: string;

  beforeAll(async () => {
    session = await signIn();
    fixture = await mixedFile();
  });

  it('should preview the file and guess its columns from the header', async () => {
    const response = await upload(session, fixture.csv);
    expect(response.statusCode, response.body).toBe(201);
    const answer = bulkCheckUploadSchema.parse(response.json());
    expect(answer).toMatchObject({
      kind: 'csv',
      totalRows: 1_000,
      columns: 5,
      header: ['State', 'Company Name', 'PAN', 'GSTIN', 'CIN'],
      suggestedMapping: { state: 0, name: 1, pan: 2, gstin: 3, cin: 4 },
    });
    expect(answer.preview).toHaveLength(5);
  });

  it('should check every row: identifiers exactly, names with their state, bad rows by number', async () => {
    const { check } = await start(session, fixture.csv);
    checkId = check.id;
    expect(check).toMatchObject({ status: 'queued', totalRows: 1_000, rowsDone: 0 });
    expect(await runBulkCheck(jobDeps(), check.id)).toEqual({
      status: 'done',
      rows: 1_000,
      bad: 10,
    });

    const answer = await detail(session, check.id);
    expect(answer.check).toMatchObject({ status: 'done', rowsDone: 1_000, badRows: 10 });
    expect(answer.outcomes).toEqual({ matched: 790, candidates: 0, notFound: 200, bad: 10 });
    const rows = await allRows(session, check.id);
    expect(rows).toHaveLength(1_000);
    for (const row of rows) {
      const want = fixture.expected.get(row.rowNumber)!;
      expect({ row: row.rowNumber, outcome: row.outcome }).toEqual({
        row: row.rowNumber,
        outcome: want.outcome,
      });
      if (want.companyId) expect(row.company?.id).toBe(want.companyId);
      if (want.reason) expect(row.reason).toBe(want.reason);
    }
    const bad = await detail(session, check.id, '?outcome=bad');
    expect(bad.rows.map((row) => row.rowNumber)).toEqual(
      Array.from({ length: 10 }, (_, index) => 52 + index * 100),
    );
    const byName = rows.find((row) => row.input.name && row.outcome === 'matched')!;
    expect(byName.confidence).toBe('high');
    expect(byName.company).toMatchObject({ status: 'Active', trustLevel: 'Moderate' });
  });

  it('should mail the account once, in its language, with a link to the result', async () => {
    const mails = await db()
      .selectFrom('mail_messages')
      .select(['template', 'data', 'locale'])
      .where('template', '=', 'bulk-check-done')
      .where(sql<boolean>`data ->> 'resultUrl' like ${`%check=${checkId}`}`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ rows: 1_000, bad: 10, notFound: 200 });
    // Run again (a resend of its job): nothing doubles, no second mail.
    expect(await runBulkCheck(jobDeps(), checkId)).toEqual({
      status: 'skipped',
      reason: 'finished',
    });
  });

  it('should give the whole result as CSV and as XLSX', async () => {
    const csv = await service.app.inject({
      method: 'GET',
      url: `/api/account/bulk-checks/${checkId}/download?format=csv`,
      headers: session.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('suppliers-result.csv');
    const records = parse(csv.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(1_000);
    const firstBad = records.find((record) => record.Row === '52')!;
    expect(firstBad).toMatchObject({
      Outcome: 'Not checked',
      Reason: BULK_CHECK_ROW_REASONS.cinMalformed,
      CIN: 'U123',
    });
    const link = records.find((record) => record.Row === '2')!.Link!;
    expect(link.startsWith(`${service.deps.config.publicBaseUrl}/company/`)).toBe(true);

    const xlsx = await service.app.inject({
      method: 'GET',
      url: `/api/account/bulk-checks/${checkId}/download?format=xlsx`,
      headers: session.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1_001);
    expect(sheet.getRow(1).getCell(1).value).toBe('Row');
    expect(sheet.getRow(2).getCell(7).value).toBe('Matched');
  });

  it('should answer another account’s check as missing, and delete one’s own', async () => {
    const stranger = await signIn();
    for (const url of [
      `/api/account/bulk-checks/${checkId}`,
      `/api/account/bulk-checks/${checkId}/download?format=csv`,
    ]) {
      const response = await service.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.title).toBe(BULK_CHECK_MESSAGES.notFound.title);
    }
    const list = await service.app.inject({
      method: 'GET',
      url: '/api/account/bulk-checks',
      headers: stranger.headers,
    });
    expect(list.json()).toEqual({ checks: [] });
    const refused = await service.app.inject({
      method: 'DELETE',
      url: `/api/account/bulk-checks/${checkId}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    const deleted = await service.app.inject({
      method: 'DELETE',
      url: `/api/account/bulk-checks/${checkId}`,
      headers: session.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await db()
      .selectFrom('bulk_check_rows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('check_id', '=', checkId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
  });
});

describe('a bulk check whose job died half-way', () => {
  it('should resume after the rows it stored and store each row once', async () => {
    const session = await signIn();
    const { csv } = await mixedFile();
    const { check } = await start(session, csv);
    expect(await runBulkCheck(jobDeps(), check.id, { stopAfterBatches: 2 })).toEqual({
      status: 'skipped',
      reason: 'stopped',
    });
    const midway = await detail(session, check.id);
    expect(midway.check).toMatchObject({ status: 'running', rowsDone: 400 });
    // The same batch stored again (a crash after its rows, before the progress) changes nothing.
    await db()
      .updateTable('bulk_checks')
      .set({ rows_done: 0 })
      .where('id', '=', check.id)
      .execute();
    expect(await runBulkCheck(jobDeps(), check.id)).toEqual({
      status: 'done',
      rows: 1_000,
      bad: 10,
    });
    const counted = await db()
      .selectFrom('bulk_check_rows')
      .select([
        (eb) => eb.fn.countAll<string>().as('rows'),
        sql<string>`count(distinct row_number)`.as('numbers'),
      ])
      .where('check_id', '=', check.id)
      .executeTakeFirstOrThrow();
    expect(counted).toEqual({ rows: 1_000, numbers: 1_000 });
    expect((await detail(session, check.id)).check).toMatchObject({ rowsDone: 1_000, badRows: 10 });
  });
});

describe('files that are refused', () => {
  let session: OwnerSignInHeaders;
  let accountId: string;
  beforeAll(async () => {
    session = await signIn();
    accountId = (
      await db()
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', lastEmail)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const stored = async () =>
    (await service.storage.list('private', 'bulk-checks')).filter((object) =>
      object.key.startsWith(`bulk-checks/${accountId}/`),
    );

  it.each([
    [
      'a UTF-16 CSV',
      Buffer.from('\ufeffCIN,Name\r\nU12345MH2020PTC123456,Acme\r\n', 'utf16le'),
      400,
      BULK_CHECK_MESSAGES.encoding.title,
    ],
    [
      'a Windows-1252 CSV',
      Buffer.from('Name,State\r\nCaf\xe9 Traders,Goa\r\n', 'latin1'),
      400,
      BULK_CHECK_MESSAGES.encoding.title,
    ],
    [
      'a file of 10,001 rows',
      Buffer.from(
        `CIN\n${Array.from({ length: 10_001 }, (_, i) => `U12345MH2020PTC${String(i).padStart(6, '0')}`).join('\n')}\n`,
      ),
      413,
      BULK_CHECK_MESSAGES.tooManyRows.title,
    ],
    [
      'garbage bytes',
      Buffer.from([0, 1, 2, 3, 250, 251, 0, 7, 8]),
      415,
      BULK_CHECK_MESSAGES.notCsvOrXlsx.title,
    ],
    ['a header alone', Buffer.from('CIN,Name\n'), 400, BULK_CHECK_MESSAGES.empty.title],
  ])('should refuse %s with a clear message and keep nothing', async (_, bytes, status, title) => {
    const response = await upload(session, bytes);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.title).toBe(title);
    expect(await stored()).toEqual([]);
    const checks = await db()
      .selectFrom('bulk_checks')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(checks).toEqual([]);
  });

  it('should take exactly 10,000 rows', async () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `U12345MH2020PTC${String(i).padStart(6, '0')}`,
    );
    const response = await upload(session, Buffer.from(`CIN\n${lines.join('\n')}\n`));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().totalRows).toBe(10_000);
  });

  it('should refuse a mapping without an identifier column', async () => {
    const uploaded = bulkCheckUploadSchema.parse(
      (await upload(session, Buffer.from('CIN,State\nU12345MH2020PTC123456,Goa\n'))).json(),
    );
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/account/bulk-checks',
      headers: session.headers,
      payload: {
        uploadId: uploaded.uploadId,
        fileName: 'x.csv',
        hasHeader: true,
        mapping: { cin: null, gstin: null, pan: null, name: null, state: 1 },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.title).toBe(BULK_CHECK_MESSAGES.noColumn.title);
  });

  it('should read an XLSX the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Vendors');
    sheet.addRow(['Vendor', 'GST Number']);
    sheet.addRow(['Acme', gstinOf(newPan())]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const { check } = await start(session, bytes, 'vendors.xlsx');
    expect(check).toMatchObject({ kind: 'xlsx', totalRows: 1 });
    expect(await runBulkCheck(jobDeps(), check.id)).toMatchObject({ status: 'done', rows: 1 });
    const answer = await detail(session, check.id);
    expect(answer.rows[0]).toMatchObject({ rowNumber: 2, outcome: 'not_found' });
  });
});

describe('retention', () => {
  it('should delete a check 30 days on, with its rows and file, and an unused upload after a day', async () => {
    const session = await signIn();
    const { check, upload: uploaded } = await start(
      session,
      Buffer.from('CIN\nU12345MH2020PTC123456\n'),
    );
    const spare = bulkCheckUploadSchema.parse(
      (await upload(session, Buffer.from('CIN\nU12345MH2020PTC123457\n'))).json(),
    );
    const keys = async () =>
      (await service.storage.list('private', 'bulk-checks')).map((o) => o.key);
    expect(
      (await keys()).filter(
        (key) => key.endsWith(uploaded.uploadId) || key.endsWith(spare.uploadId),
      ),
    ).toHaveLength(2);
    const later = Date.now() + 31 * 24 * 3600 * 1000;
    const swept = await sweepBulkChecks(db(), service.storage, later);
    expect(swept.bulkChecks).toBeGreaterThanOrEqual(1);
    expect(
      await db().selectFrom('bulk_checks').select('id').where('id', '=', check.id).execute(),
    ).toEqual([]);
    expect(
      (await keys()).filter(
        (key) => key.endsWith(uploaded.uploadId) || key.endsWith(spare.uploadId),
      ),
    ).toEqual([]);
  });
});
