import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { IDENTIFIER_EXPLANATIONS } from '@trusthive/contracts';
import { createDb, createPool, type Database } from '@trusthive/platform';
import {
  letters,
  newCompany,
  testDatabaseUrl,
  uniqueCin,
  uniqueCompanyPan,
  validGstinFor,
} from '@trusthive/platform/testing';
import { importCompanies } from '../../scripts/import/import-companies';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';

// Issue 20 #1 #4 #5 as a visitor sees it, in real Chromium against the real stack: every badge
// says where it comes from, and the identifier panel reads the CIN of real imported rows.
// The MCA rows are real rows of data/companies-datagovin-dl-gj-ka.csv.gz, loaded by the real
// importer with a recorded file name and date; no other test imports them.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;

const SAMPLE = fileURLToPath(
  new URL('../../data/companies-datagovin-dl-gj-ka.csv.gz', import.meta.url),
);
/** ESPIRE HOLDINGS PRIVATE LIMITED: Active; CIN year 1998, registration date 1978. */
const ACTIVE = { cin: 'U74899DL1998PTC009229', name: 'ESPIRE HOLDINGS PRIVATE LIMITED' };
/** COUNTRY GOLF CLUB LTD.: Strike Off. */
const STRUCK_OFF = { cin: 'U99999DL2000PTC003638', name: 'COUNTRY GOLF CLUB LTD.' };
const SOURCE_FILE = 'mca-delhi-sample.csv';
const SOURCE_LINE = `Source: MCA company master data, file ${SOURCE_FILE}, dated 05/05/2025`;

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const directory = mkdtempSync(path.join(tmpdir(), 'provenance-e2e-'));
const ids: Record<string, number> = {};

async function importRealRows(): Promise<void> {
  const lines = gunzipSync(readFileSync(SAMPLE)).toString('utf8').split('\n');
  const cins = [ACTIVE.cin, STRUCK_OFF.cin];
  const rows = lines.filter((line) => cins.some((cin) => line.startsWith(`${cin},`)));
  const file = path.join(directory, SOURCE_FILE);
  writeFileSync(file, [lines[0], ...rows].join('\n') + '\n');
  const pool = createPool({
    url: testDatabaseUrl(),
    poolSize: 1,
    applicationName: 'provenance-e2e',
  });
  try {
    await importCompanies({ pool, file, rejectsDir: directory, asOf: '2025-05-05' });
  } finally {
    await pool.end();
  }
  for (const cin of cins) {
    const row = await db
      .selectFrom('companies')
      .select('id')
      .where('cin', '=', cin)
      .executeTakeFirstOrThrow();
    ids[cin] = row.id;
  }
}

/** bypassCSP only where axe-core is injected (the gateway's script-src 'self' blocks it). */
async function openProfile(id: number, name: string, bypassCSP = false): Promise<Locator> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP });
  contexts.push(context);
  const page: Page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.goto(`${baseUrl()}/company/${id}`, { timeout: UI_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  return page.getByRole('main');
}

const badgeItem = (main: Locator, label: string) =>
  main.getByTestId('verification-item').filter({ hasText: label });

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'provenance-e2e' });
  await importRealRows();
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  rmSync(directory, { recursive: true, force: true });
});

