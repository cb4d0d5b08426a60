import type { Kysely, Transaction } from 'kysely';
import type { RepliesQueueQuery } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { listQueuePage, waitingQueueSummary } from '../../shared/queue-listing';
import { lockQueueItem } from '../queue-decision.repository';

// The replies queue's SQL (issue 19): the list with its counts, one reply with the report it
// answers, and the decision (a row lock, so two moderators deciding at once decide once).

const ITEM_COLUMNS = [
  'report_replies.id',
  'report_replies.report_id',
  'report_replies.company_id',
  'companies.company_name',
  'reports.public_summary',
  'report_replies.body',
  'report_replies.status',
  'report_replies.decision_reason',
  'report_replies.decided_by',
  'report_replies.decided_at',
  'report_replies.created_at',
] as const;

function withReport(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('report_replies')
    .innerJoin('reports', 'reports.id', 'report_replies.report_id')
    .innerJoin('companies', 'companies.id', 'report_replies.company_id');
}

export async function listReplies(db: Kysely<Database>, query: RepliesQueueQuery) {
  const base = withReport(db).where('report_replies.status', '=', query.status);
  const [{ rows, total }, summary] = await Promise.all([
    listQueuePage(base, 'report_replies', (items) => items.select(ITEM_COLUMNS), query),
    repliesQueueSummary(db),
  ]);
  return { rows, total, oldestPendingAt: summary.oldestPendingAt };
}

/** The queue's size and age, for the console's overview of all queues. */
export const repliesQueueSummary = (db: Kysely<Database>) =>
  waitingQueueSummary(db, 'report_replies');

export async function findReply(db: Kysely<Database> | Transaction<Database>, id: number) {
  return withReport(db)
    .select(ITEM_COLUMNS)
    .select([
      'report_replies.owner_email',
      // The owner's language: the decision's mail speaks it (issue 44).
      'report_replies.locale',
      'reports.decided_at as report_decided_at',
    ])
    .where('report_replies.id', '=', id)
    .executeTakeFirst();
}

export type ReplyRow = NonNullable<Awaited<ReturnType<typeof findReply>>>;

/** The reply, locked alone: publishing it changes no company row. */
export const lockReply = (trx: Transaction<Database>, id: number) =>
  lockQueueItem(trx, 'report_replies', id, { withCompany: false }, findReply);
