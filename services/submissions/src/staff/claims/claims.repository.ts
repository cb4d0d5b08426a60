import { sql, type Kysely, type Transaction } from 'kysely';
import type { ClaimReviewStatus } from '@trusthive/contracts';
import type { Database, MailLocale } from '@trusthive/platform';
import { listQueuePage, waitingQueueSummary } from '../../shared/queue-listing';

// The claims queue's SQL (issue 18). A decision only applies to a pending claim (the UPDATE's
// WHERE), so of two moderators deciding at once exactly one changes the row.

export interface ClaimQueueRow {
  id: number;
  company_id: number;
  company_name: string;
  email: string;
  status: ClaimReviewStatus;
  created_at: unknown;
}

export async function listClaims(
  db: Kysely<Database>,
  { status, order, page }: { status: ClaimReviewStatus; order: 'newest' | 'oldest'; page: number },
): Promise<{ rows: ClaimQueueRow[]; total: number; oldestPendingAt: string | null }> {
  const base = db
    .selectFrom('company_claims')
    .innerJoin('companies', 'companies.id', 'company_claims.company_id')
    .where('company_claims.status', '=', status);
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(
      base,
      'company_claims',
      (items) =>
        items.select([
          'company_claims.id',
          'company_claims.company_id',
          'companies.company_name',
          'company_claims.email',
          'company_claims.status',
          'company_claims.created_at',
        ]),
      { order, page },
    ),
    claimsQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** The queue's size and age, for the console's overview of all queues. */
export const claimsQueueSummary = (db: Kysely<Database>) =>
  waitingQueueSummary(db, 'company_claims');

const CLAIM_COLUMNS = [
  'company_claims.id',
  'company_claims.company_id',
  'company_claims.mobile_number',
  'company_claims.email',
  'company_claims.director_id_proof_url',
  'company_claims.business_proof_url',
  'company_claims.status',
  'company_claims.review_note',
  'company_claims.reviewed_at',
  'company_claims.reviewed_by',
  'company_claims.created_at',
] as const;

export async function findClaim(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('company_claims')
    .innerJoin('companies', 'companies.id', 'company_claims.company_id')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'company_claims.reviewed_by')
    .select(CLAIM_COLUMNS)
    .select([
      'companies.company_name',
      'companies.cin',
      'companies.website',
      'companies.website_url',
      'companies.domain_name',
      'companies.is_claimed',
      'staff_accounts.display_name as reviewer_name',
    ])
    .where('company_claims.id', '=', id)
    .executeTakeFirst();
}
export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

/** The two private storage keys of a claim; undefined when there is no such claim. */
export async function findClaimDocumentKeys(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('company_claims')
    .select(['director_id_proof_url', 'business_proof_url'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Decides a pending claim; undefined when it was not pending (or does not exist). */
export async function decidePendingClaim(
  trx: Transaction<Database>,
  id: number,
  decision: { status: 'approved' | 'rejected'; reviewNote: string | null; reviewedBy: number },
) {
  return trx
    .updateTable('company_claims')
    .set({
      status: decision.status,
      review_note: decision.reviewNote,
      reviewed_by: decision.reviewedBy,
      reviewed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'company_id', 'email', 'status', 'reviewed_at', 'locale'])
    .executeTakeFirst();
}

/** Marks the company claimed; answers whether it was claimed before. */
export async function markCompanyClaimed(
  trx: Transaction<Database>,
  companyId: number,
): Promise<{ name: string; wasClaimed: boolean }> {
  const before = await trx
    .selectFrom('companies')
    .select(['company_name', 'is_claimed'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('companies')
    .set({ is_claimed: true, updated_at: sql`now()` })
    .where('id', '=', companyId)
    .execute();
  return { name: before.company_name, wasClaimed: before.is_claimed };
}

/**
 * Records the claimant (or an approved registration's registrant, claimId null) as the
 * company's owner, once per company and e-mail.
 */
export async function recordOwner(
  trx: Transaction<Database>,
  owner: { companyId: number; email: string; claimId: number | null; locale: MailLocale },
): Promise<void> {
  await trx
    .insertInto('company_owners')
    .values({
      company_id: owner.companyId,
      email: owner.email,
      claim_id: owner.claimId,
      locale: owner.locale,
    })
    .onConflict((oc) => oc.expression(sql`company_id, lower(email)`).doNothing())
    .execute();
}
