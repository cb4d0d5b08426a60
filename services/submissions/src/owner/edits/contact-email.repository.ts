import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

// A new contact e-mail waiting for its link (issue 37, migration 0037). The token's sha-256
// is the key a link is found by; one waiting address per company.

type Db = Kysely<Database> | Transaction<Database>;

/** Ends the company's waiting addresses: a newer request, or a cleared field, replaces them. */
export async function replacePendingContactEmails(
  trx: Transaction<Database>,
  companyId: number,
): Promise<void> {
  await trx
    .updateTable('owner_contact_email_confirmations')
    .set({ status: 'replaced', decided_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertContactEmailConfirmation(
  trx: Transaction<Database>,
  row: { companyId: number; ownerEmail: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('owner_contact_email_confirmations')
    .values({
      company_id: row.companyId,
      owner_email: row.ownerEmail,
      email: row.email,
      token_hash: row.tokenHash,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The address waiting for its link, while the link still works; null otherwise. */
export async function pendingContactEmailOf(
  db: Db,
  companyId: number,
  now: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom('owner_contact_email_confirmations')
    .select('email')
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The confirmation of this token hash, locked: of two uses at once one waits, then sees it used. */
export async function lockContactEmailConfirmation(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('owner_contact_email_confirmations')
    .innerJoin('companies', 'companies.id', 'owner_contact_email_confirmations.company_id')
    .select([
      'owner_contact_email_confirmations.id',
      'owner_contact_email_confirmations.company_id',
      'owner_contact_email_confirmations.owner_email',
      'owner_contact_email_confirmations.email',
      'owner_contact_email_confirmations.status',
      'owner_contact_email_confirmations.expires_at',
      'companies.company_name',
      'companies.email as current_email',
    ])
    .where('owner_contact_email_confirmations.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markContactEmailConfirmed(
  trx: Transaction<Database>,
  id: number,
): Promise<void> {
  await trx
    .updateTable('owner_contact_email_confirmations')
    .set({ status: 'confirmed', decided_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
