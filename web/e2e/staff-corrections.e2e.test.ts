import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { correctionAcceptedText } from '@trusthive/contracts';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { createE2eStaffAccount, signInThroughUi } from './support/staff';
import { baseUrl } from './support/base-url';

// Issue 18 "Done when": a visitor requests a correction of a profile's e-mail, a moderator
// accepts it in the staff console, the profile shows the new value with "correction accepted
// on {date}", and the requester's mails arrive at the stack's SMTP catcher.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 90_000;

let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;
const token = letters(6).toLowerCase();
const OLD_EMAIL = `info-${token}@old-acme.in`;
const NEW_EMAIL = `sales-${token}@acme-traders.in`;
const REQUESTER = `requester-${token}@example.in`;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'corrections-e2e' });
  company = await newCompany(db, {
    company_name: `Corrected ${letters(6)} Traders Private Limited`,
    email: OLD_EMAIL,
  });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

const overview = (page: Page) => page.getByRole('region', { name: 'Company Overview' });

/** Today as the profile shows every date (spec §1: en-GB, DD/MM/YYYY, the UTC day; issue 36). */
const todayGB = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(new Date());

describe('a correction from request to profile', () => {
  it(
    'should show the accepted e-mail on the profile with its source, and mail the requester',
    async () => {
      // bypassCSP lets axe-core be injected past the gateway's script-src 'self'.
      const visitor = await browser.newContext({ bypassCSP: true });
      const staff = await browser.newContext({ bypassCSP: true });
      try {
        // The visitor, from the profile's Company Overview.
        const page = await visitor.newPage();
        page.setDefaultTimeout(UI_TIMEOUT_MS);
        await page.goto(`${baseUrl()}/company/${company.id}`);
        await overview(page).getByText(OLD_EMAIL).waitFor();
        await overview(page)
          .getByRole('link', { name: 'Request a correction: Company Overview' })
          .click();
        await page.getByRole('heading', { name: 'Request a correction', level: 1 }).waitFor();
        const form = page.getByRole('main').locator('form');
        expect(await form.getByLabel(/^Field to correct/).inputValue()).toBe('email');
        await expect
          .poll(() => page.getByTestId('correction-current').textContent())
          .toContain(OLD_EMAIL);
        // Registration's rule first: a malformed address is refused beside the field.
        await form.getByLabel(/^Correct Email/).fill('not-an-address');
        await form.getByLabel(/^Evidence/).fill('Our sales desk moved; see the letterhead.');
        await form.getByLabel(/^Your email/).fill(REQUESTER);
        await page.getByRole('button', { name: 'Request correction' }).click();
        await form.getByText('Please enter a valid email address.').first().waitFor();
        expect(await seriousAxeViolations(page, 'main')).toEqual([]);
        await form.getByLabel(/^Correct Email/).fill(NEW_EMAIL);
        await page.getByRole('button', { name: 'Request correction' }).click();
        await page.getByRole('heading', { name: 'Correction Requested', level: 2 }).waitFor();

        const received = await waitForMail({
          to: REQUESTER,
          subject: `Correction request received: ${company.company_name}`,
        });
        expect(received.text).toContain(`the Email of ${company.company_name}`);

        // The moderator, in the console.
        const moderator = await createE2eStaffAccount(db, { role: 'moderator' });
        const console$ = await staff.newPage();
        console$.setDefaultTimeout(UI_TIMEOUT_MS);
        await signInThroughUi(console$, baseUrl(), moderator);
        await console$.getByRole('link', { name: /^Corrections/ }).click();
        await console$.getByRole('heading', { name: 'Corrections', level: 1 }).waitFor();
        await console$.getByLabel('Order').selectOption('newest');
        await console$
          .getByRole('button', { name: `Review the Email of ${company.company_name}` })
          .click();
        const review = console$.getByRole('region', {
          name: `Email of ${company.company_name}`,
        });
        expect(await review.getByTestId('correction-current-value').textContent()).toBe(OLD_EMAIL);
        expect(await review.getByTestId('correction-proposed-value').textContent()).toBe(NEW_EMAIL);
        await review.getByText('Our sales desk moved; see the letterhead.').waitFor();
        expect(await seriousAxeViolations(console$, 'main')).toEqual([]);
        await review.getByRole('button', { name: 'Accept correction' }).click();
        await review.getByText(/^Accepted by /).waitFor();

        // The profile, read again: the new value and where it came from.
        await page.goto(`${baseUrl()}/company/${company.id}`);
        await overview(page).getByRole('link', { name: NEW_EMAIL }).waitFor();
        expect(await overview(page).getByTestId('correction-note').textContent()).toBe(
          correctionAcceptedText(todayGB()),
        );
        expect(await overview(page).getByText(OLD_EMAIL).count()).toBe(0);

        const accepted = await waitForMail({
          to: REQUESTER,
          subject: `Correction accepted: ${company.company_name}`,
        });
        expect(accepted.text).toContain(`/company/${company.id}`);
      } finally {
        await visitor.close();
        await staff.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
