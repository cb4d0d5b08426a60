import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { OWNER_SIGN_IN_LINK_MINUTES } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { insertSignInLink } from './sign-in-links.repository';

// A sign-in link carries 32 random bytes; the database keeps only their sha-256 and finds the
// link by it. Looking up a hash is the constant-time comparison: no stored token is ever
// compared byte by byte with what a caller sent, and a table dump holds no usable link.

export const SIGN_IN_LINK_MS = OWNER_SIGN_IN_LINK_MINUTES * 60_000;

export const signInTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a link for the address in the caller's transaction; answers the token (never stored). */
export async function issueSignInLink(
  trx: Transaction<Database>,
  email: string,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSignInLink(trx, {
    tokenHash: signInTokenHash(token),
    email: email.toLowerCase(),
    expiresAt: new Date(now + SIGN_IN_LINK_MS),
  });
  return token;
}

/**
 * The page that consumes a link. The token rides in the fragment, which browsers never send to
 * a server, so it stays out of every access log and Referer header.
 */
export function signInLinkUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/account/sign-in/link#token=${token}`;
}

/**
 * The link an approval mail carries (claim or registration approved), issued in the
 * approval's transaction: the owner's first way in, without asking for one.
 */
export async function approvalSignInUrl(
  trx: Transaction<Database>,
  publicBaseUrl: string,
  email: string,
  now: number,
): Promise<string> {
  return signInLinkUrl(publicBaseUrl, await issueSignInLink(trx, email, now));
}
