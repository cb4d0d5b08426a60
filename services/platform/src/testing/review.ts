import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * For tests that register a company and then read it publicly: what a staff approval does to
 * the row (issue 18), without a staff session. The approval itself (audit, mail, event) is
 * tested through the staff route; a follower that must see it (search index, score) is told
 * by the test as after any direct write.
 */
export async function approveRegistrationForTest(
  db: Kysely<Database>,
  companyId: number,
): Promise<void> {
  const result = await db
    .updateTable('companies')
    .set({ review_status: 'live', reviewed_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`no company ${companyId} to approve`);
}
