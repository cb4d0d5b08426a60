import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generate } from 'otplib';
import type { Database } from '@trusthive/platform';
import { hashPassword, insertAccount, newTotpSecret } from '@trusthive/submissions/testing';
import { endsSession } from './ends-session';
import type { FuzzRequest } from './requests';

// The staff console's routes need a signed-in staff session (issue 18). Before a run the fuzz
// makes staff accounts and signs two of them in through the stack; every generated or sample
// request to /api/staff then carries a session (cookie and CSRF token), so requests get past
// the guard into the routes. A staff route's valid sample is its declaration's example.

/** A signed-in session: what a request sends. */
export interface FuzzStaffSession {
  cookie: string;
  csrfToken: string;
}

export interface FuzzStaff {
  /** An admin with TOTP: the session most staff requests carry. */
  admin: FuzzStaffSession;
  adminId: number;
  /** A moderator without TOTP (its requests may start an enrolment). */
  moderator: FuzzStaffSession;
  /** A moderator that admin samples change (role and disabled, to the values it has). */
  targetAccountId: number;
  /** Moderators the sign-in samples use in turn, so that none reaches the lockout. */
  signInEmails: string[];
  signInPassword: string;
}

/**
 * Which session an operation's requests carry; admin unless named here. Null for the requests
 * that would end the session the others use (sign-out, sign out everywhere, a new password),
 * and for signing in: those are sent without one.
 */
export const STAFF_SESSION_OF: Record<string, keyof Pick<FuzzStaff, 'admin' | 'moderator'> | null> =
  {
    'POST /api/staff/session': null,
    'DELETE /api/staff/session': null,
    'DELETE /api/staff/sessions': null,
    'POST /api/staff/me/password': null,
    'POST /api/staff/me/totp': 'moderator',
    'POST /api/staff/me/totp/confirm': 'moderator',
  };

/** The one staff operation only its samples send with a session (see withStaffSession). */
const SAMPLE_ONLY = 'PATCH /api/staff/accounts/{id}';

/** Enough that no sign-in account gets five failures in a nightly run (30,000 requests). */
const SIGN_IN_ACCOUNTS = 200;

async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<FuzzStaffSession> {
  const response = await fetch(`${baseUrl}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      ...(totpSecret ? { code: await generate({ secret: totpSecret }) } : {}),
    }),
  });
  if (response.status !== 200) {
    throw new Error(`fuzz staff sign-in answered ${response.status}: ${await response.text()}`);
  }
  const cookie = /^([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('fuzz staff sign-in set no cookie');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

/** The accounts (no run marker in them: they are the run's fixtures, not its writes). */
export async function startFuzzStaff(db: Kysely<Database>, baseUrl: string): Promise<FuzzStaff> {
  const tag = randomBytes(4).toString('hex');
  const password = `fuzz-staff-${randomBytes(8).toString('hex')}`;
  const passwordHash = await hashPassword(password);
  const add = async (name: string, role: 'admin' | 'moderator', totpSecret?: string) => {
    const row = await insertAccount(db, {
      email: `fuzz-${tag}-${name}@staff.example`,
      displayName: `Fuzz ${name}`,
      role,
      passwordHash,
      totpSecret: totpSecret ?? null,
      totpEnabled: totpSecret !== undefined,
    });
    if (!row) throw new Error(`fuzz staff account ${name} exists already`);
    return row;
  };
  const adminSecret = newTotpSecret();
  const admin = await add('admin', 'admin', adminSecret);
  const moderator = await add('moderator', 'moderator');
  const target = await add('target', 'moderator');
  const signInEmails: string[] = [];
  for (let index = 0; index < SIGN_IN_ACCOUNTS; index++) {
    signInEmails.push((await add(`signin${index}`, 'moderator')).email);
  }
  return {
    admin: await signIn(baseUrl, admin.email, password, adminSecret),
    adminId: admin.id,
    moderator: await signIn(baseUrl, moderator.email, password),
    targetAccountId: target.id,
    signInEmails,
    signInPassword: password,
  };
}

/** The request with the staff session its operation carries (none outside /api/staff). */
export function withStaffSession(request: FuzzRequest, staff: FuzzStaff | undefined): FuzzRequest {
  if (!staff || !request.operation.includes(' /api/staff')) return request;
  const which =
    request.operation in STAFF_SESSION_OF ? STAFF_SESSION_OF[request.operation] : 'admin';
  if (!which) return request;
  // Changing an account is sent with a session only from its sample, which names the account
  // made for it: a generated id could be the run's own admin, and a generated body disable it.
  if (request.operation === SAMPLE_ONLY && !request.kind.startsWith('valid')) return request;
  // Judged by what is sent, not the operation it was made from: a GET of the session sent as a
  // DELETE (the "other method" requests), in any spelling of its path, would sign the run out.
  if (endsSession(request)) return request;
  const session = staff[which];
  const headers: Record<string, string> = { ...request.headers, cookie: session.cookie };
  // A token the generator drew (the document names the header) is kept: it is one of the
  // hostile inputs.
  if (request.method !== 'GET' && headers['x-csrf-token'] === undefined) {
    headers['x-csrf-token'] = session.csrfToken;
  }
  return { ...request, headers };
}
