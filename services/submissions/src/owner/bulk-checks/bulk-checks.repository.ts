import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  BulkCheckConfidence,
  BulkCheckKind,
  BulkCheckMapping,
  BulkCheckOutcome,
  BulkCheckRowReason,
} from '@trusthive/contracts';
import type { Database, MailLocale } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;

// The SQL of bulk checks (issue 43): the checks and their rows (this service's tables), and
// the batched exact lookups of identifiers in the directory. The lookups have the shape of the
// search service's tax-id statements (services/search/src/queries/tax-id-search.sql), taken
// for many numbers at once with `= any($1)`: a CIN by companies.cin, a GSTIN by the company's
// own, its GST details and the GSTN registrations matched to it (gst_registration_matches, so
// a match staff undid counts nowhere), a PAN likewise. Live companies only.

export async function insertCheck(
  trx: Db,
  values: {
    accountId: string;
    fileName: string;
    fileKey: string;
    kind: BulkCheckKind;
    mapping: BulkCheckMapping;
    hasHeader: boolean;
    totalRows: number;
    locale: MailLocale;
  },
) {
  return trx
    .insertInto('bulk_checks')
    .values({
      account_id: values.accountId,
      file_name: values.fileName,
      file_key: values.fileKey,
      kind: values.kind,
      mapping: JSON.stringify(values.mapping),
      has_header: values.hasHeader,
      total_rows: values.totalRows,
      locale: values.locale,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type BulkCheckRecord = Awaited<ReturnType<typeof insertCheck>>;

export function findCheck(db: Db, id: string) {
  return db.selectFrom('bulk_checks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account's check, or undefined (another account's is as missing). */
export function findAccountCheck(db: Db, accountId: string, id: string) {
  return db
    .selectFrom('bulk_checks')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export function listAccountChecks(db: Db, accountId: string) {
  return db
    .selectFrom('bulk_checks')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sql<boolean>`expires_at > now()`)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
}

export async function deleteAccountCheck(
  db: Db,
  accountId: string,
  id: string,
): Promise<{ file_key: string } | undefined> {
  return db
    .deleteFrom('bulk_checks')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returning('file_key')
    .executeTakeFirst();
}

/** Whether any check still reads this stored file. */
export async function fileStillUsed(db: Db, fileKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('bulk_checks')
    .select('id')
    .where('file_key', '=', fileKey)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Of these stored files, those a check still reads. */
export async function referencedFiles(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('bulk_checks')
    .select('file_key')
    .where('file_key', 'in', keys)
    .execute();
  return new Set(rows.map((row) => row.file_key));
}

/** Marks a check running; false when it is not there any more (deleted while queued). */
export async function markRunning(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('bulk_checks')
    .set({ status: 'running' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordProgress(
  db: Db,
  id: string,
  progress: { rowsDone: number; badRows: number; totalRows: number },
): Promise<void> {
  await db
    .updateTable('bulk_checks')
    .set({
      rows_done: progress.rowsDone,
      bad_rows: progress.badRows,
      total_rows: progress.totalRows,
    })
    .where('id', '=', id)
    .execute();
}

export async function markFinished(
  db: Db,
  id: string,
  status: 'done' | 'failed',
  progress: { rowsDone: number; badRows: number; totalRows: number },
): Promise<boolean> {
  const result = await db
    .updateTable('bulk_checks')
    .set({
      status,
      rows_done: progress.rowsDone,
      bad_rows: progress.badRows,
      total_rows: progress.totalRows,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A check out of attempts: failed, unless it finished meanwhile. */
export async function markFailed(db: Db, id: string): Promise<void> {
  await db
    .updateTable('bulk_checks')
    .set({ status: 'failed', finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '!=', 'done')
    .execute();
}

/** The largest row number stored so far: a job run again after a crash resumes after it. */
export async function lastStoredRow(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('bulk_check_rows')
    .select((eb) => eb.fn.max('row_number').as('last'))
    .where('check_id', '=', id)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** How many rows were stored, and how many of them were bad (a resumed job's counts). */
export async function storedCounts(db: Db, id: string): Promise<{ rows: number; bad: number }> {
  const row = await db
    .selectFrom('bulk_check_rows')
    .select([
      (eb) => eb.fn.countAll<string>().as('rows'),
      sql<string>`count(*) filter (where outcome = 'bad')`.as('bad'),
    ])
    .where('check_id', '=', id)
    .executeTakeFirst();
  return { rows: Number(row?.rows ?? 0), bad: Number(row?.bad ?? 0) };
}

export interface StoredRow {
  rowNumber: number;
  input: Record<string, string>;
  outcome: BulkCheckOutcome;
  reason: BulkCheckRowReason | null;
  confidence: BulkCheckConfidence | null;
  companyId: number | null;
  candidates: unknown[] | null;
  snapshot: CompanySnapshot | null;
}

/** Stores a batch of rows; a row stored before (a job run again) is written over, not doubled. */
export async function upsertRows(db: Db, checkId: string, rows: readonly StoredRow[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('bulk_check_rows')
    .values(
      rows.map((row) => ({
        check_id: checkId,
        row_number: row.rowNumber,
        input: JSON.stringify(row.input),
        outcome: row.outcome,
        reason: row.reason,
        confidence: row.confidence,
        company_id: row.companyId,
        candidates: row.candidates ? JSON.stringify(row.candidates) : null,
        company_name: row.snapshot?.name ?? null,
        company_status: row.snapshot?.status ?? null,
        verdict: row.snapshot?.verdict ? JSON.stringify(row.snapshot.verdict) : null,
        verdict_line: row.snapshot?.verdictLine ?? null,
        trust_score: row.snapshot?.trustScore ?? null,
        trust_level: row.snapshot?.trustLevel ?? null,
        red_flags: row.snapshot?.redFlags ?? [],
        gst_status: row.snapshot?.gstStatus ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['check_id', 'row_number']).doUpdateSet((eb) => ({
        input: eb.ref('excluded.input'),
        outcome: eb.ref('excluded.outcome'),
        reason: eb.ref('excluded.reason'),
        confidence: eb.ref('excluded.confidence'),
        company_id: eb.ref('excluded.company_id'),
        candidates: eb.ref('excluded.candidates'),
        company_name: eb.ref('excluded.company_name'),
        company_status: eb.ref('excluded.company_status'),
        verdict: eb.ref('excluded.verdict'),
        verdict_line: eb.ref('excluded.verdict_line'),
        trust_score: eb.ref('excluded.trust_score'),
        trust_level: eb.ref('excluded.trust_level'),
        red_flags: eb.ref('excluded.red_flags'),
        gst_status: eb.ref('excluded.gst_status'),
      })),
    )
    .execute();
}

export function rowsPage(
  db: Db,
  checkId: string,
  options: { offset: number; limit: number; outcome?: BulkCheckOutcome | undefined },
) {
  let query = db
    .selectFrom('bulk_check_rows')
    .selectAll()
    .where('check_id', '=', checkId)
    .orderBy('row_number')
    .offset(options.offset)
    .limit(options.limit);
  if (options.outcome) query = query.where('outcome', '=', options.outcome);
  return query.execute();
}

/** Every row in order, in pages of `size`, for a download (never all in memory at once). */
export async function* allRows(db: Db, checkId: string, size = 1_000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('bulk_check_rows')
      .selectAll()
      .where('check_id', '=', checkId)
      .where('row_number', '>', after)
      .orderBy('row_number')
      .limit(size)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.row_number;
    if (rows.length < size) return;
  }
}

export type BulkCheckRowRecord = Awaited<ReturnType<typeof rowsPage>>[number];

export async function outcomeCounts(db: Db, checkId: string) {
  const rows = await db
    .selectFrom('bulk_check_rows')
    .select(['outcome', (eb) => eb.fn.countAll<string>().as('count')])
    .where('check_id', '=', checkId)
    .groupBy('outcome')
    .execute();
  const count = (outcome: BulkCheckOutcome) =>
    Number(rows.find((row) => row.outcome === outcome)?.count ?? 0);
  return {
    matched: count('matched'),
    candidates: count('candidates'),
    notFound: count('not_found'),
    bad: count('bad'),
  };
}

/** Checks past their 30 days, at most `limit`; their files go after the rows. */
export async function deleteExpiredChecks(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('bulk_checks')
    .where(
      'id',
      'in',
      db.selectFrom('bulk_checks').select('id').where('expires_at', '<=', now).limit(limit),
    )
    .returning('file_key')
    .execute();
  return rows.map((row) => row.file_key);
}

// ---- lookups in the directory (read only) ----

/** CIN → the live company with it. */
export async function companiesByCin(
  db: Db,
  cins: readonly string[],
): Promise<Map<string, number>> {
  if (cins.length === 0) return new Map();
  const { rows } = await sql<{ cin: string; id: number }>`
    select c.cin, c.id from companies c
    where c.cin = any(${cins}::text[]) and c.review_status = 'live'`.execute(db);
  return new Map(rows.map((row) => [row.cin, Number(row.id)]));
}

/** GSTIN → the live companies holding it (own record, GST details, a matched registration). */
export async function companiesByGstin(
  db: Db,
  gstins: readonly string[],
): Promise<Map<string, number[]>> {
  if (gstins.length === 0) return new Map();
  const { rows } = await sql<{ number: string; id: number }>`
    with holders (number, id) as (
      select c.gst_number, c.id from companies c where c.gst_number = any(${gstins}::text[])
      union
      select d.gstin, d.company_id from company_gst_details d where d.gstin = any(${gstins}::text[])
      union
      select m.gstin, m.company_id from gst_registration_matches m where m.gstin = any(${gstins}::text[])
    )
    select h.number, c.id from holders h join companies c on c.id = h.id
    where c.review_status = 'live'
    order by h.number, lower(c.company_name) collate "C", c.id`.execute(db);
  return groupIds(rows);
}

/** PAN → the live companies holding it (own record, GST details, a matched registration's). */
export async function companiesByPan(
  db: Db,
  pans: readonly string[],
): Promise<Map<string, number[]>> {
  if (pans.length === 0) return new Map();
  const { rows } = await sql<{ number: string; id: number }>`
    with holders (number, id) as (
      select c.pan_number, c.id from companies c where c.pan_number = any(${pans}::text[])
      union
      select d.pan, d.company_id from company_gst_details d where d.pan = any(${pans}::text[])
      union
      select r.pan, m.company_id from gst_registrations r
      join gst_registration_matches m on m.registration_id = r.id
      where r.pan = any(${pans}::text[])
    )
    select h.number, c.id from holders h join companies c on c.id = h.id
    where c.review_status = 'live'
    order by h.number, lower(c.company_name) collate "C", c.id`.execute(db);
  return groupIds(rows);
}

function groupIds(rows: ReadonlyArray<{ number: string; id: number }>): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const row of rows) {
    const ids = map.get(row.number) ?? [];
    if (!ids.includes(Number(row.id))) ids.push(Number(row.id));
    map.set(row.number, ids);
  }
  return map;
}

/** What GSTN says of a registration by its number, for rows that gave one. */
export async function gstStatusesByGstin(
  db: Db,
  gstins: readonly string[],
): Promise<Map<string, string>> {
  if (gstins.length === 0) return new Map();
  const rows = await db
    .selectFrom('gst_registrations')
    .select(['gstin', 'status'])
    .where('gstin', '=', sql<string>`any(${gstins}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.gstin, row.status]));
}

export interface CompanySnapshot {
  id: number;
  name: string;
  status: string | null;
  verdict: unknown;
  verdictLine: string | null;
  trustScore: number | null;
  trustLevel: string | null;
  redFlags: string[];
  /** Active when a registration GSTN lists under it is; else what its latest one says. */
  gstStatus: string | null;
  location: string | null;
}

/**
 * The facts of a check's companies as they stand: the stored score, level and verdict (card
 * form, on companies), the status, the red flags' titles of the stored breakdown and what GSTN
 * says of the registrations matched to the company.
 */
export async function companySnapshots(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Omit<CompanySnapshot, 'verdictLine'>>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    company_name: string;
    company_status: string | null;
    verdict: unknown;
    trust_score: number | null;
    trust_level: string | null;
    red_flags: string[] | null;
    gst_status: string | null;
    location: string | null;
  }>`
    select c.id, c.company_name, c.company_status, c.verdict, c.trust_score, c.trust_level,
      (select array_agg(flag ->> 'title')
         from jsonb_array_elements(coalesce(s.breakdown -> 'redFlags', '[]'::jsonb)) flag) as red_flags,
      (select r.status from gst_registration_matches m
         join gst_registrations r on r.id = m.registration_id
        where m.company_id = c.id
        order by (r.status = 'Active') desc, r.gstn_updated_on desc nulls last, r.gstin
        limit 1) as gst_status,
      nullif(concat_ws(', ', nullif(c.city, ''), nullif(c.company_state_code, '')), '') as location
    from companies c
    left join company_scores s on s.company_id = c.id
    where c.id = any(${ids}::int[])`.execute(db);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        name: row.company_name,
        status: row.company_status,
        verdict: row.verdict,
        trustScore: row.trust_score,
        trustLevel: row.trust_level,
        redFlags: row.red_flags ?? [],
        gstStatus: row.gst_status,
        location: row.location,
      },
    ]),
  );
}
