import { createHash } from 'node:crypto';
import {
  OWNER_AUTH_MESSAGES,
  OWNER_REAUTH_MINUTES,
  OWNER_SIGN_IN_LINK_MINUTES,
  type OwnerPasswordChange,
  type OwnerPasswordSignIn,
} from '@trusthive/contracts';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  truncateIp,
  type Session,
} from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { enqueueMail } from '../../shared/mail/enqueue';
import type { MailLocale } from '../../shared/mail/locale';
import { refuseLink, type LinkRefusal } from '../../shared/one-time-links';
import { countSignInFromAddress } from '../../shared/sign-in-attempts';
import { assertAcceptablePassword, historyAfterChange } from '../../shared/password-policy';
import { hashPassword, passwordMatches } from '../../shared/passwords';
import { recordOwnerAudit } from '../audit';
import { ensureAccount, findAccountByEmail } from '../../shared/accounts.repository';
import type { OwnerAuth } from './owner-auth';
import {
  findOwnerPassword,
  lockOwnerPassword,
  saveOwnerPassword,
  updatePasswordAttempts,
} from './owner-passwords.repository';
import { issueSignInLink, signInLinkUrl, signInTokenHash } from '../../shared/sign-in-links';
import { lockSignInLink, markSignInLinkUsed } from '../../shared/sign-in-links.repository';

// Owner sign-in: a link mailed to an owner's address, or the password they may set. Tokens and
// addresses never reach a log; the audit log keeps who signed in and how (the caller's address
// truncated), written in the transaction that spends the link.

const M = OWNER_AUTH_MESSAGES;

/** The per-address counter's key: a digest, so no e-mail address sits in a Redis key. */
const addressKey = (email: string) => createHash('sha256').update(email).digest('hex');
export const OWNER_LOCKOUT_FAILURES = 5;
export const OWNER_LOCKOUT_MS = 15 * 60_000;

export interface OwnerSignedIn {
  email: string;
  sessionId: string;
  session: Session;
}

/**
 * Mails a sign-in link to any address (issue 43: an account is for anyone; spending the link
 * makes it). The answer is given before anything is written (the returned `issued` settles
 * later), so its timing tells nothing about the address. Limited per address and per IP.
 */
export async function requestSignInLink(
  deps: SubmissionsDeps,
  auth: OwnerAuth,
  email: string,
  address: string,
  /** The language of the page that asked (issue 44): the link's mail speaks it. */
  locale: MailLocale = 'en',
): Promise<{ issued: Promise<void> }> {
  const normalized = email.trim().toLowerCase();
  const wait =
    (await auth.linksPerIp.hit(address)) ?? (await auth.linksPerEmail.hit(addressKey(normalized)));
  if (wait !== null) {
    const refusal = M.tooManyLinks(wait);
    throw new TooManyRequestsError(refusal.title, refusal.message);
  }
  return { issued: mailSignInLink(deps, auth, normalized, address, locale) };
}

/** The link, its mail and its audit entry in one transaction. */
async function mailSignInLink(
  deps: SubmissionsDeps,
  auth: OwnerAuth,
  email: string,
  address: string,
  locale: MailLocale,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const token = await issueSignInLink(trx, email, auth.now());
    await enqueueMail(trx, {
      to: email,
      locale,
      template: 'owner-sign-in-link',
      data: {
        signInUrl: signInLinkUrl(deps.config.publicBaseUrl, token),
        minutes: OWNER_SIGN_IN_LINK_MINUTES,
      },
    });
    await recordOwnerAudit(trx, {
      ownerEmail: email,
      action: 'owner.sign_in_link',
      subjectKind: 'owner',
      subjectId: email,
      before: null,
      after: { address: truncateIp(address) },
    });
  });
  deps.relay.wake();
}

type LinkOutcome = { kind: 'ok'; email: string } | LinkRefusal;

/**
 * Spends a sign-in link (once: the row is locked, checked and marked in one transaction), and
 * makes the address's account on its first sign-in, in the language of the page it signed in on.
 */
export async function signInWithLink(
  deps: SubmissionsDeps,
  auth: OwnerAuth,
  token: string,
  address: string,
  locale: MailLocale = 'en',
): Promise<OwnerSignedIn> {
  await countSignInFromAddress(auth.signInsPerIp, address, M.tooManyFromAddress);
  const now = new Date(auth.now());
  const outcome = await deps.db.transaction().execute(async (trx): Promise<LinkOutcome> => {
    const link = await lockSignInLink(trx, signInTokenHash(token));
    if (!link) return { kind: 'unknown' };
    if (link.used_at) return { kind: 'used' };
    if (new Date(link.expires_at) <= now) return { kind: 'expired' };
    await markSignInLinkUsed(trx, link.id, now);
    await ensureAccount(trx, link.email, locale, now);
    await recordOwnerAudit(trx, {
      ownerEmail: link.email,
      action: 'session.sign_in',
      subjectKind: 'owner',
      subjectId: link.email,
      before: null,
      after: { method: 'link', address: truncateIp(address) },
    });
    return { kind: 'ok', email: link.email };
  });
  if (outcome.kind !== 'ok') refuseLink(outcome, M);
  return startSession(auth, outcome.email);
}

async function startSession(auth: OwnerAuth, email: string): Promise<OwnerSignedIn> {
  // Always a new id: whatever session id the browser had before is never promoted.
  const { id, session } = await auth.sessions.create('owner', email);
  return { email, sessionId: id, session };
}

