import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { directoryStatsSchema, type DirectoryStats } from '@trusthive/contracts';
import { createDb, createPool, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { FAKE_PLACE_MARKER, FAKE_UNRATED_MARKER } from '../../scripts/e2e/fake-providers';
import { importCompanies } from '../../scripts/import/import-companies';
import { directoryCoverage } from '../src/features/stats/coverage';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';
import { openApp } from './support/hydration';

// Issue 20's truthful numbers in real Chromium against the real stack: the hero and About
// state the directory's counts from the database, capital reads in crore beside the full
// amount, and a place found without a rating shows the spec's estimated 4.5.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };

/** A real row of data/companies-datagovin-goa.csv.gz, as the government publishes it. */
const MCA_HEADER =
  'CIN,CompanyName,CompanyROCcode,CompanyCategory,CompanySubCategory,CompanyClass,AuthorizedCapital,PaidupCapital,CompanyRegistrationdate_date,Registered_Office_Address,Listingstatus,CompanyStatus,CompanyStateCode,CompanyIndian/Foreign Company,nic_code,CompanyIndustrialClassification';
const GMR_CIN = 'U63030GA2016PLC013017';

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let gmrId: number;

async function openPage(pathname: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, pathname, UI_TIMEOUT_MS);
  return page;
}

async function fetchStats(): Promise<DirectoryStats> {
  const response = await fetch(`${baseUrl()}/api/stats`);
  expect(response.status).toBe(200);
  return directoryStatsSchema.parse(await response.json());
}

/**
 * What GET /api/stats answers once it counts the imported registry row (the service recounts
 * in the background after a write), checked against the database it counts.
 */
async function statsChecked(): Promise<DirectoryStats> {
  await vi.waitFor(async () => expect((await fetchStats()).registryStates).toContain('Goa'), {
    timeout: 40_000,
    interval: 500,
  });
  const stats = await fetchStats();
  const counted = await sql<{ companies: number; registry: number; states: string[] }>`
    select count(*) filter (where data_source <> 'synthetic')::int as companies,
           count(*) filter (where data_source = 'registry')::int as registry,
           coalesce(array_agg(distinct company_state_code) filter (
             where data_source = 'registry' and company_state_code is not null), '{}') as states
      from companies
  `.execute(db);
  const now = counted.rows[0]!;
  // Other files may add rows after the count: never more than the database holds, and only
  // states its registry rows have.
  expect(stats.registryCompanies).toBeLessThanOrEqual(now.registry);
  expect(stats.companies).toBeLessThanOrEqual(now.companies);
  for (const state of stats.registryStates) expect(now.states).toContain(state);
  return stats;
}

/**
 * A page opened, and reloaded, until it states the coverage GET /api/stats gives at that
 * moment. Other files add companies meanwhile and the service recounts in the background, so
 * the figures read a moment before the page was rendered may already be out of date (the
 * About test once timed out on such a change in CI).
 */
async function pageStatingCoverage(
  pathname: string,
  where: (page: Page) => Locator,
): Promise<{ page: Page; stats: DirectoryStats }> {
  let stats = await statsChecked();
  const page = await openPage(pathname);
  await vi.waitFor(
    async () => {
      stats = await fetchStats();
      const coverage = directoryCoverage(stats);
      expect(coverage).not.toBeNull();
      const stated = where(page).getByText(coverage!, { exact: true });
      if ((await stated.count()) === 0) await page.reload();
      await stated.waitFor({ timeout: 5_000 });
    },
    { timeout: 40_000, interval: 500 },
  );
  return { page, stats };
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'numbers-e2e' });
  browser = await launchBrowser();
  // GMR Goa International Airport Limited, imported by the real importer from its real row.
  const directory = mkdtempSync(path.join(tmpdir(), 'numbers-e2e-'));
  const file = path.join(directory, 'goa.csv');
  writeFileSync(
    file,
    `${MCA_HEADER}\n${GMR_CIN},GMR GOA INTERNATIONAL AIRPORT LIMITED,ROC Goa,Company limited by shares,Non-government company,Public,13000000000.00,6571000000.00,2016-10-10,"Ground Floor, Mopa Airport,Pernem,North Goa,Goa,403512-India",Unlisted,Active,goa,Indian,63030,"Transport, storage and Communications"\n`,
  );
  const pool = createPool({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'numbers-e2e' });
  try {
    const summary = await importCompanies({ pool, file, rejectsDir: directory });
    expect(summary.rejected).toBe(0);
  } finally {
    await pool.end();
    rmSync(directory, { recursive: true, force: true });
  }
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('cin', '=', GMR_CIN)
    .executeTakeFirstOrThrow();
  gmrId = row.id;
}, TEST_TIMEOUT_MS * 2);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('Numbers a visitor reads', () => {
  it(
    'should state the counted companies and their states in the hero, never "10 lakh"',
    async () => {
      const { page, stats } = await pageStatingCoverage('/', (page) => page.locator('.hero__lead'));
      const coverage = directoryCoverage(stats);
      const lead = page.locator('.hero__lead');
      expect(await lead.textContent()).toBe(`Search ${coverage}`);
      // Read apart from the SPA's own wording function: the database's count, formatted
      // en-IN, and every state its registry rows have.
      const text = (await lead.textContent()) ?? '';
      const count = stats.registryCompanies;
      expect(text).toContain(
        `${count.toLocaleString('en-IN')} ${count === 1 ? 'company' : 'companies'} from the MCA registry`,
      );
      for (const state of stats.registryStates) expect(text).toContain(state);
      expect(await page.locator('body').innerText()).not.toMatch(/lakh/i);
    },
    TEST_TIMEOUT_MS * 2,
  );

  it(
    'should state the same counted figure on About',
    async () => {
      const { page, stats } = await pageStatingCoverage('/about', (page) =>
        page.getByTestId('directory-coverage'),
      );
      const mission = await page.getByRole('region', { name: 'Our mission' }).textContent();
      expect(mission).toContain(`TrustHive lists ${directoryCoverage(stats)}.`);
      expect(mission).not.toMatch(/lakh|largest/i);
    },
    TEST_TIMEOUT_MS * 2,
  );

  it(
    "should show an imported company's capital with its crore reading",
    async () => {
      const page = await openPage(`/company/${gmrId}`);
      const financial = page.getByRole('region', { name: 'Financial Details' });
      await financial.getByText('₹13,00,00,00,000 (₹1,300 Cr)', { exact: true }).waitFor();
      await financial.getByText('₹6,57,10,00,000 (₹657.1 Cr)', { exact: true }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the estimated 4.5 for a business the maps service lists without a rating',
    async () => {
      const row = await newCompany(db, {
        company_name: `${FAKE_PLACE_MARKER} ${FAKE_UNRATED_MARKER} ${letters(6)} Private Limited`,
        domain_name: null,
      });
      const page = await openPage(`/company/${row.id}`);
      const ratingBox = page.getByTestId('rating-box');
      // The place lookup runs after the first view; the box updates when its score event lands.
      await ratingBox.getByText('4.5', { exact: true }).waitFor({ timeout: 30_000 });
      await ratingBox.getByText('Estimated', { exact: true }).waitFor();
      expect(await ratingBox.textContent()).toContain('Google rating');
    },
    TEST_TIMEOUT_MS,
  );
});
