import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, createPool, type Database } from '@trusthive/platform';
import { letters, testDatabaseUrl } from '@trusthive/platform/testing';
import { importCompanies } from '../../scripts/import/import-companies';
import { recomputeCompany, scoreEvents } from '../../services/scoring/src/trust-score.service';
import { WATCH_SETTLE_MS } from '../../services/submissions/src/workers/watch-alerts.worker';
import { baseUrl } from './support/base-url';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';
import { mailsTo, waitForMail } from './support/mail';
import { e2eQueuePrefix, ownRealActiveRow, type OwnRealRow } from './support/real-rows';

// Issue 43 part 2's done-when, in real Chromium against the real stack: a signed-out visitor
// follows a real company (a Goa row of the MCA file, under a CIN of this test's own) from its
// profile, confirms with the mailed link; a newer MCA file strikes the company off and is
// imported as `npm run import` does (importCompanies: the batch's company.changed in the
// outbox); the stack's relay, the submissions worker's watch check and its mail worker deliver
// the alert to the SMTP catcher within 60 s. The alert carries RFC 8058's headers; POSTing its
// List-Unsubscribe URL as a mail program does turns the alerts off, and the next change mails
// nothing. Then a signed-in account follows with the profile's toggle and sees the company on
// /account/watchlist.

const UI_TIMEOUT_MS = 10_000;
const ALERT_WITHIN_MS = 60_000;
/** After the watch check's settle delay, how long "no mail" is waited for. */
const QUIET_MS = WATCH_SETTLE_MS + 8_000;
const TEST_TIMEOUT_MS = 150_000;

let db: Kysely<Database>;
let pool: pg.Pool;
let browser: Browser;
let directory: string;
const contexts: BrowserContext[] = [];
const subject = { id: 0, name: '', cin: '' };
let fileOf: OwnRealRow['fileWithStatus'];

/** Imports the subject's row with `status`, from an MCA file dated `asOf`, as `npm run import`. */
async function importWithStatus(status: string, asOf: string) {
  return importCompanies({
    pool,
    file: fileOf(status, asOf),
    asOf,
    rejectsDir: directory,
    queuePrefix: e2eQueuePrefix(),
  });
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'watchlist-e2e' });
  pool = createPool({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'watchlist-e2e' });
  directory = mkdtempSync(path.join(tmpdir(), 'watchlist-e2e-'));

  // A real Active row, under a CIN and name of this test's own (tests share the database).
  const own = ownRealActiveRow(directory, { namePrefix: 'WATCHLIST', skip: 5 });
  subject.cin = own.cin;
  subject.name = own.name;
  fileOf = own.fileWithStatus;

  expect(await importWithStatus('Active', '2025-05-05')).toMatchObject({ inserted: 1 });
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('cin', '=', subject.cin)
    .executeTakeFirstOrThrow();
  subject.id = company.id;
  // The first score, as the load's event would store it: following starts from a scored company.
  await recomputeCompany(db, company.id, scoreEvents(e2eQueuePrefix()));
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await pool?.end();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  return page;
}

async function openProfile(page: Page): Promise<void> {
  await openApp(page, `/company/${subject.id}`, UI_TIMEOUT_MS);
  await page.getByRole('heading', { level: 1, name: subject.name, exact: true }).waitFor();
}

/** The link of a mail that lands on `pathname` with its token in the fragment. */
function linkIn(text: string, pathname: string): string {
  const pattern = new RegExp(`(https?://\\S+${pathname}#token=[A-Za-z0-9_-]{43})`);
  const link = pattern.exec(text)?.[1];
  if (!link) throw new Error(`no ${pathname} link in the mail:\n${text}`);
  return link;
}

const alertSubject = () => `${subject.name} changed on TrustHive`;

