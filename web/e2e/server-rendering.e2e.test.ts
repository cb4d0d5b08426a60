import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { categorySlug } from '@trusthive/contracts';
import { createDb, type CompanyRow, type Database, type NewCompany } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { waitForApp } from './support/hydration';
import { baseUrl } from './support/base-url';
import { htmlErrors } from './support/html-checker';
import { STAND_IN_GSTINS } from '../../scripts/e2e/gst-stand-in';

// Issue 21: public pages arrive rendered by the gateway and the same app hydrates them in real
// Chromium, with the query cache the server handed over: no hydration mismatch reported, and
// no second fetch of the data the server already rendered. Issue 36: the not-found screens and
// the forms are rendered too, search and paging work without JavaScript, and every page the
// server renders is valid HTML by the Nu HTML Checker.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;

let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;
const contexts: BrowserContext[] = [];

/** A category of its own with 14 scored companies: two pages of it, two pages of search. */
const token = randomUUID().slice(0, 8);
const listedCategory = `SSR Category ${token}`;
const listedSlug = categorySlug(listedCategory);
const listedTerm = `SSR Listed ${token}`;
const listed: NewCompany[] = Array.from({ length: 14 }, (_, index) => ({
  company_name: `${listedTerm} ${String(index).padStart(2, '0')} Private Limited`,
  cin: null,
  industrial_classification: listedCategory,
  company_state_code: 'Goa',
  city: 'Panaji',
  company_status: index % 4 === 0 ? 'Strike Off' : 'Active',
  trust_score: 40 + index * 3,
  trust_level: index < 5 ? 'Limited data' : index < 10 ? 'Medium Trust' : 'High Trust',
  data_source: 'synthetic',
}));
const UNKNOWN_COMPANY = '987654321012';

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'ssr-e2e' });
  company = await newCompany(db, { company_name: `Hydrate ${letters(6)} Private Limited` });
  await db.insertInto('companies').values(listed).execute();
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

/** Chromium logs a page answered with 404 as a failed resource: that is the page's status. */
const besidesNotFoundStatus = (problems: string[]) =>
  problems.filter(
    (problem) =>
      !problem.startsWith('Failed to load resource: the server responded with a status of 404'),
  );

