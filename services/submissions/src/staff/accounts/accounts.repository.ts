import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, StaffAccountRow } from '@trusthive/platform';
import type { StaffRole } from '@trusthive/contracts';

// The SQL of staff_accounts. E-mail is matched however it is capitalised (the unique index is
// on lower(email)).

type Db = Kysely<Database> | Transaction<Database>;

export function findAccountByEmail(db: Db, email: string): Promise<StaffAccountRow | undefined> {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findAccountById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked for the rest of the transaction (sign-in counters, role changes). */
export function lockAccount(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function listAccounts(db: Db): Promise<StaffAccountRow[]> {
  return db.selectFrom('staff_accounts').selectAll().orderBy('id').execute();
}

export interface NewAccountRow {
  email: string;
  displayName: string;
  role: StaffRole;
  passwordHash: string;
  totpSecret?: string | null;
  totpEnabled?: boolean;
}

/** Undefined when the e-mail is taken. */
export async function insertAccount(
  db: Db,
  account: NewAccountRow,
): Promise<StaffAccountRow | undefined> {
  return db
    .insertInto('staff_accounts')
    .values({
      email: account.email.trim(),
      display_name: account.displayName,
      role: account.role,
      password_hash: account.passwordHash,
      totp_secret: account.totpSecret ?? null,
      totp_enabled: account.totpEnabled ?? false,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateAccount(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      StaffAccountRow,
      | 'role'
      | 'disabled_at'
      | 'failed_attempts'
      | 'locked_until'
      | 'last_sign_in_at'
      | 'password_hash'
      | 'previous_password_hashes'
      | 'totp_secret'
      | 'totp_enabled'
      | 'totp_last_step'
    >
  >,
): Promise<StaffAccountRow> {
  return db
    .updateTable('staff_accounts')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Admins that are not disabled, the row of each locked (the last-admin rule). */
export async function lockActiveAdmins(trx: Transaction<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('staff_accounts')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    // One order for every caller: two transactions locking the admins row by row in different
    // orders would deadlock each other.
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}
