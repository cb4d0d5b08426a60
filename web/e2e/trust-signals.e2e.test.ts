import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gstinCheckCharacter } from '@trusthive/contracts';
import { createDb, createPool, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { importCompanies } from '../../scripts/import/import-companies';
import { recomputeCompany } from '../../services/scoring/src/trust-score.service';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';
import { realGoaRowFile } from './support/real-rows';

// Issue 20 in real Chromium against the real stack, on a real MCA row: a Goa company the
// registry lists as 'Strike Off', imported by the real importer from data/. Scored by the
// scoring worker's own function, then given a GST number and scored again, so the profile
// shows 'Limited data', the coverage line, the status banner, the red flag with its source
// and date, and the score's timeline; its search result carries the status badge.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };

/** Today as the profile shows every date (spec §1: en-GB, DD/MM/YYYY, the UTC day; issue 36). */
const todayGB = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(new Date());

let db: Kysely<Database>;
let pool: pg.Pool;
let browser: Browser;
let directory: string;
const contexts: BrowserContext[] = [];
let struckOff: { id: number; cin: string; name: string };
const OWN_ROW_FIELDS = ['CompanyIndustrialClassification', 'CompanyRegistrationdate_date'];
let dormant: { id: number; cin: string; name: string };

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'trust-signals-e2e' });
  pool = createPool({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'trust-signals-e2e' });
  directory = mkdtempSync(path.join(tmpdir(), 'trust-signals-e2e-'));
  // Rows of its own: verdict.e2e takes the first of each status with a registration date
  // and changes it, and a page kept by the page cache would show that file's row (the second
  // row with both fields is never the first with one).
  const { file, cin } = realGoaRowFile(directory, 'Strike Off', OWN_ROW_FIELDS, { skip: 1 });
  await importCompanies({ pool, file, rejectsDir: directory });
  const row = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('cin', '=', cin)
    .executeTakeFirstOrThrow();
  struckOff = { id: row.id, cin, name: row.company_name };

  // From an unscored row (a rerun on the same database starts over).
  await db.deleteFrom('trust_score_history').where('company_id', '=', row.id).execute();
  await db
    .updateTable('companies')
    .set({ trust_score: null, trust_level: null, gst_number: null })
    .where('id', '=', row.id)
    .execute();
  await recomputeCompany(db, row.id);
  // A Goa GSTIN (state code 30) with a correct check digit.
  const first14 = '30AABCL1234F1Z';
  await db
    .updateTable('companies')
    .set({ gst_number: `${first14}${gstinCheckCharacter(first14)}` })
    .where('id', '=', row.id)
    .execute();
  await recomputeCompany(db, row.id);
  // A real dormant Goa company (section 455), imported and scored the same way.
  const dormantRow = realGoaRowFile(directory, 'Dormant under section 455', OWN_ROW_FIELDS, {
    skip: 1,
  });
  await importCompanies({ pool, file: dormantRow.file, rejectsDir: directory });
  const dormantCompany = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('cin', '=', dormantRow.cin)
    .executeTakeFirstOrThrow();
  dormant = { id: dormantCompany.id, cin: dormantRow.cin, name: dormantCompany.company_name };
  await recomputeCompany(db, dormant.id);
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await pool?.end();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

async function openPage(pathname: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, pathname, UI_TIMEOUT_MS);
  return page;
}

describe('trust signals on a real struck-off company', () => {
  it(
    'should show Limited data, the coverage line, the status banner, the red flag and the timeline',
    async () => {
      const history = await db
        .selectFrom('trust_score_history')
        .select(['score', 'previous_score', 'reason'])
        .where('company_id', '=', struckOff.id)
        .orderBy('id')
        .execute();
      expect(history.map((entry) => entry.reason)).toEqual([
        'First score',
        // A number typed on the record is profile detail until the GST network confirms it.
        'Profile details added',
      ]);
      const [first, second] = history;

      const page = await openPage(`/company/${struckOff.id}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: struckOff.name }).waitFor();

      const banner = main.getByTestId('company-status-banner');
      await banner.waitFor();
      expect(await banner.innerText()).toContain('This company is not active');
      expect(await banner.innerText()).toContain('Its registered status is Strike Off.');
      expect(await banner.innerText()).toContain('Source: MCA company master data');

      // The level is 'Limited data' in neutral grey, with the number still shown.
      await main
        .getByRole('img', { name: `Trust score ${second!.score} out of 100, Limited data` })
        .first()
        .waitFor();
      const level = main.locator('.trust-score-section .trust-level');
      expect(await level.innerText()).toBe('Limited data');
      expect(await level.getAttribute('class')).toContain('tone-grey');
      expect(await main.getByTestId('score-coverage').innerText()).toBe(
        'Based on registry and profile data; GST and reputation data not yet available.',
      );

      const flags = main.getByTestId('red-flags');
      expect(await flags.innerText()).toContain(
        'Company status: Strike Off. The company is not active. 10 points off. Source: MCA company master data, ',
      );

      const timeline = main.getByTestId('score-timeline');
      expect(await timeline.innerText()).toContain(
        `${first!.score} → ${second!.score} on ${todayGB()}: Profile details added`,
      );
      expect(await timeline.innerText()).toContain(`${first!.score} on ${todayGB()}: First score`);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should carry the status badge on its search result',
    async () => {
      const page = await openPage(`/search?q=${struckOff.cin}&type=cin`);
      const card = page.getByRole('region', { name: 'Search results' }).locator('article').first();
      await card.getByRole('heading', { level: 2, name: struckOff.name, exact: true }).waitFor();
      const flag = card.getByTestId('company-status-flag');
      expect(await flag.innerText()).toBe('Strike Off');
      expect(await flag.getAttribute('class')).toContain('status-flag--not-active');
    },
    TEST_TIMEOUT_MS,
  );
});

describe('trust signals on a real dormant company', () => {
  it(
    'should show the dormant banner and a 5-point red flag with its MCA source',
    async () => {
      const page = await openPage(`/company/${dormant.id}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: dormant.name }).waitFor();

      const banner = main.getByTestId('company-status-banner');
      await banner.waitFor();
      expect(await banner.innerText()).toContain('This company is dormant');
      expect(await banner.innerText()).toContain(
        'Its registered status is Dormant under section 455.',
      );
      expect(await banner.innerText()).toContain('Source: MCA company master data');

      const flags = main.getByTestId('red-flags');
      await flags.waitFor();
      expect(await flags.innerText()).toContain(
        'Company status: Dormant under section 455. 5 points off. Source: MCA company master data, ',
      );
    },
    TEST_TIMEOUT_MS,
  );
});
