import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '@trusthive/platform';

// What staff moderation (issue 18, owned by the submissions service) decided about a company,
// read for its profile: whether a claim waits for review, and the reports that were upheld.
// Both are correlated to `companies.id` and written with literals (sql.lit), so the profile
// stays one statement whose only parameter is the id.

/** True while a claim for the company waits (the partial index company_claims_one_pending). */
export function hasPendingClaim(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb.exists(
    eb
      .selectFrom('company_claims')
      .select(sql.lit(1).as('one'))
      .whereRef('company_claims.company_id', '=', 'companies.id')
      .where('company_claims.status', '=', sql.lit('pending')),
  );
}

/**
 * The company's upheld reports, newest first: the public summary and the day it was upheld
 * (India's calendar), and the owner's reply once staff published it (issue 19; a pending or
 * declined reply is never selected). Nothing else of a report is selected, so the reporter's
 * name, e-mail and phone and their own words cannot reach the profile.
 */
export function upheldReportsOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('reports')
    .leftJoin('report_replies', (join) =>
      join
        .onRef('report_replies.report_id', '=', 'reports.id')
        .on('report_replies.status', '=', sql.lit('published')),
    )
    .select([
      'reports.public_summary as summary',
      sql<string>`to_char(reports.decided_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`.as(
        'upheld_on',
      ),
      'report_replies.body as reply_body',
      sql<
        string | null
      >`to_char(report_replies.decided_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`.as(
        'reply_published_on',
      ),
    ])
    .whereRef('reports.company_id', '=', 'companies.id')
    .where('reports.status', '=', sql.lit('upheld'))
    .orderBy('reports.decided_at', 'desc')
    .orderBy('reports.id', 'desc');
}
