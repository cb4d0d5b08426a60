import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { hashPassword, signInTokenHash } from '@trusthive/submissions/testing';
import { endsSession } from './ends-session';
import type { FuzzRequest } from './requests';

// Company owners' routes (issue 19) need a signed-in owner session. Before a run the fuzz makes
// a company with owners, signs one in through the stack with a sign-in link, and every request
// to /api/account (but the three that sign in, the contact-email link, and those that would end
// the session) carries that session's cookie and CSRF token. An owner route's valid sample is
// its declaration's example.

export interface FuzzOwner {
  cookie: string;
  csrfToken: string;
  /** The company the signed-in owner owns. */
  companyId: number;
  /** Owners with a password, used in turn by the password sign-in sample (none locks). */
  signInEmails: string[];
  signInPassword: string;
  /** An API key of the signed-in account (issue 43): what the revoke sample names. */
  apiKeyId: string;
  /** The signed-in owner's address (their account's). */
  email: string;
}

/** Enough that no owner gets five failed password sign-ins in a nightly run. */
const SIGN_IN_OWNERS = 200;

/** The requests sent without the session: signing in, and what would end it. */
const WITHOUT_SESSION = new Set([
  'POST /api/account/sign-in-links',
  'POST /api/account/session',
  'POST /api/account/session/password',
  'POST /api/account/contact-email/confirmations',
  'DELETE /api/account/session',
  'DELETE /api/account/sessions',
  'PUT /api/account/password',
]);

export async function startFuzzOwner(db: Kysely<Database>, baseUrl: string): Promise<FuzzOwner> {
  const tag = randomBytes(4).toString('hex');
  const company = await newCompany(db);
  const email = `fuzz-${tag}-owner@owner.example`;
  const password = `fuzz-owner-${randomBytes(8).toString('hex')}`;
  const passwordHash = await hashPassword(password);
  const signInEmails = Array.from(
    { length: SIGN_IN_OWNERS },
    (_, index) => `fuzz-${tag}-signin${index}@owner.example`,
  );
  await db
    .insertInto('company_owners')
    .values([email, ...signInEmails].map((owner) => ({ company_id: company.id, email: owner })))
    .execute();
  // A password signs in an account (issue 43), which a first link sign-in would have made.
  await db
    .insertInto('accounts')
    .values(signInEmails.map((owner) => ({ email: owner })))
    .execute();
  await db
    .insertInto('owner_passwords')
    .values(signInEmails.map((owner) => ({ email: owner, password_hash: passwordHash })))
    .execute();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('owner_sign_in_links')
    .values({
      token_hash: signInTokenHash(token),
      email,
      expires_at: new Date(Date.now() + 15 * 60_000),
    })
    .execute();
  const response = await fetch(`${baseUrl}/api/account/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 200) {
    throw new Error(`fuzz owner sign-in answered ${response.status}: ${await response.text()}`);
  }
  const cookie = /^([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('fuzz owner sign-in set no cookie');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const apiKeyId = await newApiKey(baseUrl, cookie, csrfToken);
  return {
    cookie,
    csrfToken,
    companyId: company.id,
    signInEmails,
    signInPassword: password,
    apiKeyId,
    email,
  };
}

/**
 * A key the account makes through the stack, as its page does (issue 43): every revoke sample
 * names it (revoking a revoked key answers it again), so the valid one answers 2xx.
 */
async function newApiKey(baseUrl: string, cookie: string, csrfToken: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/account/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ name: 'fuzz run key' }),
  });
  if (response.status !== 201) {
    throw new Error(`fuzz API key creation answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { key: { id: string } }).key.id;
}

/** The request with the owner session (none outside /api/account). */
export function withOwnerSession(request: FuzzRequest, owner: FuzzOwner | undefined): FuzzRequest {
  if (!owner || !request.operation.includes(' /api/account')) return request;
  if (WITHOUT_SESSION.has(request.operation) || endsSession(request)) return request;
  const headers: Record<string, string> = { ...request.headers, cookie: owner.cookie };
  // A token the generator drew is kept: it is one of the hostile inputs.
  if (request.method !== 'GET' && headers['x-csrf-token'] === undefined) {
    headers['x-csrf-token'] = owner.csrfToken;
  }
  return { ...request, headers };
}
