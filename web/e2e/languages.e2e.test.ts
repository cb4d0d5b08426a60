import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { categorySlug } from '@trusthive/contracts';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { englishOnPage } from './support/english-left';
import { waitForMail } from './support/mail';
import { baseUrl } from './support/base-url';
import { openApp } from './support/hydration';
import hindiForms from '../src/locales/hi/forms.json';

// Issue 44: TrustHive in Hindi, Tamil and Bengali, in a real browser against the real stack.
// Each language's main pages are rendered under its prefix, in its language (no English left
// outside the registry's own values), with no axe violation; a visitor switches language on a
// profile and stays on it; a report sent from the Hindi form brings a Hindi mail.

const UI_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 120_000;
const LANGUAGES = [
  {
    locale: 'hi',
    tag: 'hi-IN',
    name: 'हिन्दी',
    script: /[\u0900-\u097F]/,
    font: 'Noto Sans Devanagari',
  },
  { locale: 'ta', tag: 'ta-IN', name: 'தமிழ்', script: /[\u0B80-\u0BFF]/, font: 'Noto Sans Tamil' },
  {
    locale: 'bn',
    tag: 'bn-IN',
    name: 'বাংলা',
    script: /[\u0980-\u09FF]/,
    font: 'Noto Sans Bengali',
  },
] as const;

const token = randomUUID().slice(0, 8);
const category = `Languages Category ${token}`;
let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;
let registryStates: string[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'languages-e2e' });
  company = await newCompany(db, {
    company_name: `Bhasha ${letters(6)} Traders Private Limited`,
    industrial_classification: category,
    company_state_code: 'Karnataka',
    city: 'Bengaluru',
  });
  browser = await launchBrowser();
  const stats = (await (await fetch(`${baseUrl()}/api/stats`)).json()) as {
    registryStates: string[];
  };
  registryStates = stats.registryStates;
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await db?.destroy();
});

/** bypassCSP lets axe-core be injected past the gateway's script-src 'self'. */
async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, path, UI_TIMEOUT_MS);
  return page;
}

const pagesIn = (locale: string) => [
  `/${locale}`,
  `/${locale}/search?q=${encodeURIComponent('Bhasha')}`,
  `/${locale}/company/${company.id}`,
  `/${locale}/category/${categorySlug(category)}`,
  `/${locale}/register`,
  `/${locale}/report`,
  `/${locale}/about`,
];

describe('languages', () => {
  for (const language of LANGUAGES) {
    it(
      `should render the main pages in ${language.name}, with no English left and no axe violation`,
      async () => {
        // Every page's findings, then one assertion: a failure lists all that is left.
        const found: Record<string, { english: string[]; axe: unknown[] }> = {};
        for (const path of pagesIn(language.locale)) {
          const page = await open(path);
          expect(await page.getAttribute('html', 'lang'), path).toBe(language.tag);
          expect(await page.locator('main').innerText(), path).toMatch(language.script);
          // Drawn in the script's own font (a missing one shows boxes on a machine without it).
          expect(
            await page
              .locator('main h1')
              .first()
              .evaluate((element) => getComputedStyle(element).fontFamily),
            path,
          ).toContain(language.font);
          const english = await englishOnPage(page, [
            company.company_name,
            category,
            'Bhasha',
            // The states the directory covers, as the registry names them (the hero says so).
            ...registryStates,
          ]);
          const axe = await axeViolations(page);
          if (english.length > 0 || axe.length > 0) found[path] = { english, axe };
          await page.context().close();
        }
        expect(found).toEqual({});
      },
      TEST_TIMEOUT_MS,
    );
  }

  it(
    'should switch a profile between languages and keep the page',
    async () => {
      const page = await open(`/company/${company.id}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading.innerText()).resolves.toContain(company.company_name);
      for (const language of LANGUAGES) {
        await page.locator('.language-switcher__toggle').click();
        await page.getByRole('link', { name: language.name, exact: true }).click();
        await page.waitForURL(`**/${language.locale}/company/${company.id}`);
        expect(await page.getAttribute('html', 'lang')).toBe(language.tag);
        await expect(heading.innerText()).resolves.toContain(company.company_name);
      }
      // Back to English at the root.
      await page.locator('.language-switcher__toggle').click();
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await page.waitForURL(`**/company/${company.id}`);
      expect(new URL(page.url()).pathname).toBe(`/company/${company.id}`);
      expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should offer the browser language on a first visit without moving to it',
    async () => {
      const context = await browser.newContext({ locale: 'ta-IN' });
      contexts.push(context);
      const page = await context.newPage();
      await openApp(page, `/company/${company.id}`, UI_TIMEOUT_MS);
      const offer = page.locator('.language-offer');
      await offer.waitFor();
      expect(new URL(page.url()).pathname).toBe(`/company/${company.id}`);
      expect(await offer.getAttribute('lang')).toBe('ta-IN');
      await offer.getByRole('link').click();
      await page.waitForURL(`**/ta/company/${company.id}`);
      // The choice is remembered: no offer on the Tamil page, nor on the next English one.
      expect(await page.locator('.language-offer').count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should send the Hindi mail for a report made on the Hindi form',
    async () => {
      const query = new URLSearchParams({
        companyId: String(company.id),
        companyName: company.company_name,
      });
      const page = await open(`/hi/report?${query}`);
      const form = page.getByRole('main').locator('form');
      const email = `bhasha-${letters(8).toLowerCase()}@example.in`;
      await form.locator('[name="reportType"]').selectOption('Scam');
      await form.locator('[name="description"]').fill('अग्रिम भुगतान लिया और सामान नहीं भेजा।');
      await form.locator('[name="name"]').fill('Meera Iyer');
      await form.locator('[name="email"]').fill(email);
      await form.getByRole('checkbox').check();
      await form.locator('button[type="submit"]').click();
      await page
        .getByRole('heading', { level: 2, name: hindiForms['forms.report.submitted.title'] })
        .waitFor();

      const mail = await waitForMail({ to: email });
      expect(mail.subject).toMatch(/[\u0900-\u097F]/);
      expect(mail.subject).toContain(company.company_name);
      expect(mail.text).toMatch(/[\u0900-\u097F]/);
      expect(mail.text).not.toContain('We received your report');
    },
    TEST_TIMEOUT_MS,
  );
});
