import type { Insertable, Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

// Owners' replies to upheld reports (issue 19) in the fuzz: the run's signed-in owner's company
// gets upheld reports, one for each reply sample (a report takes one reply; the next is a 409),
// and the samples (the reply endpoints' examples) read them and reply to them.

/** More than the reply samples one operation sends in a run (about one per generated request). */
const REPLY_REPORTS = 600;

/** A report of the company, upheld as the reports queue leaves it (what an owner may answer). */
export function upheldReportRow(
  companyId: number,
  companyName: string,
  description: string,
): Insertable<Database['reports']> {
  return {
    company_id: companyId,
    company_name: companyName,
    report_type: 'Scam',
    description,
    reporter_name: 'Fuzz Reporter',
    reporter_email: 'fuzz-reporter@example.in',
    status: 'upheld',
    public_summary: 'A report about this company was upheld.',
    decided_at: new Date(),
  };
}

/** Upheld reports of the owner's company, as the reports queue leaves them; their ids. */
export async function newUpheldReports(db: Kysely<Database>, companyId: number): Promise<number[]> {
  const rows = await db
    .insertInto('reports')
    .values(
      Array.from({ length: REPLY_REPORTS }, () =>
        upheldReportRow(
          companyId,
          'Fuzz Owner Company',
          'A report the fuzz run upholds for the owner to answer.',
        ),
      ),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
