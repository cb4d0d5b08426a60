import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import type { StaffRole } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import {
  createStaffAccount,
  totpCode,
  type TestStaffAccount,
} from '../../../services/submissions/test/support/staff-session';

// Staff accounts for browser tests, in the e2e stack's database:
//   const admin = await createE2eStaffAccount(db, { role: 'admin' });
//   await signInThroughUi(page, baseUrl, admin);         // the console's sign-in form
//   await signInByCookie(context, baseUrl, moderator);   // straight to a signed-in context

export type { TestStaffAccount };

const ROOT = path.resolve(import.meta.dirname, '../../..');
const UI_TIMEOUT_MS = 10_000;

export function createE2eStaffAccount(
  db: Kysely<Database>,
  options: { role: StaffRole; email?: string; password?: string; totp?: boolean },
): Promise<TestStaffAccount> {
  return createStaffAccount(db, options);
}

/**
 * `npm run staff -- add …` as an operator runs it, on the e2e database. Returns the account
 * with the TOTP secret the CLI printed (admins).
 */
export async function addStaffThroughCli(options: {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}): Promise<TestStaffAccount> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'services/submissions/src/cli/staff.ts',
      'add',
      '--email',
      options.email,
      '--name',
      options.name,
      '--role',
      options.role,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: testDatabaseUrl(),
        STAFF_PASSWORD: options.password,
        LOG_LEVEL: 'silent',
      },
    },
  );
  const id = Number(/Added \w+ #(\d+)/.exec(stdout)?.[1]);
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(stdout)?.[1];
  if (!Number.isInteger(id)) throw new Error(`the staff CLI printed no account: ${stdout}`);
  return {
    id,
    email: options.email,
    password: options.password,
    ...(totpSecret ? { totpSecret } : {}),
  };
}

/** A code of an authenticator app holding this secret that has not signed in yet. */
export function totpCodeOf(secret: string): Promise<string> {
  return totpCode(secret);
}

/** A form control by its label; required labels end in an asterisk hidden from screen readers. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Signs in on /staff with the form (and the 6-digit code when the account has TOTP). */
export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  account: TestStaffAccount,
): Promise<void> {
  await page.goto(`${baseUrl}/staff`, { timeout: UI_TIMEOUT_MS });
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (account.totpSecret) {
    const code = field(page, '6-digit code');
    await code.waitFor({ timeout: UI_TIMEOUT_MS });
    await code.fill(await totpCodeOf(account.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor({
    timeout: UI_TIMEOUT_MS,
  });
}

/** Signs in through the API and gives the browser context the session cookie. */
export async function signInByCookie(
  context: BrowserContext,
  baseUrl: string,
  account: TestStaffAccount,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      ...(account.totpSecret ? { code: await totpCodeOf(account.totpSecret) } : {}),
    }),
  });
  if (response.status !== 200) {
    throw new Error(`staff sign-in answered ${response.status}: ${await response.text()}`);
  }
  const cookie = /^([^=]+)=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  if (!cookie) throw new Error('staff sign-in set no cookie');
  await context.addCookies([
    {
      name: cookie[1]!,
      value: cookie[2]!,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}
