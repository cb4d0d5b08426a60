import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generate } from 'otplib';
import type { StaffRole } from '@trusthive/contracts';
import type { Database, Server } from '@trusthive/platform';
import { insertAccount } from '../../src/staff/accounts/accounts.repository';
import { hashPassword } from '../../src/shared/passwords';
import { STAFF_SESSION_COOKIE } from '../../src/staff/auth/staff-auth';
import { newTotpSecret } from '../../src/staff/auth/totp';

// Staff accounts and signed-in sessions for tests of staff routes, through the real sign-in:
//   const admin = await createStaffAccount(service.deps.db, { role: 'admin' });
//   const { headers } = await signInStaff(service.app, admin);
//   await service.app.inject({ method: 'POST', url: '/api/staff/…', headers, payload });

export interface TestStaffAccount {
  id: number;
  email: string;
  password: string;
  /** Set when the account has TOTP enabled (every admin unless `totp: false`). */
  totpSecret?: string;
}

export interface StaffAccountOptions {
  role: StaffRole;
  email?: string;
  displayName?: string;
  password?: string;
  /**
   * Enrol TOTP (default: for an admin, who cannot use the console without it; not for a
   * moderator).
   */
  totp?: boolean;
}

export async function createStaffAccount(
  db: Kysely<Database>,
  options: StaffAccountOptions,
): Promise<TestStaffAccount> {
  const email = options.email ?? `staff-${randomUUID()}@trusthive.test`;
  const password = options.password ?? `pw-${randomUUID()}`;
  const totpSecret = (options.totp ?? options.role === 'admin') ? newTotpSecret() : undefined;
  const row = await insertAccount(db, {
    email,
    displayName: options.displayName ?? `Test ${options.role}`,
    role: options.role,
    passwordHash: await hashPassword(password),
    totpSecret: totpSecret ?? null,
    totpEnabled: totpSecret !== undefined,
  });
  if (!row) throw new Error(`a staff account with ${email} exists already`);
  return { id: row.id, email, password, ...(totpSecret ? { totpSecret } : {}) };
}

const TOTP_PERIOD_S = 30;
/** The last time step each secret's code was given for, in this test process. */
const lastStepGiven = new Map<string, number>();

/** A clock a test moves (the staff service's `clock`), instead of waiting for real time. */
export interface MovableClock {
  now: number;
  advance(ms: number): void;
}

/** The clock of each test service that runs on one (startStaffService registers it). */
const serviceClocks = new WeakMap<object, MovableClock>();

/**
 * Tells signInStaff that this app's staff auth reads `clock`: its codes are then made for, and
 * waited for on, that clock. A service on a frozen clock would refuse codes of real time.
 */
export function useServiceClock(app: object, clock: MovableClock): void {
  serviceClocks.set(app, clock);
}

/**
 * A code of the secret that the service has not accepted yet, as a person gets by waiting
 * for the next code: each code signs in once (issue 37). The current step's code first,
 * else the next step's (the service takes one step either side), else it waits for a new
 * step: on the test's clock when the service runs on one (moved to the next step at once),
 * else in real time. Each process keeps its own record, so a secret is used by one test file.
 */
export async function totpCode(secret: string, clock?: MovableClock): Promise<string> {
  for (;;) {
    const nowMs = clock ? clock.now : Date.now();
    const nowStep = Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
    const step = Math.max(nowStep, (lastStepGiven.get(secret) ?? -1) + 1);
    if (step <= nowStep + 1) {
      lastStepGiven.set(secret, step);
      return generate({ secret, epoch: step * TOTP_PERIOD_S });
    }
    const untilNextStep = (nowStep + 1) * TOTP_PERIOD_S * 1000 - nowMs + 20;
    if (clock) clock.advance(untilNextStep);
    else await new Promise((resolve) => setTimeout(resolve, untilNextStep));
  }
}

export interface StaffSignInHeaders {
  /** For app.inject: the session cookie and the CSRF token every write needs. */
  headers: { cookie: string; 'x-csrf-token': string };
  csrfToken: string;
  sessionId: string;
}

/** A caller address of its own per sign-in, so tests never meet the per-address limit. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs in through POST /api/staff/session (with the TOTP code when the account has one). */
export async function signInStaff(
  app: Server,
  account: { email: string; password: string; totpSecret?: string | undefined },
  /** The service's clock, when it runs on one (see totpCode); found by the app by default. */
  clock: MovableClock | undefined = serviceClocks.get(app),
): Promise<StaffSignInHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/session',
    headers: { 'x-forwarded-for': someAddress() },
    payload: {
      email: account.email,
      password: account.password,
      ...(account.totpSecret ? { code: await totpCode(account.totpSecret, clock) } : {}),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`staff sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const cookie = response.cookies.find((one) => one.name === STAFF_SESSION_COOKIE);
  if (!cookie) throw new Error('staff sign-in set no session cookie');
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return {
    headers: { cookie: `${STAFF_SESSION_COOKIE}=${cookie.value}`, 'x-csrf-token': csrfToken },
    csrfToken,
    sessionId: cookie.value,
  };
}