type PasswordOutcome = { kind: 'ok'; email: string } | { kind: 'wrong' | 'locked' };

/** Signs in with the optional password; five failures in a row lock it for 15 minutes. */
export async function signInWithPassword(
  deps: SubmissionsDeps,
  auth: OwnerAuth,
  input: OwnerPasswordSignIn,
  address: string,
): Promise<OwnerSignedIn> {
  await countSignInFromAddress(auth.signInsPerIp, address, M.tooManyFromAddress);
  const email = input.email.trim().toLowerCase();
  const found = await findOwnerPassword(deps.db, email);
  // Always verified (against a dummy hash when there is none): the same time either way.
  const passwordOk = await passwordMatches(found?.password_hash, input.password);
  const now = new Date(auth.now());
  const outcome = await deps.db.transaction().execute(async (trx): Promise<PasswordOutcome> => {
    const row = found && (await lockOwnerPassword(trx, email));
    // An erased account's password signs nobody in.
    if (!row || !(await findAccountByEmail(trx, email))) return { kind: 'wrong' };
    if (row.locked_until && new Date(row.locked_until) > now) return { kind: 'locked' };
    const audit = (action: string, after: unknown) =>
      recordOwnerAudit(trx, {
        ownerEmail: email,
        action,
        subjectKind: 'owner',
        subjectId: email,
        before: null,
        after,
      });
    if (!passwordOk) {
      const failures = row.failed_attempts + 1;
      const locks = failures >= OWNER_LOCKOUT_FAILURES;
      await updatePasswordAttempts(trx, email, {
        failed_attempts: locks ? 0 : failures,
        locked_until: locks ? new Date(now.getTime() + OWNER_LOCKOUT_MS) : null,
      });
      await audit('session.sign_in_failed', {
        reason: 'wrong password',
        failedAttempts: failures,
        address: truncateIp(address),
      });
      return { kind: locks ? 'locked' : 'wrong' };
    }
    await updatePasswordAttempts(trx, email, { failed_attempts: 0, locked_until: null });
    await audit('session.sign_in', { method: 'password', address: truncateIp(address) });
    return { kind: 'ok', email };
  });
  switch (outcome.kind) {
    // A locked password answers as a wrong one (issue 37): a 429 told which addresses own a
    // company. The answer's words say a lock may be why, and a sign-in link always works.
    case 'locked':
    case 'wrong':
      throw new UnauthorizedError(M.wrongCredentials.title, M.wrongCredentials.message);
    case 'ok':
      return startSession(auth, outcome.email);
  }
}

export async function ownerHasPassword(deps: SubmissionsDeps, email: string): Promise<boolean> {
  return (await findOwnerPassword(deps.db, email)) !== undefined;
}

/**
 * Sets or changes the password (argon2id, as for staff). Changing one needs the current one; a
 * first one needs a fresh sign-in (a link spent within OWNER_REAUTH_MINUTES), so a session left
 * open cannot add a lasting way in (issue 37). The new one passes the same policy as a staff
 * password, its history included. Every other session of the owner ends, this one stays.
 */
export async function setOwnerPassword(
  deps: SubmissionsDeps,
  auth: OwnerAuth,
  email: string,
  session: { id: string; signedInAt: number },
  change: OwnerPasswordChange,
): Promise<void> {
  const existing = await findOwnerPassword(deps.db, email);
  if (existing && !(await passwordMatches(existing.password_hash, change.current ?? ''))) {
    throw new BadRequestError(
      M.wrongCurrentPassword.title,
      M.wrongCurrentPassword.message,
      'current',
    );
  }
  if (!existing && auth.now() - session.signedInAt > OWNER_REAUTH_MINUTES * 60_000) {
    throw new ForbiddenError(M.signInAgainToSetPassword.title, M.signInAgainToSetPassword.message);
  }
  await assertAcceptablePassword(change.next, {
    email,
    usedHashes: existing ? [existing.password_hash, ...existing.previous_password_hashes] : [],
    field: 'next',
  });
  const passwordHash = await hashPassword(change.next);
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockOwnerPassword(trx, email);
    const history = before
      ? historyAfterChange(before.password_hash, before.previous_password_hashes)
      : [];
    await saveOwnerPassword(trx, email, passwordHash, history);
    await recordOwnerAudit(trx, {
      ownerEmail: email,
      action: existing ? 'owner.password_change' : 'owner.password_set',
      subjectKind: 'owner',
      subjectId: email,
      before: { hasPassword: existing !== undefined },
      after: { hasPassword: true },
    });
  });
  await auth.sessions.destroyAllFor('owner', email, { except: session.id });
}

export async function signOutOwner(
  deps: SubmissionsDeps,
  auth: OwnerAuth,
  email: string,
  sessionId: string,
  everywhere: boolean,
): Promise<void> {
  const ended = everywhere
    ? await auth.sessions.destroyAllFor('owner', email)
    : (await auth.sessions.destroy(sessionId), 1);
  await deps.db.transaction().execute((trx) =>
    recordOwnerAudit(trx, {
      ownerEmail: email,
      action: everywhere ? 'session.sign_out_everywhere' : 'session.sign_out',
      subjectKind: 'owner',
      subjectId: email,
      before: null,
      after: everywhere ? { sessionsEnded: ended } : null,
    }),
  );
}
