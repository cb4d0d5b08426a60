import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { createDb, type Database, type NewCompany } from '@trusthive/platform';
import { gstinCheckCharacter } from '@trusthive/contracts';
import {
  letters,
  testDatabaseUrl,
  uniqueCin,
  uniqueCompanyPan,
  validGstinFor,
} from '@trusthive/platform/testing';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { baseUrl } from './support/base-url';

// Issue 43 part 3 in real Chromium against the real stack (the submissions worker runs the
// bulk-check job, names go to the search service): a new account signs in with a mailed link,
// uploads a 1,000-row CSV of this file's companies (CINs, GSTINs, PANs and names with states,
// the columns in an order of its own) with 10 bad rows, maps the columns, starts the check,
// watches the progress bar reach 1,000 of 1,000, reads the results and the bad rows by number,
// downloads both formats and reads them, and gets the mail saying it is done.

const UI_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 180_000;
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const ROWS = 1_000;

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(viewport = DESKTOP): Promise<Page> {
  // bypassCSP lets axe-core be injected past the gateway's script-src 'self'.
  const context = await browser.newContext({ viewport, bypassCSP: true, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  return page;
}

function linkIn(text: string): string {
  const link = /(https?:\/\/\S+\/account\/sign-in\/link#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!link) throw new Error(`no sign-in link in the mail:\n${text}`);
  return link;
}

/** A new address signed in through the page and the mailed link, as a buyer does. */
async function signIn(page: Page): Promise<string> {
  const buyer = `bulk-${letters(8).toLowerCase()}@example.in`;
  await page.goto(`${baseUrl()}/account/sign-in`);
  const form = page.getByRole('region', { name: 'Get a sign-in link' });
  await form.getByLabel('Email').fill(buyer);
  await form.getByRole('button', { name: 'Send sign-in link' }).click();
  const mail = await waitForMail({ to: buyer, subject: 'Your TrustHive sign-in link' });
  await page.goto(linkIn(mail.text));
  await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
  return buyer;
}

interface Supplier {
  id: number;
  name: string;
  cin: string;
  pan: string | null;
  gstin: string | null;
}

/** Suppliers of this run: every fourth with a GSTIN and PAN on record, two sharing a name. */
async function newSuppliers(tag: string, count: number): Promise<Supplier[]> {
  const values: NewCompany[] = Array.from({ length: count }, (_, index) => {
    const pan = index % 4 === 0 ? uniqueCompanyPan() : null;
    return {
      company_name: `${tag} ${letters(7)} Traders Private Limited`,
      cin: uniqueCin(),
      pan_number: pan,
      gst_number: pan ? validGstinFor(pan) : null,
      company_limited_by: 'Private Limited',
      company_class: 'Private',
      company_category: 'Company limited by shares',
      company_sub_category: 'Non-government company',
      company_status: 'Active',
      company_state_code: 'Karnataka',
      industrial_classification: 'Business Services',
      data_source: 'synthetic',
    };
  });
  // The same name twice in one state: only the person can tell which is meant.
  values[1]!.company_name = values[0]!.company_name;
  const rows = await db
    .insertInto('companies')
    .values(values)
    .returning(['id', 'company_name', 'cin', 'pan_number', 'gst_number'])
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.company_name,
    cin: row.cin!,
    pan: row.pan_number,
    gstin: row.gst_number,
  }));
}

