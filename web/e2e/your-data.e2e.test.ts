import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DATA_REQUEST_MESSAGES } from '@trusthive/contracts';
import { createDb, type Database } from '@trusthive/platform';
import { letters, testDatabaseUrl } from '@trusthive/platform/testing';
import { baseUrl } from './support/base-url';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { createE2eStaffAccount, field, signInByCookie } from './support/staff';

// Issue 37's "Your data" request served end to end in real Chromium against the real stack: a
// person sends an access request from /your-data, follows the confirmation link the mail
// catcher caught, a moderator finds it in the console's "Data requests" queue with its 30-day
// clock, opens it (the export shows the person's contact message), sends the export, and the
// person receives it as a JSON attachment.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 90_000;

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  return { page, context };
}

/** The confirmation link of a mail, as the reader clicks it. */
function linkIn(text: string): string {
  const link = /(https?:\/\/\S+\/your-data#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!link) throw new Error(`no confirmation link in the mail:\n${text}`);
  return link;
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'your-data-e2e' });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('a "Your data" request', () => {
  it(
    'is confirmed from the mailed link, shown to staff with its clock, and answered with the export by mail',
    async () => {
      const email = `person.${letters(8).toLowerCase()}@example.in`;
      const subject = `Where is my data ${letters(6)}`;
      // Something TrustHive holds about the address: a contact message it sent.
      const contact = await fetch(`${baseUrl()}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `yd-${letters(12)}` },
        body: JSON.stringify({
          name: 'Asha Rao',
          email,
          subject: 'General Inquiry',
          message: subject,
        }),
      });
      expect(contact.status).toBe(201);

      // The page is rendered by the server, like the other public forms: the form is in the HTML.
      const html = await (await fetch(`${baseUrl()}/your-data`)).text();
      expect(html).toContain('Send request');
      expect(html).toContain('<title>Your data');

      // The person sends the request from the page.
      const { page } = await newPage();
      await page.goto(`${baseUrl()}/your-data`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your data' }).count(),
      ).resolves.toBe(1);
      await field(page, 'Email').fill(email);
      await field(page, 'What would you like us to do?').selectOption('access');
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByText(DATA_REQUEST_MESSAGES.linkSent.message).waitFor();

      // Nothing reaches staff before the link is followed.
      const unconfirmed = await db
        .selectFrom('data_requests')
        .select(['status'])
        .where('email', '=', email)
        .execute();
      expect(unconfirmed).toEqual([{ status: 'unverified' }]);

      // The caught mail's link confirms it.
      const confirmation = await waitForMail({ to: email, subject: /Confirm your TrustHive/ });
      const link = linkIn(confirmation.text);
      await page.goto(link);
      await page.getByText(DATA_REQUEST_MESSAGES.verified.message).waitFor();
      const reference = (await page.getByText(/^Your reference: DAT-\d+$/).textContent())!.replace(
        'Your reference: ',
        '',
      );
      // The token left the address bar.
      expect(page.url()).toBe(`${baseUrl()}/your-data`);

      // A moderator sees it in the queue with the 30-day clock, opens it, sends the export.
      const moderator = await createE2eStaffAccount(db, { role: 'moderator' });
      const staff = await newPage();
      await signInByCookie(staff.context, baseUrl(), moderator);
      await staff.page.goto(`${baseUrl()}/staff/data-requests`);
      await staff.page.getByRole('heading', { level: 1, name: 'Data requests' }).waitFor();
      await staff.page.getByRole('combobox', { name: /Order/ }).selectOption('newest');
      const row = staff.page.getByRole('row').filter({ hasText: reference });
      await expect(row.getByTestId('data-request-clock').textContent()).resolves.toContain(
        '30 days left',
      );
      await row.getByRole('button', { name: /Open/ }).click();
      const exported = staff.page.getByTestId('data-request-export');
      await exported.waitFor();
      await expect(exported.textContent()).resolves.toContain(subject);
      await expect(
        staff.page.getByRole('link', { name: 'Download the export (JSON)' }).getAttribute('href'),
      ).resolves.toMatch(/\/api\/staff\/queues\/data-requests\/\d+\/export$/);
      await staff.page.getByRole('button', { name: 'Send export' }).click();
      await staff.page.getByText(/^Export sent by /).waitFor();

      // The person receives the export as a JSON file.
      const answer = await waitForMail({ to: email, subject: /Your data held by TrustHive/ });
      expect(answer.text).toContain(`Your reference: ${reference}`);
      expect(answer.attachments).toHaveLength(1);
      const attachment = answer.attachments[0]!;
      expect(attachment.filename).toBe(`trusthive-data-${reference}.json`);
      expect(attachment.contentType).toBe('application/json');
      const data = JSON.parse(attachment.content) as {
        emailAddress: string;
        contactMessages: { message: string }[];
      };
      expect(data.emailAddress).toBe(email);
      expect(data.contactMessages.map((message) => message.message)).toEqual([subject]);
    },
    TEST_TIMEOUT_MS,
  );
});
