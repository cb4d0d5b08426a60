import type { StaffAccount } from '@trusthive/contracts';
import type { StaffAccountRow } from '@trusthive/platform';

/** An admin may not work without a second factor; a moderator may choose one. */
export function mustEnrolTotp(row: Pick<StaffAccountRow, 'role' | 'totp_enabled'>): boolean {
  return row.role === 'admin' && !row.totp_enabled;
}

/** The account as the console sees it: never the hash, the secret or the counters. */
export function accountView(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    totpEnabled: row.totp_enabled,
    mustEnrolTotp: mustEnrolTotp(row),
    disabled: row.disabled_at !== null,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** What the audit log keeps of an account: who and what rights, nothing secret. */
export function accountAuditState(row: StaffAccountRow) {
  return {
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    totpEnabled: row.totp_enabled,
    disabled: row.disabled_at !== null,
  };
}