const quote = (field: string) => (/[",\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

/** The bad rows' numbers in the file (the header is row 1). */
const BAD_ROWS = new Set<number>();

/** A GSTIN in the GST pattern whose last character is not its check character. */
function mistypedGstin(): string {
  const first14 = `29${uniqueCompanyPan()}1Z`;
  const right = gstinCheckCharacter(first14)!;
  return `${first14}${right === 'A' ? 'B' : 'A'}`;
}

/**
 * 1,000 data rows after a header, columns Supplier, State, Registration no., GST no., PAN and
 * Notes (ignored): 10 bad rows spread through it, the others one identifier or a name with its
 * state each, every supplier by CIN and by name, those with a GSTIN by it and by PAN too.
 */
function supplierFile(suppliers: readonly Supplier[]): string {
  const withGst = suppliers.filter((supplier) => supplier.gstin);
  const bad: string[][] = [
    ['', '', 'U1234', '', '', ''],
    ['', '', '', mistypedGstin(), '', ''],
    ['', '', '', '29ABCDE12', '', ''],
    ['', '', '', '', 'ABC', ''],
    ['Ab', 'Karnataka', '', '', '', ''],
    [suppliers[5]!.name, 'Atlantis', '', '', '', ''],
    ['', '', '', '', '', 'only a note'],
    ['', '', 'L99999ZZ', '', '', ''],
    ['', '', '', '', '12345ABCDE', ''],
    ['', '', '', mistypedGstin(), '', 'paid late'],
  ];
  const lines = [['Supplier', 'State', 'Registration no.', 'GST no.', 'PAN', 'Notes']];
  let nextBad = 0;
  for (let index = 0; index < ROWS; index += 1) {
    const rowNumber = index + 2;
    if (index % 100 === 37 && nextBad < bad.length) {
      lines.push(bad[nextBad]!);
      BAD_ROWS.add(rowNumber);
      nextBad += 1;
      continue;
    }
    const supplier = suppliers[Math.floor(index / 4) % suppliers.length]!;
    const gst = withGst[Math.floor(index / 4) % withGst.length]!;
    switch (index % 4) {
      case 0:
        lines.push(['', '', supplier.cin, '', '', '']);
        break;
      case 1:
        lines.push(['', '', '', gst.gstin!, '', '']);
        break;
      case 2:
        lines.push(['', '', '', '', gst.pan!, 'net 30']);
        break;
      default:
        lines.push([supplier.name, 'Karnataka', '', '', '', '']);
    }
  }
  return `${lines.map((fields) => fields.map(quote).join(',')).join('\r\n')}\r\n`;
}

async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  if (!file) throw new Error(`the download ${download.suggestedFilename()} was not saved`);
  return readFileSync(file);
}

/** The progress bar's values as the page moves it, until it reads `total` of `total`. */
async function watchProgress(page: Page, total: number): Promise<number[]> {
  const bar = page.getByRole('progressbar');
  const seen: number[] = [];
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const value = Number(await bar.getAttribute('value'));
    if (seen.at(-1) !== value) seen.push(value);
    if (value === total) return seen;
    await page.waitForTimeout(100);
  }
  throw new Error(`the progress stopped at ${seen.join(', ')}`);
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'bulk-checks-e2e' });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('bulk checks', () => {
  it(
    'should check a 1,000-row file of mixed identifiers with 10 bad rows, show the progress and the results, download both formats and mail when done',
    async () => {
      const tag = `Bulkcheck${letters(6)}`;
      const suppliers = await newSuppliers(tag, 120);
      const directory = mkdtempSync(path.join(tmpdir(), 'bulk-check-e2e-'));
      const fileName = `suppliers-${tag.toLowerCase()}.csv`;
      writeFileSync(path.join(directory, fileName), supplierFile(suppliers));

      const page = await newPage();
      const buyer = await signIn(page);
      await page
        .getByRole('region', { name: 'Supplier checks' })
        .getByRole('link', { name: 'Bulk checks' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Bulk checks' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Upload, then say which column holds what (the guess is prefilled; set every one).
      const newCheck = page.getByRole('region', { name: 'New check' });
      await newCheck
        .getByLabel('File (CSV or XLSX, up to 10,000 rows)')
        .setInputFiles(path.join(directory, fileName));
      await newCheck.getByRole('button', { name: 'Upload' }).click();
      await newCheck.getByRole('heading', { name: 'Which column holds what?' }).waitFor();
      await newCheck.getByText('1,000 rows to check').waitFor();
      const mapping: [string, string][] = [
        ['Supplier', 'Company name'],
        ['State', 'State'],
        ['Registration no.', 'CIN'],
        ['GST no.', 'GSTIN'],
        ['PAN', 'PAN'],
        ['Notes', 'Ignore'],
      ];
      for (const [column, meaning] of mapping) {
        await newCheck.getByLabel(column, { exact: true }).selectOption({ label: meaning });
      }
      expect(
        await newCheck
          .getByLabel('The first row holds column names (it is not checked)')
          .isChecked(),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await newCheck.getByRole('button', { name: 'Start check' }).click();

      // The progress moves to 1,000 of 1,000, said in words beside the bar.
      const check = page.getByRole('region', { name: fileName });
      await check.getByRole('progressbar').waitFor();
      const seen = await watchProgress(page, ROWS);
      expect(seen[0]).toBeLessThan(ROWS);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      await check.getByText('1,000 of 1,000 rows').waitFor();
      await check.getByText('Done', { exact: true }).waitFor();

      // The bad rows by number, each with its reason.
      const badRows = check.getByRole('region', { name: '10 rows not checked' });
      await badRows.waitFor();
      const listed = await badRows.getByRole('listitem').allTextContents();
      expect(listed.map((line) => Number(/^Row (\d+):/.exec(line)?.[1]))).toEqual([...BAD_ROWS]);
      expect(listed[0]).toContain('The CIN is not 21 characters');
      expect(listed[1]).toContain('check character');
      expect(listed[5]).toContain('not an Indian state');

      // The results: found rows link to the company, the shared name offers both.
      const results = check.getByRole('region', { name: 'Results' });
      await results.getByRole('link', { name: /^Found \(/ }).waitFor();
      const cinRow = results.getByRole('row').filter({ hasText: suppliers[0]!.cin });
      expect(
        await cinRow.getByRole('link', { name: suppliers[0]!.name }).first().getAttribute('href'),
      ).toBe(`/company/${suppliers[0]!.id}`);
      await results.getByRole('link', { name: /^Possible matches/ }).click();
      const candidates = results.getByRole('row').filter({ hasText: suppliers[0]!.name });
      await candidates.first().getByRole('link', { name: suppliers[0]!.name }).first().waitFor();
      // Both companies of the name are offered, each a link to its profile.
      await expect.poll(() => candidates.first().getByRole('link').count()).toBe(2);
      await results.getByRole('link', { name: /^Not checked/ }).click();
      await expect.poll(() => results.getByRole('row').count()).toBe(1 + BAD_ROWS.size);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Both downloads hold every row, the bad ones by their numbers.
      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        check.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      const csv = parse(await saved(csvDownload), { bom: true, columns: true }) as Record<
        string,
        string
      >[];
      expect(csv).toHaveLength(ROWS);
      expect(csv.map((row) => Number(row.Row))).toEqual(
        Array.from({ length: ROWS }, (_, index) => index + 2),
      );
      expect(
        csv.filter((row) => row.Outcome === 'Not checked').map((row) => Number(row.Row)),
      ).toEqual([...BAD_ROWS]);
      const csvCin = csv.find((row) => row.CIN === suppliers[0]!.cin)!;
      expect(csvCin.Company).toBe(suppliers[0]!.name);
      expect(csvCin.Link).toContain(`/company/${suppliers[0]!.id}`);

      const [xlsxDownload] = await Promise.all([
        page.waitForEvent('download'),
        check.getByRole('link', { name: 'Download Excel (XLSX)' }).click(),
      ]);
      expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await saved(xlsxDownload)) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(ROWS + 1);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 3)).toEqual(['Row', 'CIN', 'GSTIN']);
      const numbers = Array.from({ length: ROWS }, (_, index) =>
        Number(sheet.getRow(index + 2).getCell(1).value),
      );
      expect(numbers).toEqual(Array.from({ length: ROWS }, (_, index) => index + 2));

      // The mail says it is done and links back to this check.
      const done = await waitForMail({
        to: buyer,
        subject: `Your bulk check is done: ${fileName}`,
      });
      const checkId = new URL(page.url()).searchParams.get('check');
      expect(done.text).toContain(`/account/bulk-checks?check=${checkId}`);

      // The list keeps it until its expiry date, and it can be deleted.
      const list = page.getByRole('region', { name: 'Your checks' });
      const listedCheck = list.getByRole('row').filter({ hasText: fileName });
      await listedCheck.getByText('Done').waitFor();
      await listedCheck.getByRole('button', { name: `Delete the check of ${fileName}` }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should refuse a file that is no table with a clear message, and fit a 390 px screen',
    async () => {
      const page = await newPage(MOBILE);
      await signIn(page);
      await page.goto(`${baseUrl()}/account/bulk-checks`);
      const directory = mkdtempSync(path.join(tmpdir(), 'bulk-check-e2e-'));
      const file = path.join(directory, 'photo.csv');
      writeFileSync(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]));
      const newCheck = page.getByRole('region', { name: 'New check' });
      await newCheck.getByLabel('File (CSV or XLSX, up to 10,000 rows)').setInputFiles(file);
      await newCheck.getByRole('button', { name: 'Upload' }).click();
      await newCheck.getByRole('alert').waitFor();
      expect(await newCheck.getByRole('alert').textContent()).toMatch(
        /neither a CSV nor an Excel workbook|could not be read as a table|not in UTF-8/,
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(MOBILE.width);
      await page
        .getByRole('region', { name: 'Your checks' })
        .getByText('You have no checks yet.')
        .waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});