describe('following a company without an account (issue 43)', () => {
  it(
    'should confirm by the mailed link, alert within 60 s of an MCA re-import, and stop after a one-click unsubscribe',
    async () => {
      const email = `follower-${letters(10)}@example.in`;
      const page = await newPage();
      await openProfile(page);

      // The server's neutral Follow: a plain link to the follow page.
      const header = page.locator('.company-header__bar');
      await header.getByRole('link', { name: `Follow ${subject.name}` }).click();
      await page.getByRole('heading', { level: 1, name: `Follow ${subject.name}` }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await page.getByRole('status').filter({ hasText: 'Check Your Inbox' }).waitFor();

      const confirm = await waitForMail({
        to: email,
        subject: `Confirm: follow ${subject.name} on TrustHive`,
      });
      await page.goto(linkIn(confirm.text, '/follow/confirm'));
      await page.getByRole('heading', { level: 1, name: `You follow ${subject.name}` }).waitFor();
      expect(await page.getByRole('link', { name: 'View the profile' }).getAttribute('href')).toBe(
        `/company/${subject.id}`,
      );
      // The token left the address bar at once.
      expect(page.url()).not.toContain('token=');

      // A newer MCA file strikes the company off: commit → outbox → queue → check → mail.
      expect(await importWithStatus('Strike Off', '2026-08-12')).toMatchObject({ changed: 1 });
      const committedAt = Date.now();
      const alert = await waitForMail({
        to: email,
        subject: alertSubject(),
        timeoutMs: ALERT_WITHIN_MS,
      });
      const latencyMs = Date.parse(alert.receivedAt) - committedAt;
      expect(latencyMs).toBeLessThan(ALERT_WITHIN_MS);
      expect(alert.text).toContain('Strike Off');
      expect(alert.text).toContain(`${baseUrl()}/account/watchlist`);

      // RFC 8058: the https (here the stack's own origin) URL, and the one-click POST's body.
      const unsubscribe = /^<(\S+\/api\/watchlist\/unsubscribe\?token=[A-Za-z0-9_-]{43})>$/.exec(
        alert.headers['list-unsubscribe'] ?? '',
      )?.[1];
      expect(unsubscribe?.startsWith(`${baseUrl()}/`)).toBe(true);
      expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const answer = await fetch(unsubscribe!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(answer.status).toBe(200);

      // Another change: the alerts are off, so nothing more arrives.
      const before = (await mailsTo(email)).length;
      expect(await importWithStatus('Active', '2026-09-15')).toMatchObject({ changed: 1 });
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const after = await mailsTo(email);
      expect(after).toHaveLength(before);
      console.info(`watchlist alert: ${latencyMs} ms from the import's commit to the catcher`);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('following while signed in (issue 43)', () => {
  it(
    "should follow with the profile's toggle and list the company on /account/watchlist",
    async () => {
      const email = `watcher-${letters(10)}@example.in`;
      // Signed out, the watchlist sends the visitor to sign in, and the link brings them back.
      const page = await newPage();
      await openApp(page, '/account/watchlist', UI_TIMEOUT_MS);
      await page.waitForURL(/\/account\/sign-in\?next=%2Faccount%2Fwatchlist$/);
      // The page keeps where to return in this browser's storage once it has run.
      await page.waitForFunction(() => window.localStorage.getItem('trusthive.return-to'));
      const sent = await fetch(`${baseUrl()}/api/account/sign-in-links`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(sent.status).toBeLessThan(300);
      const mail = await waitForMail({ to: email, subject: 'Your TrustHive sign-in link' });
      // In another tab, as a mail's link opens.
      const linkTab = await page.context().newPage();
      await linkTab.goto(linkIn(mail.text, '/account/sign-in/link'));
      await linkTab.waitForURL(/\/account\/watchlist$/);
      await linkTab.getByTestId('watchlist-count').waitFor();
      await linkTab.close();

      await openProfile(page);
      const toggle = page
        .locator('.company-header__bar')
        .getByRole('button', { name: `Follow ${subject.name}` });
      // The server's link becomes the signed-in visitor's toggle once the page is theirs.
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await page
        .locator('.company-header__bar [aria-pressed="true"]')
        .filter({ hasText: 'Following' })
        .waitFor();

      await openApp(page, '/account/watchlist', UI_TIMEOUT_MS);
      const table = page.getByTestId('watchlist-entries');
      const link = table.getByRole('link', { name: subject.name });
      expect(await link.getAttribute('href')).toBe(`/company/${subject.id}`);
      expect(await page.getByTestId('watchlist-count').innerText()).toBe('1 of 1,000 companies');

      // Unfollow from the list: the row leaves and the count says so.
      await page.getByRole('button', { name: `Unfollow ${subject.name}` }).click();
      await page.getByText('You follow no company yet.', { exact: false }).waitFor();
      expect(await page.getByTestId('watchlist-count').innerText()).toBe('0 of 1,000 companies');
    },
    TEST_TIMEOUT_MS,
  );
});
