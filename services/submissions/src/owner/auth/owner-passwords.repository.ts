import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;

export interface OwnerPasswordRow {
  email: string;
  password_hash: string;
  /** Newest first (migration 0036): a new password may match none of them. */
  previous_password_hashes: string[];
  failed_attempts: number;
  locked_until: Date | null;
}

/** An owner's password row by e-mail (stored lower-cased). */
const passwordQuery = (db: Db, email: string) =>
  db
    .selectFrom('owner_passwords')
    .select([
      'email',
      'password_hash',
      'previous_password_hashes',
      'failed_attempts',
      'locked_until',
    ])
    .where('email', '=', email.toLowerCase());

export async function findOwnerPassword(
  db: Db,
  email: string,
): Promise<OwnerPasswordRow | undefined> {
  return passwordQuery(db, email).executeTakeFirst();
}

/** The row locked for a sign-in's count of failures. */
export async function lockOwnerPassword(
  trx: Transaction<Database>,
  email: string,
): Promise<OwnerPasswordRow | undefined> {
  return passwordQuery(trx, email).forUpdate().executeTakeFirst();
}

export async function saveOwnerPassword(
  trx: Transaction<Database>,
  email: string,
  passwordHash: string,
  previousHashes: string[],
): Promise<void> {
  await trx
    .insertInto('owner_passwords')
    .values({
      email: email.toLowerCase(),
      password_hash: passwordHash,
      previous_password_hashes: previousHashes,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        password_hash: passwordHash,
        previous_password_hashes: previousHashes,
        failed_attempts: 0,
        locked_until: null,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function updatePasswordAttempts(
  trx: Transaction<Database>,
  email: string,
  attempts: { failed_attempts: number; locked_until: Date | null },
): Promise<void> {
  await trx
    .updateTable('owner_passwords')
    .set(attempts)
    .where('email', '=', email.toLowerCase())
    .execute();
}