describe('profile badges and sources (issue 20)', () => {
  it(
    'should show MCA Verified with its file and date, and the CIN read beside the record, on a real imported row',
    async () => {
      const main = await openProfile(ids[ACTIVE.cin]!, ACTIVE.name);
      const mca = badgeItem(main, 'MCA Verified');
      expect(await mca.getByTestId('badge-source').textContent()).toBe(SOURCE_LINE);
      const mark = mca.locator('.badge');
      expect(await mark.textContent()).toBe('Verified');
      expect(await mark.getAttribute('class')).toContain('badge--green');
      expect(await mark.getAttribute('title')).toBe(SOURCE_LINE);
      // Every registry section says where its facts come from.
      expect(await main.getByText(SOURCE_LINE, { exact: true }).count()).toBeGreaterThanOrEqual(6);

      const cin = main.getByTestId('identifier-CIN');
      await cin.getByRole('heading', { name: 'What the CIN says' }).waitFor();
      await cin.getByText('DL: Delhi · On record: Delhi', { exact: false }).waitFor();
      await cin.getByText('PTC: private limited company · On record: Private').waitFor();
      const year = cin.locator('li').filter({ hasText: 'Year of registration' });
      expect(await year.textContent()).toContain('1998 · On record: 1978');
      expect(await year.textContent()).toContain('Differs');
      await year.getByText(IDENTIFIER_EXPLANATIONS.year).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show a struck-off company as an MCA record with its status, not a green mark',
    async () => {
      const main = await openProfile(ids[STRUCK_OFF.cin]!, STRUCK_OFF.name);
      const record = badgeItem(main, 'MCA Record');
      const mark = record.locator('.badge');
      expect(await mark.textContent()).toBe('Strike Off');
      expect(await mark.getAttribute('class')).not.toContain('badge--green');
      await record.getByText("MCA records this company's status as: Strike Off").waitFor();
      expect(await record.getByTestId('badge-source').textContent()).toBe(SOURCE_LINE);
      expect(await main.getByText('MCA Verified', { exact: true }).count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say "CIN not yet matched with MCA records" for a CIN typed in at /register',
    async () => {
      const company = await newCompany(db, {
        company_name: `Typed ${letters(6)} Private Limited`,
        cin: uniqueCin(),
        company_status: 'Pending Verification',
        data_source: 'registration',
      });
      const main = await openProfile(company.id, company.company_name);
      const mca = badgeItem(main, 'MCA Verified');
      await mca.getByText('CIN not yet matched with MCA records').waitFor();
      expect(await mca.locator('.badge').textContent()).toBe('Not Verified');
      const created = (company.created_at as unknown as Date).toISOString().slice(0, 10);
      const [year, month, day] = created.split('-');
      expect(await mca.getByTestId('badge-source').textContent()).toBe(
        `Submitted by the company on ${day}/${month}/${year}`,
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show GST Verified only for a GSTIN the GST network lists as Active under the company’s name',
    async () => {
      const pan = uniqueCompanyPan();
      const valid = validGstinFor(pan, '29');
      const bad = `${valid.slice(0, 14)}${valid.endsWith('0') ? '1' : '0'}`;
      const confirmedPan = uniqueCompanyPan();
      const confirmed = validGstinFor(confirmedPan, '29');
      const companies = [];
      for (const [gstin, companyPan] of [
        [valid, pan],
        [bad, pan],
        [confirmed, confirmedPan],
      ] as const) {
        const company = await newCompany(db, {
          company_name: `Gst ${letters(6)} Private Limited`,
          pan_number: companyPan,
          company_state_code: 'Karnataka',
          data_source: 'registry',
        });
        await db
          .insertInto('company_gst_details')
          .values({ company_id: company.id, gstin, pan: companyPan })
          .execute();
        companies.push(company);
      }
      // What the GST network said of the third one's GSTIN, matched to it by PAN (issue 40).
      await db
        .insertInto('gst_registrations')
        .values({
          gstin: confirmed,
          legal_name: companies[2]!.company_name.toUpperCase(),
          status: 'Active',
          provider: 'gsp.example.in',
          raw: '{}',
          company_id: companies[2]!.id,
          match_basis: 'pan',
        })
        .execute();

      const verified = await openProfile(companies[2]!.id, companies[2]!.company_name);
      const verifiedGst = badgeItem(verified, 'GST Verified');
      expect(await verifiedGst.locator('.badge').textContent()).toBe('Verified');
      expect(await verifiedGst.getByTestId('badge-source').textContent()).toMatch(
        /^Source: GST network via gsp\.example\.in, fetched on \d{2}\/\d{2}\/\d{4}$/,
      );

      // A GSTIN that passes its own checks is said to be not yet confirmed, never verified.
      const good = await openProfile(companies[0]!.id, companies[0]!.company_name);
      const gst = badgeItem(good, 'GST Verified');
      expect(await gst.locator('.badge').textContent()).toBe('Not Verified');
      await gst.getByText('GSTIN submitted, not yet confirmed with the GST network').waitFor();
      expect(await gst.getByTestId('badge-source').textContent()).toMatch(
        /^Source: GST registration details, stored on \d{2}\/\d{2}\/\d{4}$/,
      );
      await good
        .getByTestId('identifier-GSTIN')
        .getByText('Matches the other 14 characters')
        .waitFor();
      await good
        .getByTestId('identifier-PAN')
        .getByText('C: a company', { exact: false })
        .waitFor();

      const wrong = await openProfile(companies[1]!.id, companies[1]!.company_name);
      const badGst = badgeItem(wrong, 'GST Verified');
      expect(await badGst.locator('.badge').textContent()).toBe('Not Verified');
      await badGst
        .getByText("The GSTIN's check digit does not match: the number on record has an error")
        .waitFor();
      const html = await wrong.page().content();
      expect(html).not.toContain(bad);
      expect(html).not.toContain(pan);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should have no serious or critical axe violation in the badges and the identifier panel',
    async () => {
      const main = await openProfile(ids[ACTIVE.cin]!, ACTIVE.name, true);
      await main.getByTestId('identifier-CIN').waitFor();
      const page = main.page();
      expect(await seriousAxeViolations(page, '.identifier-checks')).toEqual([]);
      expect(
        await seriousAxeViolations(page, 'section[aria-labelledby="verification-status-title"]'),
      ).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
