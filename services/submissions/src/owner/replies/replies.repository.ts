import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, MailLocale } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;

// An owner's side of report replies (issue 19): the company's upheld reports with the reply to
// each, and the reply itself. The company is already known to be the owner's (ownedCompany).

/** The company's upheld reports, newest first, each with its reply (if any). */
export async function listUpheldReportsWithReplies(db: Db, companyId: number) {
  return db
    .selectFrom('reports')
    .leftJoin('report_replies', 'report_replies.report_id', 'reports.id')
    .select([
      'reports.id',
      'reports.public_summary',
      sql<string>`to_char(reports.decided_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`.as(
        'upheld_on',
      ),
      'report_replies.body',
      'report_replies.status as reply_status',
      'report_replies.created_at as reply_created_at',
      'report_replies.decided_at as reply_decided_at',
      'report_replies.decision_reason',
    ])
    .where('reports.company_id', '=', companyId)
    .where('reports.status', '=', 'upheld')
    .orderBy('reports.decided_at', 'desc')
    .orderBy('reports.id', 'desc')
    .execute();
}

export type UpheldReportRow = Awaited<ReturnType<typeof listUpheldReportsWithReplies>>[number];

/**
 * The company's upheld report, locked with its reply (if any) for the rest of the transaction:
 * two replies sent at once to one report are taken one after the other.
 */
export async function lockUpheldReport(trx: Transaction<Database>, companyId: number, id: number) {
  const report = await trx
    .selectFrom('reports')
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', '=', 'upheld')
    .forUpdate()
    .executeTakeFirst();
  if (!report) return undefined;
  const reply = await trx
    .selectFrom('report_replies')
    .select(['id', 'status', 'body'])
    .where('report_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return { id: report.id, reply: reply ?? null };
}

export async function insertReply(
  trx: Transaction<Database>,
  reply: {
    reportId: number;
    companyId: number;
    ownerEmail: string;
    body: string;
    locale: MailLocale;
  },
): Promise<number> {
  const row = await trx
    .insertInto('report_replies')
    .values({
      report_id: reply.reportId,
      company_id: reply.companyId,
      owner_email: reply.ownerEmail,
      body: reply.body,
      locale: reply.locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A declined reply written anew: pending again, with the new text and no decision. */
export async function resubmitDeclinedReply(
  trx: Transaction<Database>,
  id: number,
  reply: { ownerEmail: string; body: string; locale: MailLocale },
): Promise<void> {
  await trx
    .updateTable('report_replies')
    .set({
      owner_email: reply.ownerEmail,
      body: reply.body,
      locale: reply.locale,
      status: 'pending',
      decided_by: null,
      decided_at: null,
      decision_reason: null,
      created_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'declined')
    .execute();
}
