import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { homeResponseSchema } from '@trusthive/contracts';
import { createDb, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';
import { openApp } from './support/hydration';

// Home, About, FAQ, Terms and 404 (spec §2). Axe-core checks every route of spec §2, with
// violations of any impact, on a phone and a desktop, in layout-stability.e2e.test.ts.

const UI_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 120_000;
const DESKTOP = { width: 1280, height: 800 };

const pageHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

describe('home and static pages', () => {
  let browser: Browser;
  let db: Kysely<Database>;
  const contexts: BrowserContext[] = [];

  async function openPage(path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await openApp(page, path, UI_TIMEOUT_MS);
    return page;
  }

  beforeAll(async () => {
    db = createDb({ url: testDatabaseUrl() });
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
    'should show the home hero, search box, marketing sections and structured data',
    async () => {
      const page = await openPage('/');
      await pageHeading(page, 'Verify Indian companies and sellers before you deal').waitFor();
      expect(await page.getByRole('combobox').first().isVisible()).toBe(true);

      // Below the fold arrives as its own chunk.
      for (const heading of [
        'A trust score out of 100',
        'Why verify before you deal',
        'How it works',
        'Use cases',
        'Own a business? Get it verified',
      ]) {
        await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
      }
      // A list with nothing to show is hidden (issue 20): each heading is there exactly when
      // the service's answer (the one the page got) has entries.
      await page
        .getByRole('status', { name: 'Loading top companies' })
        .waitFor({ state: 'detached' });
      const home = homeResponseSchema.parse(await (await fetch(`${baseUrl()}/api/home`)).json());
      for (const [heading, entries] of [
        ['Top companies', home.topCompanies.length],
        ['Hot brands', home.hotBrands.length],
      ] as const) {
        const shown = page.getByRole('heading', { level: 2, name: heading, exact: true });
        expect(await shown.count(), heading).toBe(entries > 0 ? 1 : 0);
        if (entries === 0) expect(await page.getByText(/will appear here soon/).count()).toBe(0);
      }
      for (const text of [
        'The challenge',
        'The solution',
        'The benefit',
        'Search and verify',
        'Check trust score',
        'Shop smarter',
        'Online shopping',
        'Service providers',
        'Brand verification',
        'Business deals',
      ]) {
        await page.getByRole('heading', { level: 3, name: text, exact: true }).waitFor();
      }

      expect(await page.title()).toBe('TrustHive — Verify Indian companies and sellers');
      const description = await page
        .locator('meta[name="description"]')
        .first()
        .getAttribute('content');
      // No count the database does not hold (issue 20): the hero states the counted one.
      expect(description).toContain('companies from the MCA registry');
      expect(description).not.toContain('lakh');
      // In the head the server rendered (issue 36), or added by the app after a navigation.
      const jsonLd = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((script) => script.textContent)
          .find((text) => text?.includes('"SearchAction"')),
      );
      const website = JSON.parse(jsonLd ?? '{}') as {
        '@type': string;
        potentialAction: { '@type': string; target: { urlTemplate: string } };
      };
      expect(website['@type']).toBe('WebSite');
      expect(website.potentialAction['@type']).toBe('SearchAction');
      expect(website.potentialAction.target.urlTemplate).toBe(
        `${baseUrl()}/search?q={search_term_string}`,
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should report the Largest Contentful Paint of the home page',
    async () => {
      const page = await openPage('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const lcpMs = await page.evaluate(
        () =>
          new Promise<number>((resolveLcp) => {
            let latest = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) latest = entry.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolveLcp(latest), 1000);
          }),
      );
      // The figure for the issue note; the budget (1.5 s) is not asserted on a shared machine.
      process.stdout.write(`home page LCP: ${Math.round(lcpMs)} ms\n`);
      expect(lcpMs).toBeGreaterThan(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show About with its sections and links to register and contact',
    async () => {
      const page = await openPage('/about');
      await pageHeading(page, 'About TrustHive').waitFor();
      for (const heading of ['Our mission', 'Our approach', 'How it works']) {
        await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
      }
      const main = page.getByRole('main');
      expect(
        await main.getByRole('link', { name: 'Register your company' }).getAttribute('href'),
      ).toBe('/register');
      expect(await main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
        '/contact',
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should keep one FAQ answer open at a time, from mouse and keyboard',
    async () => {
      const page = await openPage('/faq');
      await pageHeading(page, 'Frequently Asked Questions').waitFor();
      const questions = page.getByRole('main').locator('button.faq__question');
      expect(await questions.count()).toBe(6);

      await questions.nth(0).click();
      expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
      await page.getByText('It is a trust-indicator platform', { exact: false }).waitFor();

      await questions.nth(2).focus();
      await page.keyboard.press('Enter');
      expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('true');
      expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
      await page.getByText('The badge does not mean the product is original').waitFor();

      await page.keyboard.press('Space');
      expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('false');

      const support = page.getByRole('main').getByRole('link', { name: 'Contact Support' });
      expect(await support.getAttribute('href')).toBe('/contact');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the terms with 8 sections and the last-updated date',
    async () => {
      const page = await openPage('/terms');
      await pageHeading(page, 'Terms & Conditions').waitFor();
      await page.getByText('Last updated: May 20, 2025').waitFor();
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(8);
    },
    TEST_TIMEOUT_MS,
  );
});
