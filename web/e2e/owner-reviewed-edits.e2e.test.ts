import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONTACT_EMAIL_MESSAGES, OWNER_EDIT_MESSAGES } from '@trusthive/contracts';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { issueSignInLink } from '../../services/submissions/src/shared/sign-in-links';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { baseUrl } from './support/base-url';

// Issue 37, finding 4, in the browser: an owner's new logo shows "Pending review" on /account
// and stays off the profile; a new contact e-mail shows "Waiting for confirmation" and reaches
// the public profile only once the link in the caught mail is opened.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 120_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;
const token = letters(6).toLowerCase();
const OWNER = `owner-${token}@acme-${token}.in`;
const OLD_EMAIL = `old-${token}@acme-${token}.in`;
const NEW_EMAIL = `sales-${token}@acme-${token}.in`;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'owner-reviewed-e2e' });
  company = await newCompany(db, {
    company_name: `Reviewed ${letters(6)} Kitchenware Private Limited`,
    email: OLD_EMAIL,
    logo: null,
  });
  await db.insertInto('company_owners').values({ company_id: company.id, email: OWNER }).execute();
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe("an owner's logo and contact e-mail", () => {
  it(
    'should wait for review and for the mailed link before the profile shows them',
    async () => {
      const ownerContext = await browser.newContext({ bypassCSP: true });
      const visitorContext = await browser.newContext({ bypassCSP: true });
      try {
        const linkToken = await db
          .transaction()
          .execute((trx) => issueSignInLink(trx, OWNER, Date.now()));
        const signedIn = await ownerContext.request.post(`${baseUrl()}/api/account/session`, {
          data: { token: linkToken },
        });
        expect(signedIn.status()).toBe(200);
        const account = await ownerContext.newPage();
        account.setDefaultTimeout(UI_TIMEOUT_MS);
        await account.goto(`${baseUrl()}/account`);
        const card = account.getByRole('article', { name: company.company_name });
        await card.getByLabel('Contact e-mail').waitFor();

        await card.getByLabel('Logo').setInputFiles({
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: PNG,
        });
        await card.getByLabel('Contact e-mail').fill(NEW_EMAIL);
        await card.getByRole('button', { name: 'Save changes' }).click();
        await card.getByText(OWNER_EDIT_MESSAGES.requested).waitFor();
        await card.getByText(OWNER_EDIT_MESSAGES.contactEmailSent(NEW_EMAIL)).waitFor();
        expect(await card.getByTestId('pending-logo').textContent()).toContain(
          OWNER_EDIT_MESSAGES.pendingReview,
        );
        expect(await card.getByTestId('pending-contact-email').textContent()).toContain(NEW_EMAIL);
        // The form shows the address visitors still see.
        expect(await card.getByLabel('Contact e-mail').inputValue()).toBe(OLD_EMAIL);
        await card.getByTestId('owner-change-requests').getByText('Logo: new logo').waitFor();
        expect(await seriousAxeViolations(account, 'main')).toEqual([]);

        const visitor = await visitorContext.newPage();
        visitor.setDefaultTimeout(UI_TIMEOUT_MS);
        await visitor.goto(`${baseUrl()}/company/${company.id}`);
        await visitor.getByRole('heading', { level: 1, name: company.company_name }).waitFor();
        expect(await visitor.getByRole('link', { name: OLD_EMAIL }).count()).toBe(1);
        expect(await visitor.getByRole('link', { name: NEW_EMAIL }).count()).toBe(0);

        const mail = await waitForMail({
          to: NEW_EMAIL,
          subject: `Confirm the contact e-mail of ${company.company_name}`,
        });
        const link = /https?:\/\/\S+\/account\/contact-email\/confirm#token=[A-Za-z0-9_-]+/.exec(
          mail.text,
        )?.[0];
        expect(link, mail.text).toBeDefined();
        // Opened where the mail is read: no owner session needed.
        const confirm = await visitorContext.newPage();
        confirm.setDefaultTimeout(UI_TIMEOUT_MS);
        await confirm.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl()));
        await confirm.getByRole('heading', { name: 'Contact e-mail confirmed' }).waitFor();
        await confirm
          .getByText(CONTACT_EMAIL_MESSAGES.confirmed(NEW_EMAIL, company.company_name))
          .waitFor();
        expect(confirm.url()).not.toContain('token=');

        await visitor.reload();
        await visitor.getByRole('link', { name: NEW_EMAIL }).waitFor();
        const row = await db
          .selectFrom('companies')
          .select('logo')
          .where('id', '=', company.id)
          .executeTakeFirstOrThrow();
        expect(row.logo).toBeNull();
      } finally {
        await ownerContext.close();
        await visitorContext.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