const cardNames = (page: Page) => page.locator('.company-list-card__name').allInnerTexts();

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
      const response = await fetch(`${baseUrl()}/company/${UNKNOWN_COMPANY}`);
      expect(response.status).toBe(404);
      const { page, problems, apiPaths } = await visit(`/company/${UNKNOWN_COMPANY}`);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: 'Company Not Found' }).waitFor();
      expect(apiPaths.filter((apiPath) => apiPath.startsWith('/api/companies/'))).toEqual([]);
      // Issue 36: the server sent the same screen, so hydrating it raised no React error #418.
      expect(besidesNotFoundStatus(problems)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should render the not-found screens on the server with 404: unknown company, claim and path',
    async () => {
      const screens = [
        { path: `/company/${UNKNOWN_COMPANY}`, heading: 'Company Not Found' },
        { path: `/claim/${UNKNOWN_COMPANY}`, heading: 'Company Not Found' },
        { path: '/no-such-page', heading: 'Oops! Page not found' },
      ];
      for (const { path, heading } of screens) {
        const response = await fetch(`${baseUrl()}${path}`);
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain(`<h1 class="page__title">${heading}</h1>`);
        expect(html, path).not.toContain('Loading');

        // What a visitor without JavaScript sees is that screen, not a spinner.
        const { page: plain } = await visit(path, { javaScript: false });
        await expect(
          plain.getByRole('heading', { level: 1, name: heading }).isVisible(),
          path,
        ).resolves.toBe(true);

        const { page, problems } = await visit(path);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(besidesNotFoundStatus(problems), path).toEqual([]);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should hydrate the forms the server rendered (register, claim, report) with no mismatch',
    async () => {
      const forms = [
        { path: '/register', heading: 'Register Your Company' },
        { path: `/claim/${company.id}`, heading: 'Claim Your Business Profile' },
        { path: '/report', heading: 'Report a Company' },
      ];
      for (const { path, heading } of forms) {
        const response = await fetch(`${baseUrl()}${path}`);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toContain('id="trusthive-state"');
        const { page, problems } = await visit(path);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(problems, path).toEqual([]);
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe('without JavaScript', () => {
  it(
    "should search from home's form: a GET of the results page with the term and type",
    async () => {
      const { page } = await visit('/', { javaScript: false });
      await page.getByRole('combobox', { name: 'Search by company name' }).fill(listedTerm);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search');
      const params = new URL(page.url()).searchParams;
      expect(params.get('q')).toBe(listedTerm);
      expect(params.get('type')).toBe('name');
      await expect(
        page.getByRole('heading', { level: 1, name: `Search Results: ${listedTerm}` }).isVisible(),
      ).resolves.toBe(true);
      expect(await page.locator('.result-card').count()).toBe(10);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should page a category by links to ?page=N, which the app follows without a page load',
    async () => {
      const { page: plain } = await visit(`/category/${listedSlug}`, { javaScript: false });
      const firstPage = await cardNames(plain);
      expect(firstPage).toHaveLength(12);
      const pageTwo = plain
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Page 2' });
      expect(await pageTwo.getAttribute('href')).toBe(`/category/${listedSlug}?page=2`);
      await pageTwo.click();
      await plain.waitForURL((url) => url.searchParams.get('page') === '2');
      const secondPage = await cardNames(plain);
      expect(secondPage).toHaveLength(2);
      expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
      expect(await plain.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );

      // With JavaScript the same link is followed in the app: the document is not reloaded.
      const { page, problems } = await visit(`/category/${listedSlug}`);
      await waitForApp(page);
      await page.evaluate(() => Object.assign(window, { samePageMark: true }));
      await page.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.waitForFunction(
        (first) => document.querySelector('.company-list-card__name')?.textContent !== first,
        firstPage[0],
      );
      expect(await cardNames(page)).toEqual(secondPage);
      expect(await page.evaluate(() => 'samePageMark' in window)).toBe(true);
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "should show /register's first step, styled, and say the form needs JavaScript",
    async () => {
      const { page } = await visit('/register', { javaScript: false });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Register Your Company' }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        page
          .getByRole('heading', { level: 2, name: 'Step 1 of 5: Company Information' })
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByLabel('Company Name').isVisible()).resolves.toBe(true);
      const notice = page.locator('.register-noscript');
      expect(await notice.innerText()).toContain('This form needs JavaScript');
      expect(await notice.getByRole('link', { name: 'Contact page' }).getAttribute('href')).toBe(
        '/contact',
      );
      // Styled by the page's own style sheets, linked from its head: the warning's colours and
      // the wizard's card.
      expect(await notice.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(255, 251, 235)',
      );
      expect(
        await page
          .locator('.register-card')
          .evaluate((element) => getComputedStyle(element).borderTopLeftRadius),
      ).not.toBe('0px');
    },
    TEST_TIMEOUT_MS,
  );
});

describe('the server HTML', () => {
  it(
    "should carry home's WebSite JSON-LD with its SearchAction",
    async () => {
      const html = await (await fetch(`${baseUrl()}/`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const blocks = [
        ...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
      expect(blocks).toContainEqual({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'TrustHive',
        url: `${baseUrl()}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${baseUrl()}/search?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should be valid HTML on every page type the server renders (Nu HTML Checker: 0 errors)',
    async () => {
      const [struckOff] = await db
        .selectFrom('companies')
        .select('id')
        .where('company_name', '=', listed[0]!.company_name!)
        .execute();
      const pages = [
        { name: 'home', path: '/', status: 200 },
        { name: 'search', path: `/search?q=${encodeURIComponent(listedTerm)}`, status: 200 },
        {
          name: 'search-page-2',
          path: `/search?q=${encodeURIComponent(listedTerm)}&type=name&page=2`,
          status: 200,
        },
        {
          name: 'empty-search',
          path: `/search?q=${encodeURIComponent(`zz ${token}`)}`,
          status: 200,
        },
        { name: 'profile', path: `/company/${company.id}`, status: 200 },
        { name: 'struck-off-profile', path: `/company/${struckOff!.id}`, status: 200 },
        { name: 'GST record', path: `/gstin/${STAND_IN_GSTINS.cancelled}`, status: 200 },
        { name: 'categories', path: '/categories', status: 200 },
        { name: 'category', path: `/category/${listedSlug}`, status: 200 },
        {
          name: 'category-filtered',
          path: `/category/${listedSlug}?state=Goa&page=2`,
          status: 200,
        },
        { name: 'about', path: '/about', status: 200 },
        { name: 'faq', path: '/faq', status: 200 },
        { name: 'terms', path: '/terms', status: 200 },
        { name: 'privacy', path: '/privacy', status: 200 },
        { name: 'contact', path: '/contact', status: 200 },
        { name: 'register', path: '/register', status: 200 },
        { name: 'claim', path: `/claim/${company.id}`, status: 200 },
        {
          name: 'report',
          path: `/report?companyId=${company.id}&companyName=${encodeURIComponent(company.company_name)}`,
          status: 200,
        },
        { name: 'not-found', path: '/no-such-page', status: 404 },
        { name: 'company-not-found', path: `/company/${UNKNOWN_COMPANY}`, status: 404 },
        { name: 'category-not-found', path: `/category/no-such-${token}`, status: 404 },
        { name: 'claim-not-found', path: `/claim/${UNKNOWN_COMPANY}`, status: 404 },
      ];
      const documents = [];
      for (const { name, path, status } of pages) {
        const response = await fetch(`${baseUrl()}${path}`);
        expect(response.status, path).toBe(status);
        const html = await response.text();
        // Rendered by the server, not the shell the browser would fill in.
        expect(html, path).toContain('id="trusthive-state"');
        documents.push({ name, html });
      }
      expect(await htmlErrors(documents)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
