import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { baseUrl } from './support/base-url';
import { waitForApp } from './support/hydration';

// Issue 18: a report sent from the browser brings its reporter a "report received" mail,
// delivered by the stack's mail worker over real SMTP to the stack's own mail catcher, and
// that mail can be read in the catcher's viewer.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;

let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'mail-e2e' });
  company = await newCompany(db, { company_name: `Mailed ${letters(6)} Traders Limited` });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

const field = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('form')
    .getByLabel(new RegExp(`^${label}( \\*)?$`));

describe('e-mail to a submitter', () => {
  it(
    'should deliver the "report received" mail and show it in the mail viewer',
    async () => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(UI_TIMEOUT_MS);
        const query = new URLSearchParams({
          companyId: String(company.id),
          companyName: company.company_name,
        });
        await page.goto(`${baseUrl()}/report?${query}`);
        await waitForApp(page);
        const email = `reporter-${letters(8).toLowerCase()}@example.in`;
        await field(page, 'Report Type').selectOption('Scam');
        await field(page, 'Description').fill('Took an advance payment and never delivered.');
        await field(page, 'Your Name').fill('Meera Iyer');
        await field(page, 'Your Email').fill(email);
        await page.getByRole('main').locator('form').getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Submit Report' }).click();
        await page.getByRole('heading', { name: 'Report Submitted', level: 2 }).waitFor();

        const mail = await waitForMail({
          to: email,
          subject: `Report received: ${company.company_name}`,
        });
        expect(mail.text).toContain(`We received your report about ${company.company_name} on `);
        expect(mail.text).toContain('Our team will review your report within 2-3 business days.');
        expect(mail.text).toContain('Your identity is kept confidential.');
        expect(mail.html).toContain('<li>We may contact you if we need more information.</li>');

        // The viewer a developer opens under `npm start`, newest mail first.
        const viewer = await context.newPage();
        await viewer.goto(process.env.E2E_MAIL_URL!);
        await viewer.getByRole('link', { name: mail.subject }).first().click();
        await viewer.getByRole('heading', { name: mail.subject, level: 1 }).waitFor();
        expect(await viewer.locator('pre').textContent()).toContain(
          'You will receive an update on the status of your report by e-mail.',
        );
        const frame = viewer.frameLocator('iframe[title="The mail\'s HTML"]');
        await frame
          .getByText('Our team will review your report within 2-3 business days.')
          .waitFor();
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
