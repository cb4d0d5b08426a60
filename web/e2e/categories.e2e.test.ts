import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { categorySlug } from '@trusthive/contracts';
import { createDb, type Database, type NewCompany } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';

// Categories in a real browser against the real stack: grid → category → filter → page →
// Clear, at a desktop and a phone viewport. The test database is shared, so this file makes
// its own category ('Test Category <random>') with 30 companies and looks only at those.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const token = randomUUID().slice(0, 8);
const title = `Test Category ${token}`;
const slug = categorySlug(title);

/**
 * 30 companies: 20 in Goa and 10 in Delhi; every third one struck off; scores 40..98, stored
 * with their level: the first 16 'Limited data' (more than a page), 4 'Medium Trust', 10 'High
 * Trust', none 'Low Trust'.
 */
const levelOf = (index: number) =>
  index < LIMITED_DATA ? 'Limited data' : index < 20 ? 'Medium Trust' : 'High Trust';
const LIMITED_DATA = 16;
const companies: NewCompany[] = Array.from({ length: 30 }, (_, index) => ({
  company_name: `Category E2E ${token} ${String(index).padStart(2, '0')} Private Limited`,
  cin: null,
  industrial_classification: title,
  company_state_code: index < 20 ? 'Goa' : 'Delhi',
  city: index < 20 ? 'Panaji' : 'New Delhi',
  company_limited_by: index % 5 === 0 ? 'Public Limited' : 'Private Limited',
  company_status: index % 3 === 0 ? 'Strike Off' : 'Active',
  trust_score: 40 + index * 2,
  trust_level: levelOf(index),
  is_verified: index === 29,
  data_source: 'synthetic',
}));
const GOA = 20;
const DELHI = 10;
const STRUCK_OFF = 10;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const cards = (page: Page) => page.locator('.company-list-card');
const found = (page: Page, count: number) =>
  page.getByText(`${count} ${count === 1 ? 'company' : 'companies'} found`, { exact: true });
const searchOf = (page: Page) => new URL(page.url()).searchParams;

async function companyNames(page: Page): Promise<string[]> {
  return page.locator('.company-list-card__name').allInnerTexts();
}

