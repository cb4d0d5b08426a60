import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { addOwner } from '../../services/submissions/test/support/owner-session';
import { createE2eStaffAccount } from './support/staff';
import { baseUrl } from './support/base-url';

// Issue 19's owner sign-in in real Chromium against the real stack: a claim is approved, the
// claimant's mail (read from the stack's SMTP catcher) carries a sign-in link, the link signs
// them in to /account listing the company, the top bar shows "My account" and "Sign out" (the
// mobile menu too), signing out shows "Sign in" again, the used link shows its own page with
// "Send a new link", and that sends a fresh link that works.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 90_000;
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** bypassCSP lets axe-core be injected past the gateway's script-src 'self'. */
async function newPage(viewport = DESKTOP, bypassCSP = false): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  return page;
}

/** A claim sent as the public page sends it, approved by a moderator through the staff API. */
async function approvedClaim(companyId: number, claimant: string): Promise<void> {
  const form = new FormData();
  form.append('mobile', '9876543210');
  form.append('email', claimant);
  form.append('directorIdProof', new Blob([PNG], { type: 'image/png' }), 'pan.png');
  form.append('businessProof', new Blob([PDF], { type: 'application/pdf' }), 'gst.pdf');
  const claim = await fetch(`${baseUrl()}/api/companies/${companyId}/claims`, {
    method: 'POST',
    headers: { 'idempotency-key': `owner-e2e-${companyId}` },
    body: form,
  });
  expect(claim.status).toBe(201);
  const { id } = (await claim.json()) as { id: number };
  const moderator = await createE2eStaffAccount(db, { role: 'moderator' });
  const session = await fetch(`${baseUrl()}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: moderator.email, password: moderator.password }),
  });
  const cookie = /^([^;]+)/.exec(session.headers.get('set-cookie') ?? '')![1]!;
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const decision = await fetch(`${baseUrl()}/api/staff/queues/claims/${id}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ outcome: 'approve' }),
  });
  expect(decision.status).toBe(200);
}

