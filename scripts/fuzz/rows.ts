import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { FuzzResult } from './run';

// "No row written for a refused request": every text value the fuzz sends carries the run's
// marker, so after the run a row holding the marker must belong to a request that was
// accepted (its id came back in a 201, its idempotency key was answered 2xx, its event 202).
// Finding rows by marker rather than counting tables keeps the check true while other tests
// write to the same database.

export interface RowProblem {
  table: string;
  rows: number;
  detail: string;
}

const BY_ID: Array<{ table: string; operation: string; column: string; alsoFrom?: string[] }> = [
  // An owner's accepted edit writes its text into the company it owns (issue 19).
  {
    table: 'companies',
    operation: 'POST /api/registrations',
    column: 'id',
    alsoFrom: ['PATCH /api/account/companies/{id}'],
  },
  { table: 'brands', operation: 'POST /api/registrations', column: 'company_id' },
  { table: 'company_claims', operation: 'POST /api/companies/{id}/claims', column: 'id' },
  { table: 'reports', operation: 'POST /api/reports', column: 'id' },
  { table: 'contact_messages', operation: 'POST /api/contact', column: 'id' },
  {
    table: 'company_corrections',
    operation: 'POST /api/companies/{id}/corrections',
    column: 'id',
  },
  { table: 'staff_accounts', operation: 'POST /api/staff/accounts', column: 'id' },
  {
    table: 'owner_change_requests',
    operation: 'POST /api/account/companies/{id}/change-requests',
    column: 'id',
  },
  // An owner's new contact e-mail waits for its link (issue 37), a row of the company edited.
  {
    table: 'owner_contact_email_confirmations',
    operation: 'PATCH /api/account/companies/{id}',
    column: 'company_id',
  },
  // An owner's reply answers 201 with its report, whose id the reply row keeps.
  {
    table: 'report_replies',
    operation: 'POST /api/account/companies/{id}/reports/{reportId}/reply',
    column: 'report_id',
  },
];

/** The analytics event tables are written later by the worker: at most one row per 202. */
const EVENTS: Array<{ table: string; operations: string[] }> = [
  { table: 'search_analytics', operations: ['POST /api/events/search', 'GET /api/search'] },
  {
    table: 'profile_views',
    operations: ['POST /api/events/profile-views', 'POST /api/track-view-duration'],
  },
  { table: 'website_clicks', operations: ['POST /api/events/website-clicks'] },
];

export async function rowsOfRefusedRequests(
  databaseUrl: string,
  storageDir: string,
  marker: string,
  { accepted, answersByKey }: Pick<FuzzResult, 'accepted' | 'answersByKey'>,
): Promise<RowProblem[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: RowProblem[] = [];
  const pattern = `%${marker}%`;
  try {
    for (const { table, operation, column, alsoFrom = [] } of BY_ID) {
      const ids = [operation, ...alsoFrom].flatMap((from) => accepted.ids[from] ?? []);
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from ${table} t where t::text like $1 and not (t.${column} = any($2::bigint[]))`,
        [pattern, ids],
      );
      const count = Number(rows[0]!.count);
      if (count > 0)
        problems.push({ table, rows: count, detail: `not from an accepted ${operation}` });
    }
    const { rows: keys } = await client.query<{ scope: string; key: string; status_code: number }>(
      `select scope, key, status_code from idempotency_keys
        where key like $1 and not (key = any($2::text[]))`,
      [pattern, accepted.idempotencyKeys],
    );
    if (keys.length > 0) {
      problems.push({
        table: 'idempotency_keys',
        rows: keys.length,
        detail: `keys of requests that were not answered 2xx: ${keys
          .slice(0, 5)
          .map(
            (row) =>
              `${row.scope} ${row.key} (stored ${row.status_code}; answered ${(answersByKey.get(row.key) ?? []).join(', ')})`,
          )
          .join(', ')}`,
      });
    }
    for (const { table, operations } of EVENTS) {
      const allowed = operations.reduce(
        (sum, operation) => sum + (accepted.events[operation] ?? 0),
        0,
      );
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from ${table} t where t::text like $1`,
        [pattern],
      );
      const count = Number(rows[0]!.count);
      if (count > allowed) {
        problems.push({
          table,
          rows: count - allowed,
          detail: `more rows than the ${allowed} events accepted`,
        });
      }
    }
  } finally {
    await client.end();
  }
  const logos = await filesUnder(path.join(storageDir, 'public', 'logos'));
  const strayLogos = logos.filter((file) => !accepted.logoKeys.includes(path.basename(file)));
  if (strayLogos.length > 0) {
    problems.push({
      table: 'storage public/logos',
      rows: strayLogos.length,
      detail: 'files no 201 returned',
    });
  }
  const claimFiles = await filesUnder(path.join(storageDir, 'private', 'claims'));
  const claims = accepted.ids['POST /api/companies/{id}/claims']?.length ?? 0;
  if (claimFiles.length > 2 * claims) {
    problems.push({
      table: 'storage private/claims',
      rows: claimFiles.length - 2 * claims,
      detail: `files beyond the two of each of the ${claims} accepted claims`,
    });
  }
  return problems;
}

async function filesUnder(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
