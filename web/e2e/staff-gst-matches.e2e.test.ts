import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createDb, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { freshStandInGstin } from '../../scripts/e2e/gst-stand-in';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { createE2eStaffAccount, signInThroughUi } from './support/staff';
import { baseUrl } from './support/base-url';

// Issue 40: the written rule matched a GST registration (looked up through the stack's GST
// stand-in) to a company by its PAN; a moderator confirms one match and undoes another in the
// console; the record page says who confirmed, and the profile forgets the undone one.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 90_000;

let db: Kysely<Database>;
let browser: Browser;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'gst-matches-e2e' });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

/** A company whose PAN a fresh stand-in registration carries, looked up so it is matched. */
async function matchedCompany(label: string) {
  const gstin = freshStandInGstin('active');
  const company = await newCompany(db, {
    company_name: `${label} ${letters(6)} Appliances Private Limited`,
    pan_number: gstin.slice(2, 12),
  });
  const answer = await fetch(`${baseUrl()}/api/gstin/${gstin}`);
  expect(answer.status).toBe(200);
  return { gstin, company };
}

describe('GST matches in the staff console', () => {
  it(
    'should confirm one match and undo another, and the pages should follow',
    async () => {
      const confirmed = await matchedCompany('Confirmed');
      const undone = await matchedCompany('Undone');
      const staff = await browser.newContext({ bypassCSP: true });
      const visitor = await browser.newContext();
      try {
        const page = await visitor.newPage();
        page.setDefaultTimeout(UI_TIMEOUT_MS);
        await page.goto(`${baseUrl()}/company/${undone.company.id}`);
        const registrations = page.getByRole('region', { name: 'GST Registrations' });
        await registrations.getByText('(matched by PAN)').waitFor();

        const moderator = await createE2eStaffAccount(db, { role: 'moderator' });
        const console$ = await staff.newPage();
        console$.setDefaultTimeout(UI_TIMEOUT_MS);
        await signInThroughUi(console$, baseUrl(), moderator);
        await console$.getByRole('link', { name: /^GST matches/ }).click();
        await console$.getByRole('heading', { name: 'GST matches', level: 1 }).waitFor();
        await console$.getByLabel('Order').selectOption('newest');
        const table = console$.getByRole('table');
        await table.getByText(undone.company.company_name).waitFor();
        // Staff compare names and states; the number stays masked in the console too.
        expect(await console$.content()).not.toContain(undone.gstin);
        expect(await seriousAxeViolations(console$, 'main')).toEqual([]);

        const review = async (companyName: string, button: string, said: RegExp) => {
          await console$
            .getByRole('row')
            .filter({ hasText: companyName })
            .getByRole('button', { name: /^Review the match of / })
            .click();
          const panel = console$.getByRole('region', { name: new RegExp(`→ ${companyName}$`) });
          await panel.getByRole('button', { name: button }).click();
          await panel.getByText(said).waitFor();
        };
        await review(undone.company.company_name, 'Undo the match', /^Undone by /);
        await review(confirmed.company.company_name, 'Confirm the match', /^Confirmed by /);

        // The record page says who stands behind the confirmed match.
        await page.goto(`${baseUrl()}/gstin/${confirmed.gstin}`);
        await page.getByText('matched by PAN, confirmed by TrustHive staff').waitFor();
        // The profile forgets the undone match at once (the matches that stand are read live).
        await page.goto(`${baseUrl()}/company/${undone.company.id}`);
        await page.getByRole('heading', { level: 1, name: undone.company.company_name }).waitFor();
        expect(await registrations.getByText('(matched by PAN)').count()).toBe(0);
      } finally {
        await staff.close();
        await visitor.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
