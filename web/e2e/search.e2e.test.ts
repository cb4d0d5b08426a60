import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { recomputeCompany } from '../../services/scoring/src/trust-score.service';
import { launchBrowser } from './support/browser';
import { directoryStatsSchema } from '@trusthive/contracts';
import { directoryCoverage } from '../src/features/stats/coverage';
import { baseUrl } from './support/base-url';
import { openApp } from './support/hydration';

// The search box and the results page in real Chromium against the real stack (gateway and
// the search service on PostgreSQL) on the test database, with companies and brands this file
// inserts itself under names no other row contains.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Consonants only, so a token never spells a word another file's rows might contain. */
const token = (length = 8) =>
  Array.from({ length }, () => 'BCDFGHJKLMNPQRSTVWXZ'[randomInt(0, 20)]).join('');

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** 23 companies: three pages of results. */
const PAGED = token();
const pagedNames = Array.from(
  { length: 23 },
  (_, index) => `${PAGED} UNIT ${String(index + 1).padStart(2, '0')} PRIVATE LIMITED`,
);
/** Three companies for suggestions and keyboard choice. */
const SUGGEST = token();
const suggestNames = ['ALPHA', 'BETA', 'GAMMA'].map(
  (word) => `${SUGGEST} ${word} TRADERS PRIVATE LIMITED`,
);
let suggestRows: CompanyRow[] = [];
let scoredActive: CompanyRow;
/** A company with a brand, for the brand search. */
const BRAND = token();
const brandName = `${BRAND.charAt(0)}${BRAND.slice(1).toLowerCase()} Footwear`;
/** Two companies scored by the scoring worker's own function (one struck off), one not yet. */
const SCORED = token();
const scoredNames = ['ALPHA', 'BETA', 'GAMMA'].map((word) => `${SCORED} ${word} LIMITED`);

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'search-e2e' });
  for (const name of pagedNames) await newCompany(db, { company_name: name });
  suggestRows = [];
  for (const name of suggestNames) {
    suggestRows.push(
      await newCompany(db, {
        company_name: name,
        description: 'Wholesale traders of textiles',
        city: 'Surat',
        company_state_code: 'Gujarat',
        is_verified: name.includes('ALPHA'),
      }),
    );
  }
  // A company of the MCA registry, so the directory covers at least one state.
  await newCompany(db, {
    company_name: `${token()} REGISTRY PRIVATE LIMITED`,
    data_source: 'registry',
    company_state_code: 'Goa',
  });
  const owner = await newCompany(db, { company_name: `${BRAND} RETAIL PRIVATE LIMITED` });
  await db.insertInto('brands').values({ company_id: owner.id, brand_name: brandName }).execute();
  const [active, struckOff] = [
    await newCompany(db, { company_name: scoredNames[0]!, description: 'Cotton mills' }),
    await newCompany(db, { company_name: scoredNames[1]!, company_status: 'Strike Off' }),
  ];
  await newCompany(db, { company_name: scoredNames[2]! });
  scoredActive = active;
  await recomputeCompany(db, active.id);
  await recomputeCompany(db, struckOff.id);
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

async function openPage(path: string, context?: BrowserContext): Promise<Page> {
  const owner = context ?? (await browser.newContext({ viewport: DESKTOP }));
  if (!context) contexts.push(owner);
  const page = await owner.newPage();
  await openApp(page, path, UI_TIMEOUT_MS);
  return page;
}

/** The text box (the type choice, a <select>, is a combobox too). */
const searchInput = (page: Page) =>
  page.getByRole('combobox', { name: /^Search by (company name|CIN|brand name)$/ });
const typeSelect = (page: Page) => page.getByLabel('Search by', { exact: true });
const resultNames = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('heading', { level: 2 });
const searchOf = (page: Page) => new URL(page.url()).searchParams;

async function waitForResults(page: Page, first: string): Promise<string[]> {
  await resultNames(page).first().getByText(first, { exact: true }).waitFor();
  return resultNames(page).allInnerTexts();
}

