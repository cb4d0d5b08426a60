import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSignInLink(
  db: Db,
  link: { tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('owner_sign_in_links')
    .values({ token_hash: link.tokenHash, email: link.email, expires_at: link.expiresAt })
    .execute();
}

/** The link of this token hash, locked: of two uses at the same moment one waits, then sees it used. */
export async function lockSignInLink(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('owner_sign_in_links')
    .select(['id', 'email', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSignInLinkUsed(
  trx: Transaction<Database>,
  id: number,
  usedAt: Date,
): Promise<void> {
  await trx
    .updateTable('owner_sign_in_links')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .execute();
}
