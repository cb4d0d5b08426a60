import type { Transaction } from 'kysely';
import {
  STAFF_AUTH_MESSAGES,
  type PasswordChange,
  type StaffSignIn,
  type TotpEnrolment,
  type TotpStart,
} from '@trusthive/contracts';
import {
  BadRequestError,
  ConflictError,
  UnauthorizedError,
  truncateIp,
  type Database,
  type Session,
  type StaffAccountRow,
} from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { countSignInFromAddress } from '../../shared/sign-in-attempts';
import { accountAuditState } from '../accounts/account-view';
import {
  findAccountByEmail,
  findAccountById,
  lockAccount,
  updateAccount,
} from '../accounts/accounts.repository';
import { recordAudit } from '../audit/audit';
import { assertAcceptablePassword, historyAfterChange } from '../../shared/password-policy';
import { hashPassword, passwordMatches } from '../../shared/passwords';
import { LOCKOUT_FAILURES, LOCKOUT_MS, type StaffAuth } from './staff-auth';
import { failedFromAddress } from './lockout';
import { acceptedTotpStep, newTotpSecret, otpauthUri } from './totp';

// Staff sign-in and a signed-in person's own settings. Every outcome that is an action (a
// sign-in, a failure, a lockout, a sign-out, an enrolment, a new password) is written to the
// audit log in the transaction that makes it; the answer is decided after the commit, so a
// refused sign-in still leaves its record.

const { wrongCredentials, codeRequired, tooManyFromAddress } = STAFF_AUTH_MESSAGES;

type SignInOutcome =
  { kind: 'signed-in'; account: StaffAccountRow } | { kind: 'wrong' } | { kind: 'code-required' };

export interface SignedIn {
  account: StaffAccountRow;
  sessionId: string;
  session: Session;
}

/** The e-mail as the audit log keeps it for an unknown account: its domain only. */
const maskedEmail = (email: string) => `…@${email.split('@').pop()?.slice(0, 100) ?? ''}`;

export async function signIn(
  deps: SubmissionsDeps,
  auth: StaffAuth,
  input: StaffSignIn,
  address: string,
): Promise<SignedIn> {
  await countSignInFromAddress(auth.signInsPerAddress, address, tooManyFromAddress);
  const found = await findAccountByEmail(deps.db, input.email);
  // Always verified (against a dummy hash when there is no account): the same time either way.
  const passwordOk = await passwordMatches(found?.password_hash, input.password);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<SignInOutcome> => {
    const account = found && (await lockAccount(trx, found.id));
    const audit = (action: string, after: unknown, before: unknown = null) =>
      recordAudit(trx, {
        actorId: account?.id ?? null,
        action,
        subjectKind: 'staff_account',
        subjectId: account?.id ?? 'unknown',
        before,
        after,
      });
    if (!account) {
      await audit('session.sign_in_failed', {
        reason: 'unknown account',
        email: maskedEmail(input.email),
        address: truncateIp(address),
      });
      return { kind: 'wrong' };
    }
    const now = new Date(auth.now());
    if (account.disabled_at) {
      await audit('session.sign_in_failed', { reason: 'disabled', address: truncateIp(address) });
      return { kind: 'wrong' };
    }
    if (passwordOk && account.totp_enabled && !input.code) return { kind: 'code-required' };
    // A code already used (this step or an earlier one) is as wrong as a mistyped one.
    const step =
      passwordOk && account.totp_enabled
        ? await acceptedTotpStep(
            account.totp_secret ?? '',
            input.code,
            account.totp_last_step,
            auth.now(),
          )
        : null;
    const codeOk = !account.totp_enabled || step !== null;
    const locked = account.locked_until !== null && account.locked_until > now;
    // A lock keeps guessing out, not the owner (issue 37): the right password and a fresh code
    // from an address that made none of the failures pass it. Without a second factor the
    // password alone could be guessed from many addresses, so the lock holds.
    const ownerThroughLock =
      locked &&
      passwordOk &&
      step !== null &&
      !(await failedFromAddress(trx, account.id, truncateIp(address)));
    if (locked && !ownerThroughLock) {
      await audit('session.sign_in_refused', {
        reason: 'locked',
        lockedUntil: account.locked_until?.toISOString(),
        address: truncateIp(address),
      });
      return { kind: 'wrong' };
    }
    if (!passwordOk || !codeOk) {
      const failures = account.failed_attempts + 1;
      const locks = failures >= LOCKOUT_FAILURES;
      const lockedUntil = locks ? new Date(now.getTime() + LOCKOUT_MS) : null;
      await updateAccount(trx, account.id, {
        failed_attempts: locks ? 0 : failures,
        locked_until: lockedUntil,
      });
      await audit('session.sign_in_failed', {
        reason: passwordOk ? 'wrong code' : 'wrong password',
        failedAttempts: failures,
        address: truncateIp(address),
      });
      if (locks) {
        await audit(
          'staff.lock',
          { locked: true, lockedUntil: lockedUntil?.toISOString() },
          { locked: false },
        );
      }
      return { kind: 'wrong' };
    }
    const signedIn = await updateAccount(trx, account.id, {
      failed_attempts: 0,
      locked_until: null,
      last_sign_in_at: now,
      ...(step === null ? {} : { totp_last_step: step }),
    });
    await audit('session.sign_in', {
      secondFactor: account.totp_enabled,
      address: truncateIp(address),
      ...(ownerThroughLock ? { throughLock: true } : {}),
    });
    return { kind: 'signed-in', account: signedIn };
  });
  switch (outcome.kind) {
    case 'code-required':
      throw new UnauthorizedError(codeRequired.title, codeRequired.message, 'code');
    case 'wrong':
      throw new UnauthorizedError(wrongCredentials.title, wrongCredentials.message);
    case 'signed-in': {
      // Always a new id: whatever session id the browser had before is never promoted.
      const { id, session } = await auth.sessions.create('staff', String(outcome.account.id));
      return { account: outcome.account, sessionId: id, session };
    }
  }
}