describe('search', () => {
  it(
    'should show each result with its stored trust score and level, its status, or "Not yet scored"',
    async () => {
      const stored = await db
        .selectFrom('companies')
        .select(['company_name', 'trust_score', 'trust_level'])
        .where('company_name', 'in', scoredNames.slice(0, 2))
        .orderBy('company_name')
        .execute();
      expect(stored.map((row) => row.trust_score)).toEqual([
        expect.any(Number),
        expect.any(Number),
      ]);
      const page = await openPage(`/search?q=${SCORED.toLowerCase()}&type=name`);
      expect(await waitForResults(page, scoredNames[0]!)).toEqual(scoredNames);

      const card = (name: string) => page.getByRole('article').filter({ hasText: name });
      for (const row of stored) {
        // The same tag as the category list: the score out of 100 with the stored level.
        const tag = card(row.company_name).getByTestId('trust-level-tag');
        expect(await tag.getAttribute('aria-label')).toBe(
          `Trust score ${row.trust_score} out of 100, ${row.trust_level}`,
        );
        expect(await tag.innerText()).toMatch(
          new RegExp(`^${row.trust_score}\\s*/100\\s*${row.trust_level}$`),
        );
      }
      expect(await card(scoredNames[1]!).getByTestId('company-status-flag').innerText()).toBe(
        'Strike Off',
      );
      expect(await card(scoredNames[0]!).getByTestId('company-status-flag').count()).toBe(0);
      const unscored = card(scoredNames[2]!);
      await unscored.getByText('Not yet scored', { exact: true }).waitFor();
      expect(await unscored.getByTestId('trust-level-tag').count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should suggest matching companies while typing, in a list at most 300 px high',
    async () => {
      const page = await openPage('/search');
      const input = searchInput(page);
      await input.pressSequentially(SUGGEST.toLowerCase().slice(0, 5), { delay: 30 });
      await input.pressSequentially(SUGGEST.toLowerCase().slice(5), { delay: 30 });

      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await listbox.getByRole('option').nth(2).waitFor();
      expect(await listbox.getByRole('option').allInnerTexts()).toEqual(
        suggestNames.map((name) => expect.stringContaining(name)),
      );
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      expect(await input.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
      expect(await listbox.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(
        '300px',
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should choose a suggestion with the arrow keys and Enter, and close the list with Escape',
    async () => {
      const page = await openPage('/search');
      const input = searchInput(page);
      await input.fill(SUGGEST.toLowerCase());
      const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
      await options.nth(2).waitFor();

      await input.press('ArrowDown');
      await input.press('ArrowDown');
      const second = options.nth(1);
      expect(await second.getAttribute('aria-selected')).toBe('true');
      expect(await input.getAttribute('aria-activedescendant')).toBe(
        await second.getAttribute('id'),
      );
      await input.press('ArrowUp');
      await input.press('ArrowUp');
      // Up from the first wraps to the last.
      expect(await options.nth(2).getAttribute('aria-selected')).toBe('true');

      await input.press('Escape');
      expect(await input.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('listbox', { name: 'Suggestions' }).isVisible()).toBe(false);

      // Down opens the list again on its first suggestion; one more reaches the second.
      await input.press('ArrowDown');
      await options.first().waitFor();
      await input.press('ArrowDown');
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      await input.press('Enter');
      await page.waitForURL(`**/company/${suggestRows[1]!.id}`);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should remember the type choice across reloads, and default to name',
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      contexts.push(context);
      const page = await openPage('/search', context);
      expect(await typeSelect(page).inputValue()).toBe('name');

      await typeSelect(page).selectOption('brand');
      await page.reload();
      await searchInput(page).waitFor();
      // The server renders the default; the page restores the remembered type as it hydrates.
      await expect.poll(() => typeSelect(page).inputValue(), { timeout: 10_000 }).toBe('brand');

      // The remembered type applies to the next search.
      await searchInput(page).fill(BRAND.toLowerCase());
      await searchInput(page).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('type') === 'brand');
      await heading(page, `Search Results: ${BRAND.toLowerCase()}`).waitFor();
      await page.getByText('Showing results for brand name', { exact: false }).waitFor();
      const card = page.getByRole('article').filter({ hasText: `${BRAND} RETAIL PRIVATE LIMITED` });
      await card.getByText(brandName, { exact: true }).waitFor();

      // Another visitor (a fresh browser profile) starts from name.
      const other = await openPage('/search');
      expect(await typeSelect(other).inputValue()).toBe('name');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show results with the spec texts, page through them, and follow back and forward',
    async () => {
      const page = await openPage('/search');
      // While the first answer is on its way the page says so.
      const isSearch = (url: URL) => url.pathname === '/api/search';
      await page.route(isSearch, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await searchInput(page).fill(`  ${PAGED.toLowerCase()}  `);
      await searchInput(page).press('Enter');
      await page.getByText('Loading results...', { exact: true }).waitFor();

      await heading(page, `Search Results: ${PAGED.toLowerCase()}`).waitFor();
      expect(Object.fromEntries(searchOf(page))).toEqual({ q: PAGED.toLowerCase(), type: 'name' });
      await page
        .getByText('Showing results for company name (23 results found)', { exact: true })
        .waitFor();
      expect(await waitForResults(page, pagedNames[0]!)).toEqual(pagedNames.slice(0, 10));
      await page.unroute(isSearch);

      const pages = page.getByRole('navigation', { name: 'Search result pages' });
      expect(await pages.getByRole('link', { name: /^Page / }).allInnerTexts()).toEqual([
        '1',
        '2',
        '3',
      ]);
      expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
        'page',
      );

      await pages.getByRole('link', { name: 'Page 2' }).click();
      expect(await waitForResults(page, pagedNames[10]!)).toEqual(pagedNames.slice(10, 20));
      expect(searchOf(page).get('page')).toBe('2');
      await pages.getByRole('link', { name: 'Next' }).click();
      expect(await waitForResults(page, pagedNames[20]!)).toEqual(pagedNames.slice(20));
      expect(searchOf(page).get('page')).toBe('3');

      await page.goBack();
      expect(await waitForResults(page, pagedNames[10]!)).toEqual(pagedNames.slice(10, 20));
      await page.goBack();
      expect(await waitForResults(page, pagedNames[0]!)).toEqual(pagedNames.slice(0, 10));
      expect(searchOf(page).get('page')).toBeNull();
      await page.goForward();
      expect(await waitForResults(page, pagedNames[10]!)).toEqual(pagedNames.slice(10, 20));

      // A new term starts again at page 1.
      await searchInput(page).fill(SUGGEST.toLowerCase());
      await searchInput(page).press('Enter');
      await heading(page, `Search Results: ${SUGGEST.toLowerCase()}`).waitFor();
      expect(searchOf(page).get('page')).toBeNull();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show a shared link to a page as it is, with the card details',
    async () => {
      const page = await openPage(`/search?q=${PAGED}&type=name&page=3`);
      expect(await waitForResults(page, pagedNames[20]!)).toEqual(pagedNames.slice(20));
      const pages = page.getByRole('navigation', { name: 'Search result pages' });
      expect(await pages.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
        'page',
      );

      const cards = await openPage(`/search?q=${SUGGEST}`);
      const alpha = cards.getByRole('article').filter({ hasText: suggestNames[0]! });
      await alpha.getByText('Verified', { exact: true }).waitFor();
      await alpha.getByText('Wholesale traders of textiles').waitFor();
      await alpha.getByText('Surat, Gujarat').waitFor();
      await alpha.getByText('Business Services').waitFor();
      await alpha.getByText(suggestRows[0]!.cin!).waitFor();
      expect(
        await alpha.getByRole('link', { name: suggestNames[0]!, exact: true }).getAttribute('href'),
      ).toBe(`/company/${suggestRows[0]!.id}`);
      const beta = cards.getByRole('article').filter({ hasText: suggestNames[1]! });
      expect(await beta.getByText('Verified', { exact: true }).count()).toBe(0);
      // Three results fit on one page: no pagination.
      await cards.getByText('Showing results for company name (3 results found)').waitFor();
      expect(await cards.getByRole('navigation', { name: 'Search result pages' }).count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the empty state with a way back home, and ignore a blank search',
    async () => {
      const missing = token(12);
      const page = await openPage(`/search?q=${missing}`);
      await heading(page, `Search Results: ${missing}`).waitFor();
      await page.getByRole('heading', { name: 'No results found', exact: true }).waitFor();
      await page
        .getByText("We couldn't find any companies matching your search criteria.", {
          exact: true,
        })
        .waitFor();
      expect(await page.getByText(/results found\)/).count()).toBe(0);

      const before = page.url();
      await searchInput(page).fill('   ');
      await searchInput(page).press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(before);

      await page.getByRole('link', { name: 'Try Another Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say what the directory covers and what to do next when a search finds nothing',
    async () => {
      // Issue 36: the states and the count come from /api/stats, on a phone as on a desktop.
      const stats = directoryStatsSchema.parse(
        await (await fetch(`${baseUrl()}/api/stats`)).json(),
      );
      expect(stats.registryCompanies).toBeGreaterThan(0);
      expect(stats.registryStates).toContain('Goa');
      const missing = token(12);
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await browser.newContext({ viewport });
        contexts.push(context);
        const page = await openPage(`/search?q=${missing}`, context);
        await page.getByRole('heading', { name: 'No results found', exact: true }).waitFor();
        const coverage = page.getByTestId('search-empty-coverage');
        await coverage.getByText(directoryCoverage(stats)!, { exact: false }).waitFor();
        await page.getByRole('heading', { name: 'What you can do next', exact: true }).waitFor();
        const byCin = page.getByRole('link', { name: 'Search by CIN', exact: true });
        expect(await byCin.getAttribute('href')).toBe(`/search?q=${missing}&type=cin`);
        const register = page.getByRole('link', { name: 'Register your company', exact: true });
        expect(await register.getAttribute('href')).toBe('/register');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should offer the company-name matches of an empty brand search',
    async () => {
      const page = await openPage(`/search?q=${SUGGEST}&type=brand`);
      await page.getByRole('heading', { name: 'No results found', exact: true }).waitFor();
      const matches = page.getByTestId('search-name-matches');
      await matches.getByText('3 results found by company name', { exact: false }).waitFor();
      for (const row of suggestRows) {
        const link = matches.getByRole('link', { name: row.company_name, exact: true });
        expect(await link.getAttribute('href')).toBe(`/company/${row.id}`);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should open the profile from a "Did you mean" name that names one company',
    async () => {
      const misspelled = `${SCORED} ALPHB LIMITED`;
      const page = await openPage(`/search?q=${encodeURIComponent(misspelled)}`);
      await page.getByRole('heading', { name: 'No results found', exact: true }).waitFor();
      const suggestion = page
        .locator('.search-empty__did-you-mean')
        .getByRole('link', { name: scoredActive.company_name, exact: true });
      expect(await suggestion.getAttribute('href')).toBe(`/company/${scoredActive.id}`);
      await suggestion.click();
      await page.waitForURL((url) => url.pathname === `/company/${scoredActive.id}`);
      await page
        .getByRole('heading', { level: 1, name: scoredActive.company_name, exact: true })
        .waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});
