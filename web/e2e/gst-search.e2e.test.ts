import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { gstinCheckCharacter } from '@trusthive/contracts';
import { freshStandInGstin } from '../../scripts/e2e/gst-stand-in';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';
import { openApp } from './support/hydration';

// Issue 40, slice 2: a GSTIN or PAN typed in the header's search box, in real Chromium against
// the real stack, whose enrichment service asks the GST stand-in (scripts/e2e/gst-stand-in.ts).
// The database is shared with the other tiers: every number is this run's own.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let db: Kysely<Database>;
const contexts: BrowserContext[] = [];

/** A GSTIN on a company's own record (as its owner gave it). */
const HELD = freshStandInGstin('active');
let holder: CompanyRow;

/** One PAN with a registration in Karnataka (the stand-in's) and one in Maharashtra. */
const KARNATAKA = freshStandInGstin('active');
const PAN = KARNATAKA.slice(2, 12);
const MAHARASHTRA = (() => {
  const first14 = `27${PAN}1Z`;
  return `${first14}${gstinCheckCharacter(first14)!}`;
})();
/** The MCA company with that PAN on record: both registrations are matched to it by PAN. */
let panHolder: CompanyRow;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'gst-search-e2e' });
  holder = await newCompany(db, {
    company_name: `Marigold Held ${Date.now()} Private Limited`,
    gst_number: HELD,
  });
  panHolder = await newCompany(db, {
    company_name: `Marigold Two States ${Date.now()} Private Limited`,
    pan_number: PAN,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await db?.destroy();
});

async function openPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, path, UI_TIMEOUT_MS);
  return page;
}

const searchInput = (page: Page) =>
  page.getByRole('combobox', { name: /^Search by (company name|CIN|brand name)$/ });

/** Types a number in the header's search box as a visitor does, and sends it. */
async function searchFor(page: Page, typed: string): Promise<void> {
  await searchInput(page).first().fill(typed);
  await searchInput(page).first().press('Enter');
}

/** Looks a number up as the record page does, so the GST network's answer is stored. */
async function lookUp(gstin: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/gstin/${gstin}?waitMs=5000`);
  expect(response.status).toBe(200);
  expect(((await response.json()) as { state: string }).state).toBe('found');
}

describe('search by GSTIN and PAN', () => {
  it(
    'should open the profile of the company holding a GSTIN typed in the search box',
    async () => {
      const page = await openPage('/');
      await searchFor(page, ` ${HELD.toLowerCase().replace('1z', '1 z')}`);
      await page.waitForURL(`**/company/${holder.id}`);
      await page.getByRole('heading', { level: 1, name: holder.company_name }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should answer a held GSTIN searched by link with a redirect to its company',
    async () => {
      const response = await fetch(`${baseUrl()}/search?q=${HELD}&type=brand`, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
      });
      // 302, not 301: the answer changes when another company comes to hold the number.
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/company/${holder.id}`);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should take a GSTIN nobody holds from the search box to its record page',
    async () => {
      const page = await openPage('/');
      const notHeld = freshStandInGstin('cancelled');
      await searchFor(page, notHeld);
      await page.waitForURL(`**/gstin/${notHeld}`);
      await page.getByRole('region', { name: 'SUNRISE TEXTILE MILLS PRIVATE LIMITED' }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should list the company and both registrations, one per state, of a PAN whose GSTINs were looked up',
    async () => {
      await lookUp(KARNATAKA);
      await lookUp(MAHARASHTRA);
      const page = await openPage('/');
      await searchFor(page, PAN.toLowerCase());
      await page.waitForURL(/\/search\?/);
      // The visitor's own number, echoed back to them.
      await page.getByText(`Companies holding the PAN ${PAN}`).waitFor();
      const cards = page.getByRole('region', { name: 'Search results' }).getByRole('article');
      expect(await cards.allInnerTexts()).toEqual([
        expect.stringContaining(panHolder.company_name),
      ]);

      const registrations = page.getByRole('region', { name: 'GST registrations with this PAN' });
      const items = registrations.getByRole('listitem');
      expect(await items.count()).toBe(2);
      const [karnataka, maharashtra] = await items.allInnerTexts();
      // By state; each GSTIN masked as everywhere but its own record page.
      expect(karnataka).toContain('29XXXXXXXXXXXZX · Karnataka · Active');
      expect(maharashtra).toContain('27XXXXXXXXXXXZX · Maharashtra · Active');
      for (const text of [karnataka!, maharashtra!]) {
        expect(text).toContain('BLUEBELL HOME APPLIANCES PRIVATE LIMITED');
        expect(text).toContain('not GSTN’s data');
      }
      expect(await registrations.innerText()).not.toContain(KARNATAKA);

      await items.nth(1).getByRole('link').click();
      await page.waitForURL(`**/gstin/${MAHARASHTRA}`);
      expect(await page.getByTestId('gst-match').textContent()).toBe(
        `On TrustHive: ${panHolder.company_name} (matched by PAN)`,
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say plainly when TrustHive holds nothing under a PAN',
    async () => {
      const pan = freshStandInGstin('none').slice(2, 12);
      const page = await openPage(`/search?q=${pan}`);
      await page
        .getByText(`TrustHive holds no company and no GST registration with the PAN ${pan}.`)
        .waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});
