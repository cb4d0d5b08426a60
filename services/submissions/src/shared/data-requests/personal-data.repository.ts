import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

// Every row TrustHive keeps that names one e-mail address (issue 37): read for a person's
// export, and erased or anonymised for their erasure. Addresses are compared lower-cased, as
// people type them in any case. The tables with an e-mail column are all here: company_claims,
// company_owners, owner_passwords, owner_sign_in_links, reports, contact_messages,
// company_corrections, owner_change_requests, report_replies, mail_messages, companies (the
// registration's contact), staff_audit_log (an owner's own actions), data_requests (its own
// repository); staff_accounts are staff, not the public, and are not served by this page.

type Db = Kysely<Database> | Transaction<Database>;

/** `lower(column) = address`, for any of the tables' e-mail columns. */
const sameAddress = (column: string, email: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) = ${email}`;

export async function personalRows(db: Db, email: string) {
  const [
    claims,
    ownerships,
    password,
    signInLinks,
    reports,
    contactMessages,
    corrections,
    ownerChanges,
    replies,
    mails,
    registrations,
    ownerActions,
    account,
  ] = await Promise.all([
    db
      .selectFrom('company_claims')
      .innerJoin('companies', 'companies.id', 'company_claims.company_id')
      .select([
        'company_claims.id',
        'company_claims.company_id',
        'companies.company_name',
        'company_claims.mobile_number',
        'company_claims.email',
        'company_claims.status',
        'company_claims.review_note',
        'company_claims.created_at',
        'company_claims.reviewed_at',
      ])
      .where(sameAddress('company_claims.email', email))
      .orderBy('company_claims.id')
      .execute(),
    db
      .selectFrom('company_owners')
      .innerJoin('companies', 'companies.id', 'company_owners.company_id')
      .select([
        'company_owners.company_id',
        'companies.company_name',
        'company_owners.email',
        'company_owners.created_at',
      ])
      .where(sameAddress('company_owners.email', email))
      .orderBy('company_owners.id')
      .execute(),
    db
      .selectFrom('owner_passwords')
      .select(['updated_at'])
      .where('email', '=', email)
      .executeTakeFirst(),
    db
      .selectFrom('owner_sign_in_links')
      .select(['created_at', 'used_at'])
      .where(sameAddress('email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('reports')
      .select([
        'id',
        'company_id',
        'company_name',
        'report_type',
        'description',
        'evidence',
        'reporter_name',
        'reporter_email',
        'reporter_phone',
        'status',
        'created_at',
        'decided_at',
      ])
      .where(sameAddress('reporter_email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'subject', 'message', 'created_at', 'handled_at'])
      .where(sameAddress('email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('company_corrections')
      .select([
        'id',
        'company_id',
        'field',
        'proposed_value',
        'evidence',
        'requester_email',
        'status',
        'created_at',
      ])
      .where(sameAddress('requester_email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('owner_change_requests')
      .select(['id', 'company_id', 'kind', 'payload', 'status', 'created_at'])
      .where(sameAddress('owner_email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('report_replies')
      .select(['id', 'report_id', 'company_id', 'body', 'status', 'created_at'])
      .where(sameAddress('owner_email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('mail_messages')
      .select(['template', 'to_address', 'status', 'created_at', 'sent_at'])
      .where(sameAddress('to_address', email))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('companies')
      .select([
        'id',
        'company_name',
        'email',
        'phone',
        'contact_person',
        'designation',
        'submitted_facts',
        'review_status',
        'created_at',
      ])
      .where((eb) =>
        eb.or([
          sameAddress('email', email),
          sql<SqlBool>`lower(submitted_facts ->> 'email') = ${email}`,
        ]),
      )
      .orderBy('id')
      .execute(),
    db
      .selectFrom('staff_audit_log')
      .select(['action', 'subject_kind', 'subject_id', 'created_at'])
      .where(sameAddress('actor_owner_email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('accounts')
      .select(['created_at', 'last_signed_in_at'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst(),
  ]);
  return {
    account,
    claims,
    ownerships,
    password,
    signInLinks,
    reports,
    contactMessages,
    corrections,
    ownerChanges,
    replies,
    mails,
    registrations,
    ownerActions,
  };
}

export type PersonalRows = Awaited<ReturnType<typeof personalRows>>;

/**
 * What the address's account keeps besides sign-in (issue 43): the companies it follows and how
 * it is alerted, its API keys (names and prefixes, never a digest) and its bulk checks (what
 * was uploaded, not each row). Empty lists for an address with no account.
 */
export async function accountRows(db: Db, email: string) {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!account) return { alertMode: null, watchlist: [], apiKeys: [], bulkChecks: [] };
  const [settings, watchlist, apiKeys, bulkChecks] = await Promise.all([
    db
      .selectFrom('account_alert_settings')
      .select('alert_mode')
      .where('account_id', '=', account.id)
      .executeTakeFirst(),
    db
      .selectFrom('watchlist_entries')
      .innerJoin('companies', 'companies.id', 'watchlist_entries.company_id')
      .select([
        'watchlist_entries.company_id',
        'companies.company_name',
        'watchlist_entries.created_at',
      ])
      .where('watchlist_entries.account_id', '=', account.id)
      .orderBy('watchlist_entries.created_at')
      .execute(),
    db
      .selectFrom('api_keys')
      .select(['name', 'key_prefix', 'created_at', 'last_used_at', 'revoked_at'])
      .where('account_id', '=', account.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('bulk_checks')
      .select(['file_name', 'status', 'total_rows', 'created_at', 'expires_at'])
      .where('account_id', '=', account.id)
      .orderBy('created_at')
      .execute(),
  ]);
  return { alertMode: settings?.alert_mode ?? null, watchlist, apiKeys, bulkChecks };
}

/** What an erasure placeholder address looks like: RFC 2606's .invalid, one per request. */
export const erasedAddress = (requestId: number) => `erased-${requestId}@erased.invalid`;

/**
 * Erases or anonymises every row of the address in the caller's transaction, and answers the
 * claim documents to remove from storage once it commits, with how many rows each table lost.
 * What is kept, and why, is in docs/decisions/2026-12-06-accounts-and-personal-data.md ("DPDP: requests from a person").
 */
export async function erasePersonalRows(
  trx: Transaction<Database>,
  email: string,
  requestId: number,
): Promise<{ documentKeys: string[]; counts: Record<string, number> }> {
  const placeholder = erasedAddress(requestId);
  const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }[]) =>
    Number(result[0]?.numDeletedRows ?? result[0]?.numUpdatedRows ?? 0n);

  // Claims: the identity documents, mobile number and address go with the row. An approved
  // claim's owner row loses its link to it (company_owners.claim_id is set null).
  const claims = await trx
    .deleteFrom('company_claims')
    .where(sameAddress('email', email))
    .returning(['director_id_proof_url', 'business_proof_url'])
    .execute();
  const documentKeys = claims.flatMap((claim) => [
    claim.director_id_proof_url,
    claim.business_proof_url,
  ]);
  const counts: Record<string, number> = { company_claims: claims.length };
  counts.company_owners = count(
    await trx.deleteFrom('company_owners').where(sameAddress('email', email)).execute(),
  );
  counts.owner_passwords = count(
    await trx.deleteFrom('owner_passwords').where('email', '=', email).execute(),
  );
  // The account (issue 43), and with it (on delete cascade) everything it follows, checked
  // and keyed: its sessions end at their next request, as the guard finds no account.
  counts.accounts = count(
    await trx.deleteFrom('accounts').where('email', '=', email.toLowerCase()).execute(),
  );
  counts.owner_sign_in_links = count(
    await trx.deleteFrom('owner_sign_in_links').where(sameAddress('email', email)).execute(),
  );
  counts.contact_messages = count(
    await trx.deleteFrom('contact_messages').where(sameAddress('email', email)).execute(),
  );
  counts.mail_messages = count(
    await trx.deleteFrom('mail_messages').where(sameAddress('to_address', email)).execute(),
  );
  // Reports, corrections, owner changes and replies are the record of what a company's profile
  // shows and why: the text stays, who sent it does not.
  counts.reports = count(
    await trx
      .updateTable('reports')
      .set({
        reporter_name: 'Erased on request',
        reporter_email: placeholder,
        reporter_phone: null,
      })
      .where(sameAddress('reporter_email', email))
      .execute(),
  );
  counts.company_corrections = count(
    await trx
      .updateTable('company_corrections')
      .set({ requester_email: placeholder })
      .where(sameAddress('requester_email', email))
      .execute(),
  );
  counts.owner_change_requests = count(
    await trx
      .updateTable('owner_change_requests')
      .set({ owner_email: placeholder })
      .where(sameAddress('owner_email', email))
      .execute(),
  );
  counts.report_replies = count(
    await trx
      .updateTable('report_replies')
      .set({ owner_email: placeholder })
      .where(sameAddress('owner_email', email))
      .execute(),
  );
  // A registration's own copy of what the person typed loses the address; the company's
  // public contact address (companies.email) is the company's, and stays (see the docs).
  counts.registrations = count(
    await trx
      .updateTable('companies')
      .set({ submitted_facts: sql`jsonb_set(submitted_facts, '{email}', 'null'::jsonb)` })
      .where(sql<SqlBool>`lower(submitted_facts ->> 'email') = ${email}`)
      .execute(),
  );
  return { documentKeys, counts };
}
