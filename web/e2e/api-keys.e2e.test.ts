import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiKeyDigest,
  apiKeyRecordKey,
  createDb,
  createRedis,
  type Database,
} from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { seriousAxeViolations } from './support/axe';
import { baseUrl } from './support/base-url';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';

// Issue 43 part 4 in real Chromium against the real stack: any address signs in with a mailed
// link, makes a key on /account/api-keys and reads its secret off the page (shown once), calls
// search and a profile with it (RateLimit-* fields), sees the use on the page, runs out of a
// small daily quota (429 with Retry-After), revokes the key in the page, and is refused (401).

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 120_000;

let db: Kysely<Database>;
let browser: Browser;
let context: BrowserContext | undefined;

/** The sign-in link of a mail, as the reader clicks it. */
function linkIn(text: string): string {
  const link = /(https?:\/\/\S+\/account\/sign-in\/link#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!link) throw new Error(`no sign-in link in the mail:\n${text}`);
  return link;
}

/** A public read with the key, as a customer's program sends it. */
const withKey = (key: string, path: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${key}` } });

async function signedInPage(): Promise<Page> {
  // bypassCSP lets axe-core be injected past the gateway's script-src 'self'.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  const email = `api-${letters(8).toLowerCase()}@example.in`;
  await page.goto(`${baseUrl()}/account/sign-in`);
  const form = page.getByRole('region', { name: 'Get a sign-in link' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send sign-in link' }).click();
  await form.getByRole('status').getByText('We have sent a sign-in link').waitFor();
  const mail = await waitForMail({ to: email, subject: 'Your TrustHive sign-in link' });
  await page.goto(linkIn(mail.text));
  await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
  return page;
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'api-keys-e2e' });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await db?.destroy();
});

describe('API keys', () => {
  it(
    'should make a key shown once, count search and a profile against it, refuse it past its quota (429) and once revoked (401)',
    async () => {
      const company = await newCompany(db, { company_name: `Keyed ${letters(6)} Private Limited` });
      const page = await signedInPage();

      // From the account page to the keys page: nothing yet, and the way to the quick start.
      await page
        .getByRole('region', { name: 'Supplier checks' })
        .getByRole('link', { name: 'API keys' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
      await page.getByText('You have no API keys yet. Create one above to start.').waitFor();
      expect(await page.getByRole('link', { name: /quick start/ }).getAttribute('href')).toBe(
        '/api/docs',
      );

      await page.getByRole('textbox', { name: /Key name/ }).fill('ERP vendor check');
      await page.getByRole('button', { name: 'Create key' }).click();
      const field = page.getByRole('textbox', { name: 'Your API key' });
      await field.waitFor();
      const key = await field.inputValue();
      expect(key).toMatch(/^th_live_[A-Za-z0-9_-]{43}$/);
      await page.getByText(/It will not be shown again/).waitFor();
      const row = page
        .getByRole('table', { name: 'Your keys' })
        .getByRole('row', { name: /ERP vendor check/ });
      expect(await row.textContent()).toContain(`${key.slice(0, 16)}…`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The key on the public reads: answered, with where it stands.
      const search = await withKey(
        key,
        `/api/search?q=${encodeURIComponent(company.company_name)}`,
      );
      expect(search.status).toBe(200);
      expect(Number(search.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
      expect(search.headers.get('ratelimit-remaining')).not.toBeNull();
      expect(Number(search.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      const profile = await withKey(key, `/api/companies/${company.id}`);
      expect(profile.status).toBe(200);
      expect(await profile.text()).toContain(company.company_name);
      expect(profile.headers.get('ratelimit-remaining')).not.toBeNull();

      // The page shows the use once read again (the secret is gone: shown once).
      await page.reload();
      await page.getByText('2 of 2,00,000 requests this month').waitFor();
      expect(await page.getByRole('textbox', { name: 'Your API key' }).count()).toBe(0);
      expect(await row.textContent()).not.toContain('Never');

      // A small daily quota, as an operator sets one in api_keys; the gateway reads the key's
      // limits again once Redis no longer holds its record (as after its ten minutes).
      await db
        .updateTable('api_keys')
        .set({ daily_quota: 3 })
        .where('key_prefix', '=', key.slice(0, 16))
        .execute();
      const redis = createRedis(process.env.E2E_REDIS_URL!, 'producer', 'api-keys-e2e');
      try {
        if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
        await redis.del(apiKeyRecordKey(apiKeyDigest(key).toString('hex')));
      } finally {
        redis.disconnect();
      }
      const last = await withKey(key, `/api/companies/${company.id}`);
      expect(last.status).toBe(200);
      expect(last.headers.get('ratelimit-limit')).toBe('3');
      expect(last.headers.get('ratelimit-remaining')).toBe('0');
      const refused = await withKey(key, `/api/companies/${company.id}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('ratelimit-reset')).toBe(refused.headers.get('retry-after'));
      expect(((await refused.json()) as { error: { title: string } }).error.title).toBe(
        'Too Many Requests',
      );

      // Revoked in the page, after a confirmation: refused at once.
      await row.getByRole('button', { name: 'Revoke the key ERP vendor check' }).click();
      await row.getByRole('button', { name: 'Yes, revoke' }).click();
      await page.getByText('The key ERP vendor check is revoked.').waitFor();
      await row.getByText(/^Revoked on /).waitFor();
      const revoked = await withKey(
        key,
        `/api/search?q=${encodeURIComponent(company.company_name)}`,
      );
      expect(revoked.status).toBe(401);
      expect(((await revoked.json()) as { error: { title: string } }).error.title).toBe(
        'Invalid API Key',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
