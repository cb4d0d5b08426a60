import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gstinCheckCharacter } from '@trusthive/contracts';
import { createDb, createPool, type CompanyRow, type Database } from '@trusthive/platform';
import { importCompanies } from '../../scripts/import/import-companies';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { SLOW_ANSWER_MS, freshStandInGstin } from '../../scripts/e2e/gst-stand-in';
import { launchBrowser } from './support/browser';
import { standInGstSays } from './support/gst-stand-in';
import { realGoaRowFile } from './support/real-rows';
import { baseUrl } from './support/base-url';
import { openApp } from './support/hydration';

// Issue 40, slice 1: the GST record page in real Chromium against the real stack, whose
// enrichment service asks the GST stand-in (scripts/e2e/gst-stand-in.ts) over HTTP. Its layout
// shifts, partial paint and axe are checked with every public route (layout-stability).

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let db: Kysely<Database>;
let pool: pg.Pool;
/**
 * Numbers of this run's own (the layout test looks some up too, and a retried test must not
 * find what its first try stored).
 */
const ACTIVE = freshStandInGstin('active');
/** A company whose own record lists ACTIVE. */
let lister: CompanyRow;
/** The MCA company ACTIVE's PAN is on record for: the match rule's PAN branch. */
let holder: CompanyRow;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'gstin-e2e' });
  pool = createPool({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'gstin-e2e' });
  lister = await newCompany(db, {
    company_name: `Bluebell Lister ${Date.now()} Private Limited`,
    gst_number: ACTIVE,
  });
  holder = await newCompany(db, {
    company_name: `Bluebell Holder ${Date.now()} Private Limited`,
    pan_number: ACTIVE.slice(2, 12),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await db?.destroy();
  await pool?.end();
});

async function openPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, path, UI_TIMEOUT_MS);
  return page;
}

/**
 * Reloads the profile, as a visitor would, until its verdict says `words`: a lookup's
 * company.changed reaches the scoring worker through the outbox, a relay round later.
 */
