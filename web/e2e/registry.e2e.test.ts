import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type Database } from '@trusthive/platform';
import { newCompany, testDatabaseUrl, uniqueCin } from '@trusthive/platform/testing';
import { standInCompany } from '../../scripts/e2e/registry-stand-in';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';
import { standInRegistrySays } from './support/registry-stand-in';

// Issue 41: a company's directors, charges and filings from the registry provider, in real
// Chromium against the real stack, whose enrichment worker asks the registry stand-in
// (scripts/e2e/registry-stand-in.ts) over HTTP; the red flags overdue filings and a CIRP
// status call for. Every company here has a CIN of its own (the run's database is shared).

const UI_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let db: Kysely<Database>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'registry-e2e' });
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

/**
 * Reloads the profile, as a visitor would, until the region `name` says `words`: what lands in
 * the background (a director's other companies, a re-score through the outbox) is seen then.
 */
async function reloadUntil(page: Page, testId: string, words: string): Promise<void> {
  const deadline = Date.now() + 25_000;
  const says = async () =>
    (await page.getByTestId(testId).allInnerTexts()).some((text) => text.includes(words));
  while (!(await says())) {
    if (Date.now() > deadline) throw new Error(`"${testId}" never said "${words}"`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

describe('the registry on the profile', () => {
  it(
    'should show the directors, charges and filings with their source, filled in without a reload',
    async () => {
      const company = await newCompany(db, {
        company_name: `Registry Board ${Date.now()} Private Limited`,
      });
      const board = standInCompany(company.cin!).directors;
      const page = await openPage(`/company/${company.id}`);

      const directors = page.getByRole('region', { name: 'Directors' });
      await directors.getByText('Managing Director').waitFor({ timeout: UI_TIMEOUT_MS });
      await directors.getByRole('link', { name: board[0]!.name }).first().waitFor();
      const source =
        /Source: a stand-in for the registry \(127\.0\.0\.1:\d+\), not MCA data, as of 30 Nov 2026/;
      expect(await directors.innerText()).toMatch(source);

      const charges = page.getByRole('region', { name: 'Charges' });
      const chargesText = await charges.innerText();
      expect(chargesText).toContain('STAND-IN BANK LIMITED');
      expect(chargesText).toContain('₹2,50,00,000 (₹2.5 Cr)');
      expect(chargesText).toContain('1 open charge');
      expect(chargesText).toMatch(source);

      const filings = page.getByRole('region', { name: 'Filings' });
      expect(await filings.innerText()).toMatch(/Last balance sheet\s+31\/03\/2026/);

      // DINs are masked on the server: the page never carries one whole.
      const html = await page.content();
      for (const director of board) expect(html).not.toContain(director.din);

      // Each director's other companies are asked about in the background; one is struck off.
      await reloadUntil(
        page,
        'director-note',
        "1 of this director's 2 other companies is struck off.",
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should carry the red flag of filings years overdue, naming the year',
    async () => {
      const cin = uniqueCin();
      await standInRegistrySays(cin, {
        lastAnnualReturnDate: '2022-03-31',
        lastBalanceSheetDate: '2022-03-31',
      });
      const company = await newCompany(db, {
        cin,
        company_name: `Registry Overdue ${Date.now()} Private Limited`,
      });
      const page = await openPage(`/company/${company.id}`);
      await reloadUntil(
        page,
        'red-flags',
        'Annual return not filed for 4 years: the last on record is for 2021-22. 5 points off.',
      );
      const flags = await page.getByTestId('red-flags').innerText();
      expect(flags).toContain(
        'Balance sheet not filed for 4 years: the last on record is for 2021-22. 5 points off.',
      );
      expect(flags).toMatch(/a stand-in for the registry \(127\.0\.0\.1:\d+\), not MCA data/i);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "should carry a CIRP company's red flag in plain words",
    async () => {
      const company = await newCompany(db, {
        company_name: `Registry Insolvent ${Date.now()} Private Limited`,
        company_status: 'Under CIRP',
      });
      const page = await openPage(`/company/${company.id}`);
      await reloadUntil(
        page,
        'red-flags',
        'Company status: Under CIRP. The company is in a corporate insolvency resolution process. 10 points off.',
      );
    },
    TEST_TIMEOUT_MS,
  );
});
