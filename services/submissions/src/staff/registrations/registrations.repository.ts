import { sql, type Kysely, type Transaction } from 'kysely';
import { QUEUE_PAGE_SIZE, type RegistrationReviewState } from '@trusthive/contracts';
import type { Database, ReviewStatus, SubmittedFacts } from '@trusthive/platform';

// The registrations queue's SQL (issue 18). A registration is a companies row with
// data_source 'registration'; its review state is companies.review_status (migration 0022).
// Pending and rejected rows are few and sit in companies_unreviewed (a partial index), so
// the queue and its counts never read the whole table; approved ones are found by
// reviewed_at through companies_reviewed.

type Db = Kysely<Database> | Transaction<Database>;

/** The staff view of review_status: a live registration is 'approved'. */
export function reviewStateOf(status: ReviewStatus): RegistrationReviewState {
  return status === 'live' ? 'approved' : status;
}

function inState(state: RegistrationReviewState) {
  return state === 'approved'
    ? sql<boolean>`c.data_source = 'registration' and c.review_status = 'live'
        and c.reviewed_at is not null`
    : sql<boolean>`c.review_status = ${state}`;
}

export interface QueueRow {
  id: number;
  company_name: string;
  cin: string | null;
  company_limited_by: string | null;
  company_state_code: string | null;
  city: string | null;
  created_at: Date;
  review_status: ReviewStatus;
  submitted_facts: SubmittedFacts | null;
}

/** One page of the queue in submission order (newest or oldest first), and its total. */
export async function listRegistrations(
  db: Db,
  {
    state,
    order,
    page,
  }: { state: RegistrationReviewState; order: 'newest' | 'oldest'; page: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const direction = order === 'newest' ? sql`desc` : sql`asc`;
  const { rows } = await sql<QueueRow & { total: number }>`
    select c.id, c.company_name, c.cin, c.company_limited_by, c.company_state_code, c.city,
           c.created_at, c.review_status, c.submitted_facts, count(*) over ()::int as total
      from companies c
     where ${inState(state)}
     order by c.created_at ${direction}, c.id ${direction}
     limit ${QUEUE_PAGE_SIZE} offset ${(page - 1) * QUEUE_PAGE_SIZE}
  `.execute(db);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  // Past the last page: the window count has no row to ride on.
  const counted = await sql<{ total: number }>`
    select count(*)::int as total from companies c where ${inState(state)}`.execute(db);
  return { rows: [], total: counted.rows[0]?.total ?? 0 };
}

/** How many registrations wait, and since when the oldest does. */
export async function pendingRegistrationsSummary(
  db: Db,
): Promise<{ pending: number; oldest: Date | null }> {
  const { rows } = await sql<{ pending: number; oldest: Date | null }>`
    select count(*)::int as pending, min(created_at) as oldest
      from companies where review_status = 'pending'`.execute(db);
  return rows[0] ?? { pending: 0, oldest: null };
}

export interface RegistrationRow {
  id: number;
  company_name: string;
  cin: string | null;
  company_limited_by: string | null;
  company_state_code: string | null;
  company_status: string | null;
  company_class: string | null;
  registration_date: string | null;
  city: string | null;
  registered_office_address: string | null;
  pincode: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  business_category: string | null;
  description: string | null;
  relationship_type: string;
  contact_person: string | null;
  designation: string | null;
  registry_source_file: string | null;
  registry_source_date: string | null;
  created_at: Date;
  review_status: ReviewStatus;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  review_note: string | null;
  submitted_facts: SubmittedFacts | null;
  brands: string[];
}

/** A registration with its brands, or undefined when the id is not a registration. */
export async function findRegistration(db: Db, id: number): Promise<RegistrationRow | undefined> {
  const { rows } = await sql<RegistrationRow>`
    select c.id, c.company_name, c.cin, c.company_limited_by, c.company_state_code,
           c.company_status, c.company_class, to_char(c.registration_date, 'YYYY-MM-DD')
             as registration_date,
           c.city, c.registered_office_address, c.pincode, c.email, c.phone, c.website,
           c.business_category, c.description, c.relationship_type, c.contact_person,
           c.designation, c.registry_source_file,
           to_char(c.registry_source_date, 'YYYY-MM-DD') as registry_source_date,
           c.created_at, c.review_status, c.reviewed_at, c.reviewed_by, c.review_note,
           c.submitted_facts,
           array(select b.brand_name from brands b where b.company_id = c.id order by b.id)
             as brands
      from companies c
     where c.id = ${id} and c.data_source = 'registration'
  `.execute(db);
  return rows[0];
}

const SIMILARITY_THRESHOLD = 0.45;
const SIMILAR_CANDIDATES = 200;
export const SIMILAR_TIMEOUT_MS = 500;

/**
 * Live companies whose names are closest to `name` (pg_trgm similarity through the trigram
 * index): a bounded candidate set, best first. A hint for the reviewer, so it never holds the
 * page up: a short statement timeout, and nothing rather than an error when it runs out.
 */
export async function findSimilarCompanies(
  db: Kysely<Database>,
  {
    name,
    excludeId,
    limit,
    timeoutMs = SIMILAR_TIMEOUT_MS,
  }: { name: string; excludeId: number; limit: number; timeoutMs?: number },
): Promise<
  {
    id: number;
    company_name: string;
    cin: string | null;
    company_state_code: string | null;
    score: number;
  }[]
> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(timeoutMs)}`.execute(trx);
      await sql`set local pg_trgm.similarity_threshold = ${sql.lit(SIMILARITY_THRESHOLD)}`.execute(
        trx,
      );
      const { rows } = await sql<{
        id: number;
        company_name: string;
        cin: string | null;
        company_state_code: string | null;
        score: number;
      }>`
        select id, company_name, cin, company_state_code, score from (
          select c.id, c.company_name, c.cin, c.company_state_code,
                 similarity(c.company_name, ${name}) as score
            from companies c
           where c.company_name % ${name} and c.id <> ${excludeId}
             and c.review_status = 'live'
           limit ${SIMILAR_CANDIDATES}
        ) candidates
        order by score desc, id
        limit ${limit}`.execute(trx);
      return rows;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '57014') return [];
    throw error;
  }
}

export interface DecidedRow {
  id: number;
  company_name: string;
  email: string | null;
  submitted_facts: SubmittedFacts | null;
}

/**
 * The decision itself: applies only while the registration is pending, so of two decisions
 * at once exactly one changes the row (the other waits on the row lock, then finds it decided
 * and gets undefined). updated_at moves, so every follower that reads changes sees it.
 */
export async function decideRegistration(
  trx: Transaction<Database>,
  {
    id,
    status,
    reviewerId,
    note,
  }: { id: number; status: 'live' | 'rejected'; reviewerId: number; note: string | null },
): Promise<DecidedRow | undefined> {
  return trx
    .updateTable('companies')
    .set({
      review_status: status,
      reviewed_at: sql`now()`,
      reviewed_by: reviewerId,
      review_note: note,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('data_source', '=', 'registration')
    .where('review_status', '=', 'pending')
    .returning(['id', 'company_name', 'email', 'submitted_facts'])
    .executeTakeFirst();
}
