import { sql, type Kysely, type Transaction } from 'kysely';
import type { GstMatchesQueueQuery } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { isoTime } from '../../shared/dates';
import { listQueuePage } from '../../shared/queue-listing';

// The GST matches queue's SQL (issue 40). Items are GST registrations (the enrichment service's
// rows, read here), each with the company the rule matched it to and staff's decision on that
// match (gst_match_decisions, this service's). A decision is recorded once per registration
// and company: the insert does nothing when one exists, so two moderators deciding at once
// record one decision.

type Db = Kysely<Database> | Transaction<Database>;

/** A registration with its match (the decided company for an undone one) and the decision. */
function matchesQuery(db: Db) {
  return (
    db
      .selectFrom('gst_registrations')
      // The decision on the match as it is now, or, once undone, the undone one (the rule
      // never makes an undone match again, so a registration has at most one of those that
      // its current match is not).
      .leftJoin('gst_match_decisions as d', (join) =>
        join
          .onRef('d.registration_id', '=', 'gst_registrations.id')
          .on((eb) =>
            eb.or([
              eb('d.company_id', '=', eb.ref('gst_registrations.company_id')),
              eb.and([
                eb('d.decision', '=', 'undone'),
                eb.not(
                  eb.exists(
                    eb
                      .selectFrom('gst_match_decisions as current')
                      .select('current.id')
                      .whereRef('current.registration_id', '=', 'gst_registrations.id')
                      .whereRef('current.company_id', '=', 'gst_registrations.company_id'),
                  ),
                ),
              ]),
            ]),
          ),
      )
      .innerJoin('companies as c', (join) =>
        join.on((eb) =>
          eb('c.id', '=', eb.fn.coalesce('d.company_id', 'gst_registrations.company_id')),
        ),
      )
  );
}

const COLUMNS = [
  'gst_registrations.id',
  'gst_registrations.gstin',
  'gst_registrations.legal_name',
  'gst_registrations.trade_name',
  'gst_registrations.status as gst_status',
  'gst_registrations.state_name',
  'gst_registrations.stand_in',
  'gst_registrations.created_at',
  'gst_registrations.gstn_updated_on',
  'gst_registrations.fetched_at',
  'gst_registrations.company_id as matched_company_id',
  'gst_registrations.match_basis as rule_basis',
  'c.id as company_id',
  'c.company_name',
  'c.company_state_code',
  'c.cin',
  'd.decision',
  'd.match_basis as decided_basis',
  'd.decided_by',
  'd.decided_at',
] as const;

export async function listGstMatches(db: Kysely<Database>, query: GstMatchesQueueQuery) {
  const base = matchesQuery(db).where((eb) => {
    if (query.status === 'pending') {
      return eb.and([eb('gst_registrations.company_id', 'is not', null), eb('d.id', 'is', null)]);
    }
    return eb('d.decision', '=', query.status === 'confirmed' ? 'confirmed' : 'undone');
  });
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(base, 'gst_registrations', (items) => items.select(COLUMNS), query),
    gstMatchesQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** Matches no one has decided: the queue's size and age. */
export async function gstMatchesQueueSummary(db: Kysely<Database>) {
  const row = await db
    .selectFrom('gst_registrations as g')
    .select((eb) => [
      eb.fn.countAll<number>().as('pending'),
      eb.fn.min('g.created_at').as('oldest'),
    ])
    .where('g.company_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('gst_match_decisions as d')
            .select('d.id')
            .whereRef('d.registration_id', '=', 'g.id')
            .whereRef('d.company_id', '=', 'g.company_id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestPendingAt: isoTime(row.oldest) };
}

export async function findGstMatch(db: Db, id: number) {
  return matchesQuery(db).select(COLUMNS).where('gst_registrations.id', '=', id).executeTakeFirst();
}

export type GstMatchRow = NonNullable<Awaited<ReturnType<typeof findGstMatch>>>;

/**
 * Records the decision on the registration's current match, unless one is recorded: the row
 * when this call recorded it. Locks the registration so the match it decides is the one read.
 */
export async function recordGstMatchDecision(
  trx: Transaction<Database>,
  {
    registrationId,
    decision,
    staffId,
  }: { registrationId: number; decision: 'confirmed' | 'undone'; staffId: number },
) {
  const registration = await trx
    .selectFrom('gst_registrations')
    .select(['company_id', 'match_basis'])
    .where('id', '=', registrationId)
    .forUpdate()
    .executeTakeFirst();
  if (!registration) return { exists: false, matched: false } as const;
  if (!registration.company_id || !registration.match_basis) {
    return { exists: true, matched: false } as const;
  }
  const recorded = await trx
    .insertInto('gst_match_decisions')
    .values({
      registration_id: registrationId,
      company_id: registration.company_id,
      match_basis: registration.match_basis,
      decision,
      decided_by: staffId,
      decided_at: sql`now()`,
    })
    .onConflict((conflict) => conflict.columns(['registration_id', 'company_id']).doNothing())
    .returning(['company_id', 'decided_at'])
    .executeTakeFirst();
  return { exists: true, matched: true, recorded, companyId: registration.company_id } as const;
}