describe('categories', () => {
  let db: Kysely<Database>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await openApp(page, path, UI_TIMEOUT_MS);
    return page;
  }

  /** From the grid to this file's category, by its card (the name travels in navigation state). */
  async function openCategoryFromGrid(page: Page): Promise<void> {
    await heading(page, 'Industry Categories').waitFor();
    const card = page.locator('.category-card__link', { hasText: title });
    expect(await card.getAttribute('href')).toBe(`/category/${slug}`);
    expect(await card.innerText()).toContain('30 companies');
    await card.click();
    await heading(page, title).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/category/${slug}`);
    await found(page, 30).waitFor();
    expect(await cards(page).count()).toBe(12);
  }

  async function expectPageTwo(page: Page): Promise<void> {
    const firstPage = await companyNames(page);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction(
      (first) => document.querySelector('.company-list-card__name')?.textContent !== first,
      firstPage[0],
    );
    const secondPage = await companyNames(page);
    expect(secondPage).toHaveLength(12);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  }

  async function expectFilteredToDelhi(page: Page, select: Locator): Promise<void> {
    await select.selectOption('Delhi');
    await found(page, DELHI).waitFor();
    // A filter change goes back to page 1, and the filter lives in the URL.
    expect(searchOf(page).get('state')).toBe('Delhi');
    expect(searchOf(page).get('page')).toBeNull();
    expect(await cards(page).count()).toBe(DELHI);
    for (const location of await page.locator('.company-list-card__facts').allInnerTexts())
      expect(location).toContain('New Delhi, Delhi');
    // One page only: no pagination.
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
  }

  beforeAll(async () => {
    db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'categories-e2e' });
    await db.insertInto('companies').values(companies).execute();
    browser = await launchBrowser();
  }, TEST_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
  });

  it(
    'should go from the grid to a category, filter, page and clear on a desktop',
    async () => {
      const page = await openPage('/categories');
      await openCategoryFromGrid(page);

      // The header, the metadata and the structured data of the first 10 companies.
      await page.getByText('30 companies', { exact: true }).waitFor();
      expect(
        await page.getByRole('link', { name: 'Back to Categories' }).getAttribute('href'),
      ).toBe('/categories');
      expect(await page.title()).toBe(`${title} Companies | TrustHive`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
        title,
      );
      const itemList = JSON.parse(
        (await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: 30 });
      expect(itemList.itemListElement).toHaveLength(10);
      expect(itemList.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1 });

      // Highest trust score first, with its real score; the verified company carries its badge.
      const first = cards(page).first();
      expect(await first.innerText()).toContain(`Category E2E ${token} 29`);
      expect(await first.getByText('98', { exact: true }).isVisible()).toBe(true);
      expect(await first.getByText('Verified', { exact: true }).isVisible()).toBe(true);
      expect(await first.getByText('No description available').isVisible()).toBe(true);

      await expectPageTwo(page);

      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await expectFilteredToDelhi(page, sidebar.getByLabel('Location'));
      expect(await sidebar.getByLabel('1 active').innerText()).toBe('1');

      await sidebar.getByLabel('Status').selectOption('Strike Off');
      await found(page, 3).waitFor();
      expect(await sidebar.getByLabel('2 active').innerText()).toBe('2');

      // A combination with no company: the empty state for active filters.
      await sidebar.getByLabel('Company type').selectOption('Public Limited');
      await page.getByRole('heading', { name: 'No companies found' }).waitFor();
      await page.getByText('No companies match the selected filters.', { exact: false }).waitFor();

      await sidebar.getByRole('button', { name: 'Clear' }).click();
      await found(page, 30).waitFor();
      expect(searchOf(page).toString()).toBe('');
      expect(await sidebar.getByRole('button', { name: 'Clear' }).isDisabled()).toBe(true);
      expect(await sidebar.getByLabel('Location').inputValue()).toBe('all');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "should filter by rating on the server, 'Limited data' included, with its total and pages",
    async () => {
      const page = await openPage(`/category/${slug}`);
      await found(page, 30).waitFor();
      const rating = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Rating');
      // The levels the category's companies have, and no other.
      expect(await rating.locator('option').allInnerTexts()).toEqual([
        'All ratings',
        'High Trust',
        'Medium Trust',
        'Limited data',
      ]);

      await rating.selectOption('Limited data');
      // The server's total, not the loaded page's cards: 16, over two pages.
      await found(page, LIMITED_DATA).waitFor();
      expect(searchOf(page).get('rating')).toBe('Limited data');
      expect(await cards(page).count()).toBe(12);
      expect(await page.locator('.company-list-card__rating').allInnerTexts()).toEqual(
        Array(12).fill(expect.stringContaining('Limited data')),
      );
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Page 2' })
        .click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.waitForFunction(
        () => document.querySelectorAll('.company-list-card').length === 4,
      );
      await found(page, LIMITED_DATA).waitFor();
      expect(await companyNames(page)).toEqual(
        [3, 2, 1, 0].map((index) => companies[index]!.company_name),
      );

      await rating.selectOption('High Trust');
      await found(page, 10).waitFor();
      expect(await cards(page).count()).toBe(10);
      expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should filter in the bottom sheet and page on a phone',
    async () => {
      const page = await openPage('/categories', PHONE);
      await openCategoryFromGrid(page);
      // The sidebar is a desktop affair; a phone opens the filters in a sheet.
      expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);

      await expectPageTwo(page);

      await page.getByRole('button', { name: 'Filters' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.waitFor();
      // No rating filter on the phone list.
      expect(await sheet.getByLabel('Rating').count()).toBe(0);
      await sheet.getByLabel('Status').selectOption('Strike Off');
      await found(page, STRUCK_OFF).waitFor();
      expect(searchOf(page).get('status')).toBe('Strike Off');
      expect(searchOf(page).get('page')).toBeNull();

      await sheet.getByRole('button', { name: 'Show results' }).click();
      await sheet.waitFor({ state: 'hidden' });
      expect(await page.getByRole('button', { name: 'Filters (1)' }).isVisible()).toBe(true);
      expect(await cards(page).count()).toBe(STRUCK_OFF);

      await page.getByRole('button', { name: 'Filters (1)' }).click();
      await sheet.getByRole('button', { name: 'Clear' }).click();
      await found(page, 30).waitFor();
      expect(searchOf(page).toString()).toBe('');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should keep filters and page in the URL, so a shared link opens the same list',
    async () => {
      const page = await openPage(`/category/${slug}?state=Goa&page=2`);
      // No navigation state and no fixed-map entry: the name comes from the service.
      await heading(page, title).waitFor();
      await found(page, GOA).waitFor();
      expect(await cards(page).count()).toBe(GOA - 12);
      expect(
        await page
          .getByRole('complementary', { name: 'Filters' })
          .getByLabel('Location')
          .inputValue(),
      ).toBe('Goa');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "should show 'Category not found' for an unknown slug, with a way back",
    async () => {
      const page = await openPage(`/category/no-such-category-${token}`);
      await heading(page, 'Category not found').waitFor();
      await page.getByRole('link', { name: 'Back to Categories' }).click();
      await heading(page, 'Industry Categories').waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});