/** The sign-in link of a mail, as the reader clicks it. */
function linkIn(text: string): string {
  const link = /(https?:\/\/\S+\/account\/sign-in\/link#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!link) throw new Error(`no sign-in link in the mail:\n${text}`);
  return link;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'owner-sign-in-e2e' });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('owner sign-in', () => {
  it(
    'should sign an approved claimant in from the mailed link, show the session in the top bar, sign out, and refuse the used link',
    async () => {
      const domain = `${letters(8).toLowerCase()}.example.in`;
      const company = await newCompany(db, {
        company_name: `Owned ${letters(6)} Private Limited`,
        website: `https://www.${domain}`,
        is_claimed: false,
      });
      const claimant = `director@${domain}`;
      await approvedClaim(company.id, claimant);

      const approval = await waitForMail({ to: claimant, subject: /Claim approved/ });
      const link = linkIn(approval.text);
      expect(approval.html).toContain(`href="${link}"`);

      // The link signs in and lands on /account, which lists the company.
      const page = await newPage();
      const sessionAnswer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/account/session') && response.request().method() === 'POST',
      );
      const started = performance.now();
      await page.goto(link);
      expect((await sessionAnswer).status()).toBe(200);
      const linkToSessionMs = performance.now() - started;
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      await page.getByRole('heading', { name: company.company_name }).waitFor();
      const linkToAccountMs = performance.now() - started;
      console.info(
        `sign-in link → session (Chromium, cold page): ${linkToSessionMs.toFixed(0)} ms; → /account showing the company: ${linkToAccountMs.toFixed(0)} ms`,
      );
      expect(new URL(page.url()).pathname).toBe('/account');
      expect(page.url()).not.toContain('token');
      await page.getByText(`Signed in as ${claimant}`).waitFor();
      expect(
        await page.getByRole('link', { name: 'View public profile' }).getAttribute('href'),
      ).toBe(`/company/${company.id}`);

      // The top bar shows the session on every page.
      await page.goto(`${baseUrl()}/about`);
      await mainNav(page).getByRole('link', { name: 'My account' }).waitFor();
      expect(await mainNav(page).getByRole('link', { name: 'Sign in' }).count()).toBe(0);

      // Sign out: the top bar offers "Sign in" again and /account sends to the sign-in page.
      await mainNav(page).getByRole('button', { name: 'Sign out' }).click();
      await mainNav(page).getByRole('link', { name: 'Sign in' }).waitFor();
      await page.goto(`${baseUrl()}/account`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/account/sign-in');

      // The used link: its own page, and "Send a new link" mails a fresh one.
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Link Already Used' }).waitFor();
      await page.getByText('Each link works only once').waitFor();
      const sentAt = Date.now();
      await page.getByLabel('Email').fill(claimant);
      await page.getByRole('button', { name: 'Send a new link' }).click();
      await page.getByRole('status').getByRole('heading', { name: 'Check Your Inbox' }).waitFor();
      const fresh = await waitForMail({ to: claimant, subject: 'Your TrustHive sign-in link' });
      expect(Date.parse(fresh.receivedAt)).toBeGreaterThanOrEqual(sentAt - 5_000);

      // The fresh link works on a phone, where the session sits in the menu.
      const phone = await newPage(MOBILE);
      await phone.goto(linkIn(fresh.text));
      await phone.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      await phone.getByRole('button', { name: 'Menu' }).click();
      await mainNav(phone).getByRole('link', { name: 'My account' }).waitFor();
      await mainNav(phone).getByRole('button', { name: 'Sign out' }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should sign in any address with a link (issue 43): an account that owns no company',
    async () => {
      const page = await newPage(DESKTOP, true);
      await page.goto(`${baseUrl()}/`);
      await mainNav(page).getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const buyer = `buyer-${letters(8).toLowerCase()}@example.in`;
      const form = page.getByRole('region', { name: 'Get a sign-in link' });
      await form.getByLabel('Email').fill(buyer);
      await form.getByRole('button', { name: 'Send sign-in link' }).click();
      await form.getByRole('status').getByText('We have sent a sign-in link').waitFor();
      const mail = await waitForMail({ to: buyer, subject: 'Your TrustHive sign-in link' });
      await page.goto(linkIn(mail.text));
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      const parts = page.getByRole('region', { name: 'Supplier checks' });
      await parts.getByRole('link', { name: 'Watchlist' }).waitFor();
      await parts.getByRole('link', { name: 'Bulk checks' }).waitFor();
      await parts.getByRole('link', { name: 'API keys' }).waitFor();
      await page
        .getByRole('region', { name: 'Your companies' })
        .getByText('This address owns no company on TrustHive.')
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A link that is not one: its own page, accessible, with the form for a new link.
      await page.goto(`${baseUrl()}/account/sign-in/link#token=${'A'.repeat(43)}`);
      await page.getByRole('heading', { level: 1, name: 'Invalid Sign-in Link' }).waitFor();
      await page.getByRole('button', { name: 'Send a new link' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should ask for a link through the sign-in page, set a password on /account and sign in with it',
    async () => {
      const company = await newCompany(db, { company_name: `Password ${letters(6)} Limited` });
      const email = await addOwner(db, company.id, `owner-${letters(8).toLowerCase()}@example.in`);
      const page = await newPage();
      await page.goto(`${baseUrl()}/account/sign-in`);
      const linkForm = page.getByRole('region', { name: 'Get a sign-in link' });
      await linkForm.getByLabel('Email').fill(email);
      await linkForm.getByRole('button', { name: 'Send sign-in link' }).click();
      await linkForm
        .getByRole('status')
        .getByRole('heading', { name: 'Check Your Inbox' })
        .waitFor();
      const mail = await waitForMail({ to: email, subject: 'Your TrustHive sign-in link' });
      await page.goto(linkIn(mail.text));
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

      const password = page.getByRole('region', { name: 'Password' });
      await password.getByLabel('New password').fill('short');
      await password.getByRole('button', { name: 'Set password' }).click();
      await password.getByText('Use at least 12 characters for the password.').waitFor();
      await password.getByLabel('New password').fill('a long enough password');
      await password.getByRole('button', { name: 'Set password' }).click();
      await password.getByRole('status').waitFor();
      await password.getByLabel('Current password').waitFor();

      await mainNav(page).getByRole('button', { name: 'Sign out' }).click();
      await mainNav(page).getByRole('link', { name: 'Sign in' }).click();
      const passwordForm = page.getByRole('region', { name: 'Sign in with a password' });
      await passwordForm.getByLabel('Email').fill(email);
      await passwordForm.getByLabel('Password').fill('not the password');
      await passwordForm.getByRole('button', { name: 'Sign in with password' }).click();
      await passwordForm
        .getByRole('alert')
        .getByText('Email or password is incorrect, or password sign-in is paused')
        .waitFor();
      await passwordForm.getByLabel('Password').fill('a long enough password');
      await passwordForm.getByRole('button', { name: 'Sign in with password' }).click();
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      await page.getByRole('heading', { name: company.company_name }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});