export async function signOut(
  deps: SubmissionsDeps,
  auth: StaffAuth,
  accountId: number,
  sessionId: string,
): Promise<void> {
  await auth.sessions.destroy(sessionId);
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      actorId: accountId,
      action: 'session.sign_out',
      subjectKind: 'staff_account',
      subjectId: accountId,
      before: null,
      after: null,
    }),
  );
}

export async function signOutEverywhere(
  deps: SubmissionsDeps,
  auth: StaffAuth,
  accountId: number,
): Promise<void> {
  const ended = await auth.sessions.destroyAllFor('staff', String(accountId));
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      actorId: accountId,
      action: 'session.sign_out_everywhere',
      subjectKind: 'staff_account',
      subjectId: accountId,
      before: null,
      after: { sessionsEnded: ended },
    }),
  );
}

/**
 * The signed-in account, locked for an enrolment step: 401 when it is gone, 409 when a second
 * factor is already on (enrolment never replaces one).
 */
async function lockAccountToEnrol(trx: Transaction<Database>, accountId: number) {
  const account = await lockAccount(trx, accountId);
  if (!account) throw new UnauthorizedError('Signed Out', STAFF_AUTH_MESSAGES.signedOut.message);
  if (account.totp_enabled) {
    const { title, message } = STAFF_AUTH_MESSAGES.totpAlreadyEnabled;
    throw new ConflictError(title, message);
  }
  return account;
}

/** A 400 on `field` when `password` is not the account's current one (re-authentication). */
async function assertCurrentPassword(
  account: StaffAccountRow | undefined,
  password: string,
  field: string,
): Promise<StaffAccountRow> {
  if (!account || !(await passwordMatches(account.password_hash, password))) {
    const { title, message } = STAFF_AUTH_MESSAGES.wrongCurrentPassword;
    throw new BadRequestError(title, message, field);
  }
  return account;
}

/**
 * Starts (or restarts) enrolment: a new secret, used only once a code from it is confirmed.
 * The password is asked again (issue 37): a session left open must not be able to tie the
 * account to somebody else's authenticator app.
 */
