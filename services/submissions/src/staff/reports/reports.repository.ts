import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReportReviewStatus } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { listQueuePage, waitingQueueSummary } from '../../shared/queue-listing';

// The reports queue's SQL (issue 18). The reporter's columns are read by the detail only,
// which is staff-only; the decision only applies to an open report (the UPDATE's WHERE).

export async function listReports(
  db: Kysely<Database>,
  { status, order, page }: { status: ReportReviewStatus; order: 'newest' | 'oldest'; page: number },
) {
  const base = db.selectFrom('reports').where('status', '=', status);
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(
      base,
      'reports',
      (items) =>
        items.select(['id', 'company_id', 'company_name', 'report_type', 'status', 'created_at']),
      { order, page },
    ),
    reportsQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** The queue's size and age, for the console's overview of all queues. */
export const reportsQueueSummary = (db: Kysely<Database>) => waitingQueueSummary(db, 'reports');

export async function findReport(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('reports')
    .leftJoin('companies', 'companies.id', 'reports.company_id')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'reports.decided_by')
    .select([
      'reports.id',
      'reports.company_id',
      'reports.company_name',
      'reports.company_website',
      'reports.report_type',
      'reports.description',
      'reports.evidence',
      'reports.reporter_name',
      'reports.reporter_email',
      'reports.reporter_phone',
      'reports.status',
      'reports.created_at',
      'reports.decided_at',
      'reports.decision_reason',
      'reports.public_summary',
      'companies.company_name as listed_company_name',
      'staff_accounts.display_name as decider_name',
    ])
    .where('reports.id', '=', id)
    .executeTakeFirst();
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Decides an open report; undefined when it was not open (or does not exist). */
export async function decideOpenReport(
  trx: Transaction<Database>,
  id: number,
  decision:
    | { status: 'upheld'; summary: string; decidedBy: number }
    | { status: 'dismissed'; reason: string; decidedBy: number },
) {
  return trx
    .updateTable('reports')
    .set({
      status: decision.status,
      decided_at: sql`now()`,
      decided_by: decision.decidedBy,
      public_summary: decision.status === 'upheld' ? decision.summary : null,
      decision_reason: decision.status === 'dismissed' ? decision.reason : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(['id', 'company_id', 'company_name', 'reporter_email', 'status', 'locale'])
    .executeTakeFirst();
}
