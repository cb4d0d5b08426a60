import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';

// Issue 21's phone and form fixes in real Chromium against the real stack: a long CIN wraps,
// pagination fits one row, toasts keep clear of the field in error, counts and prompts read
// right, the way back to results exists only after a search, and pinch zoom is allowed.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const SMALL_PHONE: BrowserContextOptions = { ...PHONE, viewport: { width: 320, height: 640 } };

const token = (length = 8) =>
  Array.from({ length }, () => 'BCDFGHJKLMNPQRSTVWXZ'[randomInt(0, 20)]).join('');

/** 35 companies: four pages of results. */
const PAGED = token();
const SINGLE = token();

let db: Kysely<Database>;
let browser: Browser;
let single: CompanyRow;
const contexts: BrowserContext[] = [];

async function openPage(path: string, options: BrowserContextOptions = PHONE): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, path, UI_TIMEOUT_MS);
  return page;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'mobile-forms-e2e' });
  for (let index = 0; index < 35; index += 1)
    await newCompany(db, {
      company_name: `${PAGED} PAGE UNIT ${String(index).padStart(2, '0')} PRIVATE LIMITED`,
    });
  single = await newCompany(db, { company_name: `${SINGLE} ONLY TRADERS PRIVATE LIMITED` });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('phone layout', () => {
  it(
    'should allow pinch zoom',
    async () => {
      const page = await openPage('/');
      const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
      expect(viewport).toBe('width=device-width, initial-scale=1');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should wrap a long CIN in the search heading instead of widening the page',
    async () => {
      const page = await openPage(`/search?q=${single.cin}&type=cin`);
      await page
        .getByRole('heading', { level: 1, name: `Search Results: ${single.cin}` })
        .waitFor();
      expect(await pageWidth(page)).toBe(390);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should keep Previous, five pages and Next on one row on a 320 px phone',
    async () => {
      const page = await openPage(`/search?q=${PAGED}&page=2`, SMALL_PHONE);
      const nav = page.getByRole('navigation', { name: 'Search result pages' });
      await nav.waitFor();
      const tops = await nav
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops).toHaveLength(6);
      expect(new Set(tops).size).toBe(1);
      expect(await pageWidth(page)).toBe(320);
      // The arrows keep their words as names.
      expect(await nav.getByRole('link', { name: 'Previous' }).isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Next' }).isVisible()).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('search texts', () => {
  it(
    "should say '1 result' for one match",
    async () => {
      const page = await openPage(`/search?q=${SINGLE}`);
      await page.getByText('(1 result found)', { exact: true }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should ask for a search term on /search without one',
    async () => {
      const page = await openPage('/search');
      await page.getByRole('heading', { level: 2, name: 'What are you looking for?' }).waitFor();
      expect(await page.getByText('No results found').count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say how to narrow a search capped at 1,000+',
    async () => {
      const page = await openPage('/search?q=a');
      const capped = page.getByText('(1,000+ results found)', { exact: true });
      // The shared test database may hold fewer rows than the cap: then there is no note.
      await page.locator('.search-results__summary').waitFor();
      const note = page.locator('.search-results__narrow');
      expect(await note.count()).toBe(await capped.count());
      if ((await capped.count()) > 0)
        expect(await note.textContent()).toContain('To narrow the results');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "should offer 'Back to Search Results' only to a visitor who came from a search",
    async () => {
      const page = await openPage(`/search?q=${SINGLE}`);
      await page.getByRole('link', { name: single.company_name }).click();
      const back = page.getByRole('link', { name: 'Back to Search Results' });
      await back.waitFor();
      await back.click();
      await page.getByText('(1 result found)', { exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('q')).toBe(SINGLE);

      const direct = await openPage(`/company/${single.id}`);
      await direct.getByRole('heading', { level: 1, name: single.company_name }).waitFor();
      expect(await direct.getByRole('link', { name: 'Back to Search Results' }).count()).toBe(0);
      expect(await direct.getByRole('link', { name: 'Report Company' }).isVisible()).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should draw the claim panel padlock as an SVG, not an emoji',
    async () => {
      const page = await openPage(`/claim/${single.id}`);
      const badge = page.locator('.locked-badge');
      await badge.waitFor();
      expect(await badge.locator('svg').count()).toBe(1);
      expect(await badge.textContent()).toBe('Locked');
    },
    TEST_TIMEOUT_MS,
  );
});

describe('registration wizard on a phone', () => {
  it(
    'should mark every empty field, keep the toast off the field in error and survive a reload',
    async () => {
      const page = await openPage('/register');
      await page.getByLabel('Company Name').fill('Toast Check Traders');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      const toast = page.getByRole('region', { name: 'Notifications' }).locator('.toast');
      await toast.waitFor();
      const invalid = page.locator('[aria-invalid="true"]');
      // Company type and e-mail are both empty: both are marked at once.
      expect(await invalid.count()).toBeGreaterThanOrEqual(2);
      // The cursor is on the first of them, and the toast does not cover it.
      const focusedBox = (await page.getByLabel('Company Type').boundingBox())!;
      const toastBox = (await toast.boundingBox())!;
      expect(
        focusedBox.y < toastBox.y + toastBox.height &&
          focusedBox.y + focusedBox.height > toastBox.y,
      ).toBe(false);

      // The e-mail field, low on the phone's screen, is brought up with the toast clear of it.
      await page.getByLabel('Email').scrollIntoViewIfNeeded();
      await page.getByLabel('Email').focus();
      await page.waitForTimeout(100);
      const emailBox = (await page.getByLabel('Email').boundingBox())!;
      const nowToast = (await toast.boundingBox())!;
      const overlap =
        emailBox.y < nowToast.y + nowToast.height && emailBox.y + emailBox.height > nowToast.y;
      expect(overlap).toBe(false);

      // A reload keeps what was typed (after the browser's "leave site?" question).
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await page.getByLabel('Company Name').waitFor();
      await page.waitForFunction(
        () =>
          (document.getElementById('register-company-name') as HTMLInputElement | null)?.value ===
          'Toast Check Traders',
      );
    },
    TEST_TIMEOUT_MS,
  );
});