export async function startTotpEnrolment(
  deps: SubmissionsDeps,
  accountId: number,
  input: TotpStart,
): Promise<TotpEnrolment> {
  await assertCurrentPassword(
    await findAccountById(deps.db, accountId),
    input.password,
    'password',
  );
  return deps.db.transaction().execute(async (trx) => {
    const account = await lockAccountToEnrol(trx, accountId);
    const secret = newTotpSecret();
    await updateAccount(trx, accountId, { totp_secret: secret });
    await recordAudit(trx, {
      actorId: accountId,
      action: 'staff.totp_start',
      subjectKind: 'staff_account',
      subjectId: accountId,
      before: { totpEnabled: false },
      after: { totpEnabled: false, enrolmentStarted: true },
    });
    return { secret, otpauthUri: otpauthUri(account.email, secret) };
  });
}

export async function confirmTotpEnrolment(
  deps: SubmissionsDeps,
  accountId: number,
  code: string,
  nowMs: number,
): Promise<StaffAccountRow> {
  return deps.db.transaction().execute(async (trx) => {
    const account = await lockAccountToEnrol(trx, accountId);
    if (!account.totp_secret) {
      const { title, message } = STAFF_AUTH_MESSAGES.totpNotStarted;
      throw new ConflictError(title, message);
    }
    const step = await acceptedTotpStep(account.totp_secret, code, account.totp_last_step, nowMs);
    if (step === null) {
      const { title, message } = STAFF_AUTH_MESSAGES.wrongCode;
      throw new BadRequestError(title, message, 'code');
    }
    // The enrolment's code is spent too: it cannot sign in a second time.
    const enabled = await updateAccount(trx, accountId, {
      totp_enabled: true,
      totp_last_step: step,
    });
    await recordAudit(trx, {
      actorId: accountId,
      action: 'staff.totp_enable',
      subjectKind: 'staff_account',
      subjectId: accountId,
      before: accountAuditState(account),
      after: accountAuditState(enabled),
    });
    return enabled;
  });
}

/**
 * A new password; every other session of the account ends (this one stays signed in). The
 * current password, and the current code once a second factor is on, are asked in the same
 * request (issue 37), and the new one is checked against the policy and the account's history.
 */
export async function changePassword(
  deps: SubmissionsDeps,
  auth: StaffAuth,
  accountId: number,
  sessionId: string,
  change: PasswordChange,
): Promise<void> {
  const account = await assertCurrentPassword(
    await findAccountById(deps.db, accountId),
    change.current,
    'current',
  );
  if (account.totp_enabled) await assertCurrentCode(deps, account, change.code, auth.now());
  await assertAcceptablePassword(change.next, {
    email: account.email,
    usedHashes: [account.password_hash, ...account.previous_password_hashes],
    field: 'next',
  });
  const passwordHash = await hashPassword(change.next);
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockAccount(trx, accountId);
    if (!locked) throw new UnauthorizedError('Signed Out', STAFF_AUTH_MESSAGES.signedOut.message);
    await updateAccount(trx, accountId, {
      password_hash: passwordHash,
      previous_password_hashes: historyAfterChange(
        locked.password_hash,
        locked.previous_password_hashes,
      ),
    });
    await recordAudit(trx, {
      actorId: accountId,
      action: 'staff.password_change',
      subjectKind: 'staff_account',
      subjectId: accountId,
      before: null,
      after: { passwordChanged: true },
    });
  });
  await auth.sessions.destroyAllFor('staff', String(accountId), { except: sessionId });
}

/** A fresh code from the enrolled app, spent like a sign-in's (it cannot be used again). */
async function assertCurrentCode(
  deps: SubmissionsDeps,
  account: StaffAccountRow,
  code: string | undefined,
  nowMs: number,
): Promise<void> {
  if (!code) {
    const { title, message } = STAFF_AUTH_MESSAGES.codeRequired;
    throw new BadRequestError(title, message, 'code');
  }
  const spent = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockAccount(trx, account.id);
    const step = locked
      ? await acceptedTotpStep(locked.totp_secret ?? '', code, locked.totp_last_step, nowMs)
      : null;
    if (step === null) return false;
    await updateAccount(trx, account.id, { totp_last_step: step });
    return true;
  });
  if (!spent) {
    const { title, message } = STAFF_AUTH_MESSAGES.wrongCode;
    throw new BadRequestError(title, message, 'code');
  }
}
