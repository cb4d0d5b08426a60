import {
  STAFF_ACCOUNT_MESSAGES,
  type NewStaffAccount,
  type StaffAccountPatch,
} from '@trusthive/contracts';
import { ConflictError, NotFoundError, type StaffAccountRow } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { recordAudit } from '../audit/audit';
import { assertAcceptablePassword } from '../../shared/password-policy';
import { hashPassword } from '../../shared/passwords';
import type { StaffAuth } from '../auth/staff-auth';
import { newTotpSecret } from '../auth/totp';
import { accountAuditState } from './account-view';
import {
  insertAccount,
  listAccounts,
  lockAccount,
  lockActiveAdmins,
  updateAccount,
} from './accounts.repository';

// Admins add, re-role and disable staff. A change that takes rights away (disabled, a new role)
// ends the account's sessions, and the last active admin can neither be disabled nor demoted:
// the console would have nobody left to manage it.

export function allAccounts(deps: Pick<SubmissionsDeps, 'db'>): Promise<StaffAccountRow[]> {
  return listAccounts(deps.db);
}

export interface AddedAccount {
  account: StaffAccountRow;
  /** Set when TOTP was enrolled at once (the CLI's admins): shown to the person once. */
  totpSecret?: string;
}

/**
 * Adds an account. `actorId` is the admin who added it, null for the CLI (nobody signed in).
 * With `enrolTotp` the second factor is set up at once (the CLI does this for admins).
 */
export async function addAccount(
  deps: Pick<SubmissionsDeps, 'db'>,
  actorId: number | null,
  input: NewStaffAccount,
  options: { enrolTotp?: boolean } = {},
): Promise<AddedAccount> {
  // The same policy as a changed password (issue 37): an admin's or the CLI's first password
  // for someone is a password too.
  await assertAcceptablePassword(input.password, {
    email: input.email,
    usedHashes: [],
    field: 'password',
  });
  const passwordHash = await hashPassword(input.password);
  const totpSecret = options.enrolTotp ? newTotpSecret() : undefined;
  return deps.db.transaction().execute(async (trx) => {
    const account = await insertAccount(trx, {
      email: input.email,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
      totpSecret: totpSecret ?? null,
      totpEnabled: totpSecret !== undefined,
    });
    if (!account) {
      const { title, message } = STAFF_ACCOUNT_MESSAGES.emailTaken;
      throw new ConflictError(title, message, 'email');
    }
    await recordAudit(trx, {
      actorId,
      action: actorId === null ? 'staff.add_by_cli' : 'staff.add',
      subjectKind: 'staff_account',
      subjectId: account.id,
      before: null,
      after: accountAuditState(account),
    });
    return { account, ...(totpSecret ? { totpSecret } : {}) };
  });
}

export async function changeAccount(
  deps: Pick<SubmissionsDeps, 'db'>,
  auth: StaffAuth | null,
  actorId: number | null,
  accountId: number,
  patch: StaffAccountPatch,
): Promise<StaffAccountRow> {
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    // The admins first, then the account, always in that order: two admins demoting each
    // other at once queue on the same locks instead of both passing the count.
    const activeAdmins = await lockActiveAdmins(trx);
    const account = await lockAccount(trx, accountId);
    if (!account) {
      const { title, message } = STAFF_ACCOUNT_MESSAGES.notFound;
      throw new NotFoundError(title, message);
    }
    const disabling = patch.disabled === true && account.disabled_at === null;
    const demoting = patch.role === 'moderator' && account.role === 'admin';
    const isActiveAdmin = activeAdmins.includes(account.id);
    if ((disabling || demoting) && isActiveAdmin && activeAdmins.length <= 1) {
      const { title, message } = STAFF_ACCOUNT_MESSAGES.lastAdmin;
      throw new ConflictError(title, message);
    }
    const changed = await updateAccount(trx, accountId, {
      ...(patch.role ? { role: patch.role } : {}),
      ...(patch.disabled === undefined
        ? {}
        : { disabled_at: patch.disabled ? (account.disabled_at ?? new Date()) : null }),
    });
    await recordAudit(trx, {
      actorId,
      action: actorId === null ? 'staff.change_by_cli' : 'staff.change',
      subjectKind: 'staff_account',
      subjectId: accountId,
      before: accountAuditState(account),
      after: accountAuditState(changed),
    });
    return { before: account, after: changed };
  });
  const rightsChanged =
    before.role !== after.role || (after.disabled_at !== null && before.disabled_at === null);
  if (rightsChanged && auth) await auth.sessions.destroyAllFor('staff', String(accountId));
  return after;
}

/**
 * Lifts a sign-in lock and its count of failures (`npm run staff -- unlock`, issue 37), in the
 * audit log; false when the account was not locked and had no failures to clear.
 */
export async function unlockAccount(
  deps: Pick<SubmissionsDeps, 'db'>,
  actorId: number | null,
  accountId: number,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, accountId);
    if (!account) {
      const { title, message } = STAFF_ACCOUNT_MESSAGES.notFound;
      throw new NotFoundError(title, message);
    }
    if (account.locked_until === null && account.failed_attempts === 0) return false;
    await updateAccount(trx, accountId, { failed_attempts: 0, locked_until: null });
    await recordAudit(trx, {
      actorId,
      action: actorId === null ? 'staff.unlock_by_cli' : 'staff.unlock',
      subjectKind: 'staff_account',
      subjectId: accountId,
      before: {
        lockedUntil: account.locked_until?.toISOString() ?? null,
        failedAttempts: account.failed_attempts,
      },
      after: { lockedUntil: null, failedAttempts: 0 },
    });
    return true;
  });
}