async function reloadUntilVerdictSays(page: Page, words: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await page.getByTestId('verdict').first().innerText()).includes(words)) {
    if (Date.now() > deadline) throw new Error(`the verdict never said "${words}"`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

const searchInput = (page: Page) =>
  page.getByRole('combobox', { name: /^Search by (company name|CIN|brand name)$/ });

/** Types a number in the header's search box as a visitor does, and sends it. */
async function searchFor(page: Page, typed: string): Promise<void> {
  await searchInput(page).first().fill(typed);
  await searchInput(page).first().press('Enter');
}

describe('the GST record page', () => {
  it(
    'should show what the GST network says of a GSTIN on its record page',
    async () => {
      // `lister` holds ACTIVE, so a search for it opens that company (gst-search.e2e.test.ts):
      // its record page is opened here as a link to it is.
      const page = await openPage(`/gstin/${ACTIVE}`);
      const card = page.getByRole('region', { name: 'BLUEBELL HOME APPLIANCES PRIVATE LIMITED' });
      await card.waitFor();
      expect(await page.getByTestId('gst-status').textContent()).toBe('Active since 1 July 2017');
      const facts = await card.locator('dl').innerText();
      for (const fact of [
        'Bluebell Appliances',
        'Private Limited Company',
        'Regular',
        'Karnataka, 560025',
        'Wholesale Business, Retail Business',
      ]) {
        expect(facts).toContain(fact);
      }
      expect(await page.getByTestId('gst-source').textContent()).toMatch(
        /^Source: GST network via 127\.0\.0\.1:\d+, last updated by GSTN on 12 August 2025, fetched /,
      );
      expect(await page.getByTestId('gst-match').textContent()).toBe(
        `On TrustHive: ${holder.company_name} (matched by PAN)`,
      );
      // A stand-in's record is never shown as GSTN's.
      await card
        .getByRole('note')
        .getByText(/not GSTN's data/)
        .waitFor();
      // A company that lists the number is linked, and said to be not yet matched.
      const onTrustHive = page.getByRole('region', { name: 'On TrustHive' });
      const listed = onTrustHive.getByRole('listitem').filter({ hasText: lister.company_name });
      expect(await listed.textContent()).toBe(
        `${lister.company_name} lists this GSTIN on its TrustHive profile. TrustHive has not yet matched the company to this GST record.`,
      );
      await listed.getByRole('link', { name: lister.company_name }).click();
      await page.waitForURL(`**/company/${lister.id}`);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the matched registration on the company’s profile, GSTN’s facts in place of "not verified"',
    async () => {
      // The first test looked ACTIVE up, which stored it matched to `holder` (by PAN).
      await fetch(`${baseUrl()}/api/gstin/${ACTIVE}`);
      const page = await openPage(`/company/${holder.id}`);
      const card = page.getByRole('region', { name: 'GST Registrations' });
      const text = await card.innerText();
      expect(text).toContain(`${ACTIVE.slice(0, 2)}XXXXXXXXXXXZX · Karnataka`);
      expect(text).toContain('Active since 01/07/2017');
      expect(text).toContain('BLUEBELL HOME APPLIANCES PRIVATE LIMITED (matched by PAN)');
      expect(text).toMatch(
        /Source: GST network via 127\.0\.0\.1:\d+, last updated by GSTN on 12\/08\/2025/,
      );
      expect(text).toContain('not GSTN’s data');
      // The full number is the visitor's only on the record page they asked for.
      expect(await page.content()).not.toContain(ACTIVE);
      expect(await page.getByText('currently not verified').count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should warn, on the page the server sends, that a cancelled registration is cancelled, with its date',
    async () => {
      const page = await openPage(`/gstin/${freshStandInGstin('cancelled')}`);
      const status = page.getByRole('alert').filter({ hasText: 'cancelled' });
      expect(await status.textContent()).toBe(
        'This GST registration is cancelled on 15 March 2024. A business may not charge GST under it.',
      );
      expect(await page.locator('dl').innerText()).toContain('Cancelled on');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should match an active registration to the real MCA company of its legal name and state, and confirm its GST',
    async () => {
      // A real active Goa company, imported from data/ by the real importer.
      const directory = mkdtempSync(path.join(tmpdir(), 'gstin-e2e-'));
      let cin: string;
      try {
        // A row of this test's own: it gives the company a confirmed GST registration, which
        // the verdict test's first Active row must not have.
        const row = realGoaRowFile(directory, 'Active', ['CompanyIndustrialClassification'], {
          skip: 25,
        });
        cin = row.cin;
        await importCompanies({ pool, file: row.file, rejectsDir: directory });
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
      const company = await db
        .selectFrom('companies')
        .select(['id', 'company_name'])
        .where('cin', '=', cin)
        .executeTakeFirstOrThrow();
      // A registration in Goa (state code 30) that GSTN lists under the company's own name.
      const first14 = `30${freshStandInGstin('active').slice(2, 14)}`;
      const gstin = `${first14}${gstinCheckCharacter(first14)}`;
      await standInGstSays(gstin, { lgnm: company.company_name.toUpperCase() });

      const page = await openPage(`/gstin/${gstin}`);
      await page
        .getByText(`On TrustHive: ${company.company_name} (matched by legal name and state)`)
        .waitFor();
      // The profile lists it, and the score confirms GST once the scoring worker read the match.
      const profile = await openPage(`/company/${company.id}`);
      const registrations = profile.getByRole('region', { name: 'GST Registrations' });
      await registrations.getByText('(matched by legal name and state)').waitFor();
      await reloadUntilVerdictSays(profile, 'GST active since 2017');
      expect(await profile.content()).not.toContain(gstin);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should move the score of the company a cancelled registration is matched to: a red flag with its date',
    async () => {
      const cancelled = freshStandInGstin('cancelled');
      const company = await newCompany(db, {
        company_name: `Sunrise Holder ${Date.now()} Private Limited`,
        pan_number: cancelled.slice(2, 12),
        company_state_code: 'Maharashtra',
      });
      await fetch(`${baseUrl()}/api/gstin/${cancelled}`);
      // The lookup's company.changed goes through the outbox to the scoring worker: the
      // profile shows the new score once it is stored (a reload, as a visitor would).
      const flag = 'GST registration in Maharashtra cancelled per the GST network.';
      const page = await openPage(`/company/${company.id}`);
      await reloadUntilVerdictSays(page, flag.slice(0, -1));
      const flags = await page.getByTestId('red-flags').innerText();
      expect(flags).toContain(`${flag} 5 points off.`);
      // The stand-in's answer is never passed off as GSTN's.
      expect(flags).toMatch(
        /Source: A stand-in for the GST network \(127\.0\.0\.1:\d+\), not GSTN, 15\/03\/2024\./,
      );
      expect(await page.content()).not.toContain(cancelled);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should send a GSTIN nobody holds, searched through the plain results page, to its record',
    async () => {
      const cancelled = freshStandInGstin('cancelled');
      // The server answers the search with a redirect: no results page is sent first.
      const page = await openPage(`/search?q=${cancelled}`);
      expect(new URL(page.url()).pathname).toBe(`/gstin/${cancelled}`);
      await page.getByRole('region', { name: 'SUNRISE TEXTILE MILLS PRIVATE LIMITED' }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should name the right check character of a mistyped GSTIN',
    async () => {
      const expected = ACTIVE.charAt(14);
      const typo = expected === 'A' ? 'B' : 'A';
      const mistyped = `${ACTIVE.slice(0, 14)}${typo}`;
      const page = await openPage('/');
      await searchFor(page, mistyped);
      await page.waitForURL(`**/gstin/${mistyped}`);
      const problem = page.getByRole('alert');
      await problem.getByText('Check the GSTIN').waitFor();
      expect(await problem.textContent()).toContain(
        `The last character of this GSTIN should be ${expected}, not ${typo}`,
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say the GST network has no registration with a number it does not know',
    async () => {
      const page = await openPage(`/gstin/${freshStandInGstin('none')}`);
      expect(await page.getByTestId('gst-notice').textContent()).toBe(
        'The GST network has no registration with this number.',
      );
      await page
        .getByRole('region', { name: 'On TrustHive' })
        .getByText('No company on TrustHive lists this GSTIN yet.')
        .waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say it is checking while the GST network is slow, then fill the record in',
    async () => {
      const page = await openPage('/');
      await searchFor(page, freshStandInGstin('slow'));
      await page.getByText('Checking with the GST network…').waitFor();
      await page
        .getByRole('region', { name: 'UNHURRIED FREIGHT PRIVATE LIMITED' })
        .waitFor({ timeout: SLOW_ANSWER_MS + UI_TIMEOUT_MS });
      expect(await page.getByTestId('gst-notice').count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say the GST network cannot be reached when the provider is down',
    async () => {
      const page = await openPage(`/gstin/${freshStandInGstin('down')}`);
      expect(await page.getByTestId('gst-notice').textContent()).toMatch(
        /^The GST network could not be reached just now/,
      );
    },
    TEST_TIMEOUT_MS,
  );
});
