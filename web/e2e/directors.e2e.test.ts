import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { newCompany, newRegistryDirector, testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';

// Issue 41: the director page and director search in real Chromium against the real stack
// (gateway, enrichment and search services on PostgreSQL). The person and their companies are
// this file's own rows, under a name no other row contains: one company TrustHive lists and
// MCA struck off, one it lists as active, one it does not list at all (only the provider's name
// and status of it, struck off too), and one the person has left. Their companies were fetched
// just now, so the page asks no registry provider and shows what is held; no test opens the
// companies' profiles, whose registry lookup (the stack's stand-in) would replace their boards
// with made-up people. Its layout shifts,
// partial paint and axe are checked with every public route (layout-stability).

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };

/** Consonants only, so a token never spells a word another file's rows might contain. */
const token = (length = 8) =>
  Array.from({ length }, () => 'BCDFGHJKLMNPQRSTVWXZ'[randomInt(0, 20)]).join('');
const TOKEN = token();
const UNLISTED_STRUCK = `${TOKEN} HARBOUR TRADERS PRIVATE LIMITED`;

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let struck: CompanyRow;
let active: CompanyRow;
let person: Awaited<ReturnType<typeof newRegistryDirector>>;
const maskedDin = () => `${person.din.slice(0, 2)}XXXX${person.din.slice(-2)}`;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'directors-e2e' });
  struck = await newCompany(db, {
    company_name: `${TOKEN} RIVER MILLS PRIVATE LIMITED`,
    company_status: 'Strike Off',
  });
  active = await newCompany(db, {
    company_name: `${TOKEN} LOTUS FOODS PRIVATE LIMITED`,
    company_status: 'Active',
  });
  person = await newRegistryDirector(db, {
    name: `ASHA ${TOKEN} RAO`,
    companiesFetchedAt: new Date(),
    companies: [
      // The provider's older word for it: TrustHive's record of a listed company wins.
      { cin: struck.cin!, companyName: 'RIVER MILLS PVT LTD', companyStatus: 'Active' },
      { cin: active.cin!, appointedOn: '2016-08-01', designation: 'Managing Director' },
      { companyName: UNLISTED_STRUCK, companyStatus: 'Strike Off' },
      {
        companyName: `${TOKEN} OLD LOOMS LIMITED`,
        companyStatus: 'Active',
        ceasedOn: '2018-03-31',
      },
    ],
  });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
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

const companyRows = (page: Page) => page.getByRole('table').getByRole('rowheader');

/** The director page as rendered: the name, the masked DIN, each company and the pointer. */
async function expectDirectorPage(page: Page) {
  await page.getByRole('heading', { level: 1, name: person.name, exact: true }).waitFor();
  await page.getByText(`DIN ${maskedDin()}`, { exact: true }).waitFor();
  expect(await page.getByTestId('director-trouble').innerText()).toBe(
    "2 of this director's 4 companies are struck off.",
  );
}

describe('director page', () => {
  it(
    'should list the companies, current first, and point out the struck-off ones in plain words',
    async () => {
      const page = await openPage(`/director/${person.publicId}`);
      await expectDirectorPage(page);
      // Current ones by name, then the one the person left.
      expect(await companyRows(page).allInnerTexts()).toEqual([
        UNLISTED_STRUCK,
        `${TOKEN} LOTUS FOODS PRIVATE LIMITED`,
        `${TOKEN} RIVER MILLS PRIVATE LIMITED`,
        `${TOKEN} OLD LOOMS LIMITED`,
      ]);
      const row = (name: string) => page.getByRole('row').filter({ hasText: name });
      expect(await row(struck.company_name).getByRole('cell').first().innerText()).toBe(
        'Strike Off',
      );
      expect(await row(UNLISTED_STRUCK).getByRole('cell').first().innerText()).toBe('Strike Off');
      expect(await row(`${TOKEN} OLD LOOMS LIMITED`).getByRole('cell').last().innerText()).toBe(
        '31 March 2018',
      );
      // A listed company opens its profile; one TrustHive does not list is plain text.
      const link = page.getByRole('link', { name: struck.company_name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/company/${struck.id}`);
      expect(await page.getByRole('link', { name: UNLISTED_STRUCK }).count()).toBe(0);
      await page
        .getByText('Source: a stand-in for the registry (registry.example), not MCA data', {
          exact: true,
        })
        .waitFor();
      // The DIN is masked on the server: the whole number is nowhere in the page.
      expect(await page.content()).not.toContain(person.din);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should answer an address that is no director page with its not-found view',
    async () => {
      const page = await openPage('/director/0000000000000000');
      await page.getByText('No director page has this address.', { exact: true }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});

describe('director search', () => {
  const typeSelect = (page: Page) => page.getByLabel('Search by', { exact: true });
  const searchInput = (page: Page) =>
    page.getByRole('combobox', { name: 'Search by director name or DIN', exact: true });

  it(
    'should suggest a director by name, then list them with their current companies',
    async () => {
      const page = await openPage('/search');
      await typeSelect(page).selectOption('director');
      const input = searchInput(page);
      await input.pressSequentially(`asha ${TOKEN.toLowerCase()}`, { delay: 30 });
      const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
      await option.first().waitFor();
      expect(await option.allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`${person.name}\\s*DIN ${maskedDin()}`)),
      ]);
      await input.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === '/search' && url.searchParams.get('type') === 'director',
      );
      const results = page.getByTestId('director-results');
      const result = results.getByRole('link', { name: person.name, exact: true });
      await result.waitFor();
      expect(await results.getByRole('listitem').count()).toBe(1);
      expect(await results.getByRole('listitem').innerText()).toContain(
        `DIN ${maskedDin()} · Director of ${UNLISTED_STRUCK}, ${TOKEN} LOTUS FOODS PRIVATE LIMITED and ${TOKEN} RIVER MILLS PRIVATE LIMITED`,
      );
      expect(await result.getAttribute('href')).toBe(`/director/${person.publicId}`);
      await result.click();
      await page.waitForURL((url) => url.pathname === `/director/${person.publicId}`);
      await expectDirectorPage(page);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should open a director from a suggestion chosen with the keyboard',
    async () => {
      const page = await openPage('/');
      await typeSelect(page).selectOption('director');
      await searchInput(page).pressSequentially(`${TOKEN.toLowerCase()} r`, { delay: 30 });
      await page
        .getByRole('listbox', { name: 'Suggestions' })
        .getByRole('option')
        .first()
        .waitFor();
      await searchInput(page).press('ArrowDown');
      await searchInput(page).press('Enter');
      await page.waitForURL((url) => url.pathname === `/director/${person.publicId}`);
      await expectDirectorPage(page);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should find the director by a full DIN',
    async () => {
      const page = await openPage('/search');
      await typeSelect(page).selectOption('director');
      await searchInput(page).fill(person.din);
      await searchInput(page).press('Enter');
      const results = page.getByTestId('director-results');
      await results.getByRole('link', { name: person.name, exact: true }).waitFor();
      expect(await results.getByRole('listitem').count()).toBe(1);
      // The visitor's own number is echoed back to them (the box, the results' heading), as a
      // typed GSTIN is; what the results say of the person shows it masked only.
      expect(await results.innerText()).not.toContain(person.din);
      expect(await results.innerText()).toContain(`DIN ${maskedDin()}`);
    },
    TEST_TIMEOUT_MS,
  );
});
