import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { categorySlug } from '@trusthive/contracts';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { waitForApp } from './support/hydration';
import { baseUrl } from './support/base-url';

// Issue 21: public pages arrive rendered by the gateway and the same app hydrates them in real
// Chromium, with the query cache the server handed over: no hydration mismatch reported, and
// no second fetch of the data the server already rendered.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;

let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'ssr-e2e' });
  company = await newCompany(db, { company_name: `Hydrate ${letters(6)} Private Limited` });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

type Visit = { page: Page; problems: string[]; apiPaths: string[] };

/** Opens a page and records what the console reports and which API paths the page asks. */
async function visit(path: string, options: { javaScript?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  const problems: string[] = [];
  const apiPaths: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiPaths.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, problems, apiPaths };
}

describe('server-rendered pages in the browser', () => {
  it(
    'should show the profile without JavaScript: name, CIN and status in the HTML',
    async () => {
      const { page } = await visit(`/company/${company.id}`, { javaScript: false });
      await expect(
        page.getByRole('heading', { level: 1, name: company.company_name }).isVisible(),
      ).resolves.toBe(true);
      const text = await page.locator('main').innerText();
      expect(text).toContain(company.cin!);
      expect(text).toContain('Active');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should hydrate the profile with no mismatch and no second fetch of the company or its score',
    async () => {
      const { page, problems, apiPaths } = await visit(`/company/${company.id}`);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: company.company_name }).waitFor();
      // The page is live: the score section's toggle answers a click.
      await page.getByRole('button', { name: 'How is this calculated?' }).click();
      expect(problems).toEqual([]);
      expect(apiPaths).not.toContain(`/api/companies/${company.id}`);
      expect(apiPaths).not.toContain(`/api/companies/${company.id}/trust-score`);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should hydrate home, search, categories, a category and a static page without refetching',
    async () => {
      const slug = categorySlug(company.industrial_classification!);
      const pages = [
        { path: '/', heading: 'Verify Indian companies and sellers before you deal' },
        {
          path: `/search?q=${encodeURIComponent(company.company_name)}`,
          heading: `Search Results: ${company.company_name}`,
        },
        { path: '/categories', heading: 'Industry Categories' },
        { path: `/category/${slug}`, heading: company.industrial_classification! },
        { path: '/about', heading: 'About TrustHive' },
      ];
      for (const { path, heading } of pages) {
        const { page, problems, apiPaths } = await visit(path);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(problems, path).toEqual([]);
        // Only what the server did not render may be asked for (view tracking, suggestions).
        const refetched = apiPaths.filter((apiPath) =>
          /^\/api\/(home|stats|search|categories)/.test(apiPath),
        );
        expect(refetched, path).toEqual([]);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should raise no browser issue on home, search, a profile and a category (CSP included)',
    async () => {
      // What Lighthouse's inspector-issues audit reads: the DevTools Issues panel. Zod probing
      // `new Function` under the CSP (no unsafe-eval) was one on every page.
      const slug = categorySlug(company.industrial_classification!);
      const paths = [
        '/',
        `/search?q=${encodeURIComponent(company.company_name)}`,
        `/company/${company.id}`,
        `/category/${slug}`,
      ];
      for (const path of paths) {
        const context = await browser.newContext();
        contexts.push(context);
        const page = await context.newPage();
        page.setDefaultTimeout(UI_TIMEOUT_MS);
        const cdp = await context.newCDPSession(page);
        const issues: string[] = [];
        cdp.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue)));
        await cdp.send('Audits.enable');
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        await waitForApp(page);
        expect(issues, path).toEqual([]);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should answer 404 for an unknown company and show its not-found page, hydrated',
    async () => {
      const response = await fetch(`${baseUrl()}/company/987654321012`);
      expect(response.status).toBe(404);
      const { page, apiPaths } = await visit('/company/987654321012');
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: 'Company Not Found' }).waitFor();
      expect(apiPaths.filter((apiPath) => apiPath.startsWith('/api/companies/'))).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
