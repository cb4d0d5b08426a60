import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES } from '@trusthive/contracts';
import { createDb, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { addStaffThroughCli, field, signInThroughUi, type TestStaffAccount } from './support/staff';
import { baseUrl } from './support/base-url';
import { boxesOf, overlaps, sidewaysOverflow } from './support/layout';

// The staff console in real Chromium against the real stack (issue 18): the first admin, made
// by `npm run staff -- add`, signs in with a TOTP code, adds a moderator; the moderator signs in
// and sees the work queues but not the admin pages.

const UI_TIMEOUT_MS = 10_000;

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'e2e-staff' });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await db?.destroy();
});

describe('the staff console', () => {
  let admin: TestStaffAccount;
  const moderator = {
    email: `moderator-${randomUUID()}@trusthive.test`,
    name: 'Meera Moderator',
    password: 'moderator password 1',
  };

  it('should keep the console out of search engines and out of the public pages', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/staff`);
    await page.getByRole('heading', { name: 'TrustHive Staff' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    // None of the public shell: no top bar search, no footer.
    expect(await page.locator('footer').count()).toBe(0);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('a[href^="/staff"]').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  });

  it('should sign in the CLI-made admin with a TOTP code, who adds a moderator', async () => {
    admin = await addStaffThroughCli({
      email: `admin-${randomUUID()}@trusthive.test`,
      name: 'Asha Admin',
      role: 'admin',
      password: 'admin password 12',
    });
    expect(admin.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    const page = await newPage();
    // A wrong password first: the one message for any wrong part.
    await page.goto(`${baseUrl()}/staff`);
    await field(page, 'Email').fill(admin.email);
    await field(page, 'Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Email, password or code is incorrect, or this account is locked' })
      .waitFor();
    expect(await field(page, '6-digit code').count()).toBe(0);

    await signInThroughUi(page, baseUrl(), admin);
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([
      expect.objectContaining({ name: 'th_staff', httpOnly: true, sameSite: 'Strict', path: '/' }),
    ]);
    await expect(page.url()).toBe(`${baseUrl()}/staff/registrations`);
    // An owner's action with a long e-mail, as other tests of the run leave in the shared log:
    // the page must not grow sideways for it.
    // No hyphen: nowhere for the browser to break it.
    const longEmail = `ownerwithaverylongaddress${randomUUID().replaceAll('-', '')}${randomUUID().replaceAll('-', '')}@acmetraders.in`;
    await db
      .insertInto('staff_audit_log')
      .values({
        actor_id: null,
        actor_owner_email: longEmail,
        action: 'owner.profile_update',
        subject_kind: 'owner',
        subject_id: longEmail,
        before: null,
        after: JSON.stringify({ contactEmail: longEmail }),
      })
      .execute();
    await nav(page).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Staff accounts' }).waitFor();
    await field(page, 'Email').fill(moderator.email);
    await field(page, 'Name').fill(moderator.name);
    await field(page, 'Role').selectOption('moderator');
    await field(page, 'Initial password').fill(moderator.password);
    await page.getByRole('button', { name: 'Add account' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Added ${moderator.name} (${moderator.email}) as moderator.` })
      .waitFor();
    await page.getByRole('cell', { name: moderator.email, exact: true }).waitFor();
    const { id: moderatorId, ...row } = await db
      .selectFrom('staff_accounts')
      .select(['id', 'role', 'display_name'])
      .where('email', '=', moderator.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'moderator', display_name: moderator.name });

    // The audit log shows the addition, newest first: above the entry written before it. The
    // other browser files run beside this one and write entries of their own, so the addition
    // is found by its subject, not taken to be the first row.
    await nav(page).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const entries = page.locator('.staff-table tbody tr');
    const added = entries
      .filter({ hasText: 'staff.add' })
      .filter({ hasText: new RegExp(`staff_account ${moderatorId}\\b`) });
    await added.waitFor();
    expect(await added.textContent()).toContain('Asha Admin');
    const earlier = entries.filter({ hasText: longEmail }).first();
    expect((await added.boundingBox())!.y).toBeLessThan((await earlier.boundingBox())!.y);

    // At 1366 px the filters sit side by side without covering each other (issue 36): the
    // Actor select, as wide as its longest "Name (e-mail)", once ran over the Action field.
    const filters = page.getByRole('form', { name: 'Filter the log' });
    await filters.getByRole('option', { name: new RegExp(moderator.email) }).waitFor({
      state: 'attached',
    });
    const boxes = await boxesOf(filters.locator('label, input, select, button'));
    expect(boxes.length).toBe(9);
    for (const [index, box] of boxes.entries())
      for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('should let the moderator in to the queues but not the admin pages', async () => {
    const page = await newPage();
    await signInThroughUi(page, baseUrl(), { id: 0, ...moderator });
    for (const queue of [
      'Registrations',
      'Claims',
      'Reports',
      'Corrections',
      'Contact messages',
      'Owner changes',
    ]) {
      await nav(page)
        .getByRole('link', { name: new RegExp(`^${queue}`) })
        .waitFor();
    }
    expect(await nav(page).getByRole('link', { name: 'Accounts' }).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/staff/accounts`);
    await page.getByRole('alert').filter({ hasText: 'Only an admin can see this page.' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Staff accounts' }).count()).toBe(0);
    // The API says the same, whatever the page shows.
    const answer = await page.evaluate(async () => (await fetch('/api/staff/accounts')).status);
    expect(answer).toBe(403);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const after = await page.evaluate(async () => (await fetch('/api/staff/session')).status);
    expect(after).toBe(401);
  });

  // Issue 37, finding 8: a signed-in session alone no longer ties an authenticator app to the
  // account; the panel asks for the password first.
  it('should ask the moderator for the password before showing a new authenticator key', async () => {
    const page = await newPage();
    await signInThroughUi(page, baseUrl(), { id: 0, ...moderator });
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    const password = panel.getByLabel(/^Your password( \*)?$/);
    await password.fill('not my password at all');
    await panel.getByRole('button', { name: 'Set up authenticator app' }).click();
    await panel
      .getByRole('alert')
      .filter({ hasText: STAFF_AUTH_MESSAGES.wrongCurrentPassword.message })
      .waitFor();
    expect(await panel.locator('code').count()).toBe(0);
    await password.fill(moderator.password);
    await panel.getByRole('button', { name: 'Set up authenticator app' }).click();
    await panel.locator('code').waitFor();
    expect(await panel.locator('code').textContent()).toMatch(/^[A-Z2-7]{16,}$/);
  });
});
