import type { Kysely } from 'kysely';
import { storedCardVerdict, verdictLine, type BulkCheckMapping } from '@trusthive/contracts';
import type { Database, ObjectStorage } from '@trusthive/platform';
import { enqueueMail } from '../../shared/mail/enqueue';
import { bulkCheckResultUrl } from '../../shared/mail/templates';
import {
  companiesByCin,
  companiesByGstin,
  companiesByPan,
  companySnapshots,
  findCheck,
  gstStatusesByGstin,
  lastStoredRow,
  markFinished,
  markRunning,
  outcomeCounts,
  recordProgress,
  storedCounts,
  upsertRows,
  type CompanySnapshot,
  type StoredRow,
} from './bulk-checks.repository';
import { judgeName, type NameSearch } from './name-match';
import { checkRow, type RowQuery } from './rows';
import { readTableRows, type TableRow } from './table-file';

// The bulk-check job (issue 43): reads the stored file as a stream, checks its rows in batches
// and stores each batch's results with the progress, so the page's poll sees the count move and
// memory holds one batch, never the file. Identifiers are looked up exactly, a batch's worth in
// one statement each; names go to the search service, a few at a time. A job that dies half-way
// and runs again resumes after the last row it stored (rows are keyed by their number, so a
// batch stored twice is written over, not doubled). The mail goes once, with the finish.

export interface BulkCheckJobDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  names: NameSearch;
  publicBaseUrl: string;
  /** Wakes the outbox relay after the finishing commit, so the mail leaves at once. */
  wake?: () => void;
}

export interface BulkCheckJobOptions {
  /** Rows looked up and stored together; the progress moves by this much. */
  batchSize?: number;
  /** Name searches in flight at once. */
  nameConcurrency?: number;
  /** Stops after this many batches (a crash, in tests). */
  stopAfterBatches?: number;
}

export type BulkCheckJobResult =
  | { status: 'done' | 'failed'; rows: number; bad: number }
  | { status: 'skipped'; reason: 'missing' | 'finished' | 'stopped' };

export const BULK_CHECK_BATCH_SIZE = 200;
/**
 * Name searches in flight at once. Each is one request to the search service, mostly waiting
 * on its engine; 12 keeps a search pod's pool busy without queueing visitors' searches behind
 * a file (the bench: 8 at a time and no overlap spent 2,500 names in most of 62.8 s).
 */
export const BULK_CHECK_NAME_CONCURRENCY = 12;

export async function runBulkCheck(
  deps: BulkCheckJobDeps,
  checkId: string,
  options: BulkCheckJobOptions = {},
): Promise<BulkCheckJobResult> {
  const { db, storage } = deps;
  const batchSize = options.batchSize ?? BULK_CHECK_BATCH_SIZE;
  const check = await findCheck(db, checkId);
  if (!check) return { status: 'skipped', reason: 'missing' };
  if (check.status === 'done') return { status: 'skipped', reason: 'finished' };
  if (!(await markRunning(db, checkId))) return { status: 'skipped', reason: 'missing' };

  const resumeAfter = await lastStoredRow(db, checkId);
  const stored = await storedCounts(db, checkId);
  let rowsDone = stored.rows;
  let badRows = stored.bad;
  const mapping = check.mapping as BulkCheckMapping;

  const file = await storage.stream('private', check.file_key);
  if (!file) {
    await markFinished(db, checkId, 'failed', {
      rowsDone,
      badRows,
      totalRows: check.total_rows,
    });
    return { status: 'failed', rows: rowsDone, bad: badRows };
  }

  // Two batches overlap: while one batch's names are still being searched, the next one's
  // identifiers are looked up and its names start. Batches are stored strictly in order, so
  // the last row stored is always the end of a finished prefix, which resuming relies on.
  const names = limitConcurrency(
    deps.names,
    options.nameConcurrency ?? BULK_CHECK_NAME_CONCURRENCY,
  );
  let batch: TableRow[] = [];
  let batches = 0;
  let stopped = false;
  let first = true;
  let previous: Promise<void> = Promise.resolve();
  const store = async (rows: StoredRow[]) => {
    if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) {
      stopped = true;
      return;
    }
    await upsertRows(db, checkId, rows);
    rowsDone += rows.length;
    badRows += rows.filter((row) => row.outcome === 'bad').length;
    await recordProgress(db, checkId, {
      rowsDone,
      badRows,
      totalRows: Math.max(check.total_rows, rowsDone),
    });
    batches += 1;
  };
  const flush = async () => {
    const checking = checkBatch(deps, names, batch, mapping);
    batch = [];
    const before = previous;
    const stored = (async () => {
      const rows = await checking;
      await before;
      await store(rows);
    })();
    // Awaited by the next flush or at the end; a failure is reported there, not as unhandled.
    stored.catch(() => undefined);
    previous = stored;
    // At most two batches in flight: memory holds two batches, never the file.
    await before;
  };
  for await (const row of readTableRows(file.body, check.kind)) {
    const isHeader = first && check.has_header;
    first = false;
    if (isHeader || row.rowNumber <= resumeAfter) continue;
    batch.push(row);
    if (batch.length >= batchSize) {
      await flush();
      if (stopped) break;
    }
  }
  if (batch.length > 0 && !stopped) await flush();
  await previous;
  if (stopped) {
    file.body.destroy();
    return { status: 'skipped', reason: 'stopped' };
  }

  const finished = await db.transaction().execute(async (trx) => {
    const first = await markFinished(trx, checkId, 'done', {
      rowsDone,
      badRows,
      totalRows: rowsDone,
    });
    if (!first) return false;
    const account = await trx
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', check.account_id)
      .executeTakeFirst();
    if (account) {
      const counts = await outcomeCounts(trx, checkId);
      await enqueueMail(trx, {
        to: account.email,
        template: 'bulk-check-done',
        locale: check.locale,
        data: {
          fileName: check.file_name,
          rows: rowsDone,
          matched: counts.matched,
          candidates: counts.candidates,
          notFound: counts.notFound,
          bad: counts.bad,
          resultUrl: bulkCheckResultUrl(deps.publicBaseUrl, checkId),
        },
      });
    }
    return true;
  });
  if (finished) deps.wake?.();
  return { status: 'done', rows: rowsDone, bad: badRows };
}

type Resolved =
  | { outcome: 'matched'; companyId: number; confidence: StoredRow['confidence'] }
  | { outcome: 'candidates'; candidateIds: number[]; names?: StoredRow['candidates'] }
  | { outcome: 'not_found' };

/** Checks one batch of rows: validation, the batched lookups, the names, the snapshots. */
async function checkBatch(
  deps: BulkCheckJobDeps,
  names: NameSearch,
  rows: readonly TableRow[],
  mapping: BulkCheckMapping,
): Promise<StoredRow[]> {
  const { db } = deps;
  const checked = rows.map((row) => ({ row, result: checkRow(row.cells, mapping) }));
  const queries = checked.flatMap(({ result }) => (result.ok ? [result.query] : []));
  const values = (kind: RowQuery['kind']) => [
    ...new Set(queries.filter((query) => query.kind === kind).map((query) => query.value)),
  ];
  const [byCin, byGstin, byPan, gstStatuses] = await Promise.all([
    companiesByCin(db, values('cin')),
    companiesByGstin(db, values('gstin')),
    companiesByPan(db, values('pan')),
    gstStatusesByGstin(db, values('gstin')),
  ]);
  const nameQueries = queries.filter(
    (query): query is Extract<RowQuery, { kind: 'name' }> => query.kind === 'name',
  );
  const judged = await judgeNames(names, nameQueries);

  const resolve = (query: RowQuery): Resolved => {
    if (query.kind === 'name') {
      const judgement = judged.get(nameKey(query))!;
      if (judgement.outcome === 'matched') return judgement;
      if (judgement.outcome === 'candidates') {
        return {
          outcome: 'candidates',
          candidateIds: judgement.candidates.map((candidate) => candidate.companyId),
          names: judgement.candidates,
        };
      }
      return { outcome: 'not_found' };
    }
    const ids =
      query.kind === 'cin'
        ? byCin.has(query.value)
          ? [byCin.get(query.value)!]
          : []
        : ((query.kind === 'gstin' ? byGstin : byPan).get(query.value) ?? []);
    if (ids.length === 1) return { outcome: 'matched', companyId: ids[0]!, confidence: 'high' };
    // A PAN held by several companies (a group's GST registrations): each is offered.
    if (ids.length > 1) return { outcome: 'candidates', candidateIds: ids.slice(0, 3) };
    return { outcome: 'not_found' };
  };

  const resolved = checked.map(({ row, result }) => ({
    row,
    result,
    found: result.ok ? resolve(result.query) : null,
  }));
  const companyIds = new Set<number>();
  for (const { found } of resolved) {
    if (found?.outcome === 'matched') companyIds.add(found.companyId);
    if (found?.outcome === 'candidates') for (const id of found.candidateIds) companyIds.add(id);
  }
  const snapshots = await companySnapshots(db, [...companyIds]);

  return resolved.map(({ row, result, found }): StoredRow => {
    if (!result.ok || !found) {
      return {
        rowNumber: row.rowNumber,
        input: result.input,
        outcome: 'bad',
        reason: result.ok ? null : result.reason,
        confidence: null,
        companyId: null,
        candidates: null,
        snapshot: null,
      };
    }
    if (found.outcome === 'matched') {
      const snapshot = snapshots.get(found.companyId);
      const gstStatus =
        result.query.kind === 'gstin'
          ? (gstStatuses.get(result.query.value) ?? snapshot?.gstStatus ?? null)
          : (snapshot?.gstStatus ?? null);
      return {
        rowNumber: row.rowNumber,
        input: result.input,
        outcome: 'matched',
        reason: null,
        confidence: found.confidence,
        companyId: found.companyId,
        candidates: null,
        snapshot: snapshot ? withVerdictLine({ ...snapshot, gstStatus }) : null,
      };
    }
    if (found.outcome === 'candidates') {
      const candidates =
        found.names ??
        found.candidateIds.map((id) => ({
          companyId: id,
          name: snapshots.get(id)?.name ?? '',
          location: snapshots.get(id)?.location ?? null,
        }));
      return {
        rowNumber: row.rowNumber,
        input: result.input,
        outcome: 'candidates',
        reason: null,
        confidence: 'low',
        companyId: null,
        candidates,
        snapshot: null,
      };
    }
    return {
      rowNumber: row.rowNumber,
      input: result.input,
      outcome: 'not_found',
      reason: null,
      confidence: null,
      companyId: null,
      candidates: null,
      snapshot: null,
    };
  });
}

function withVerdictLine(snapshot: Omit<CompanySnapshot, 'verdictLine'>): CompanySnapshot {
  const verdict = storedCardVerdict(snapshot.verdict);
  return { ...snapshot, verdict, verdictLine: verdict ? verdictLine(verdict.parts) : null };
}

const nameKey = (query: { value: string; state: string | null }) =>
  `${query.value.toLowerCase()}\u0000${query.state ?? ''}`;

/**
 * The search, at most `concurrency` calls in flight across every batch of the job: the two
 * overlapping batches share the search service's share, they do not double it.
 */
export function limitConcurrency(search: NameSearch, concurrency: number): NameSearch {
  const limit = Math.max(1, concurrency);
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (name) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await search(name);
    } finally {
      // The slot passes straight to the next caller waiting, or is given back.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** Each distinct name (with its state) searched once; the search itself limits how many at once. */
async function judgeNames(
  search: NameSearch,
  queries: ReadonlyArray<{ value: string; state: string | null }>,
) {
  const distinct = new Map<string, { value: string; state: string | null }>();
  for (const query of queries) distinct.set(nameKey(query), query);
  const searchedByName = new Map<string, Promise<Awaited<ReturnType<NameSearch>>>>();
  const judged = await Promise.all(
    [...distinct].map(async ([key, query]) => {
      const name = query.value.toLowerCase();
      // One search per name, even when rows give it with different states.
      let hits = searchedByName.get(name);
      if (!hits) {
        hits = search(query.value);
        searchedByName.set(name, hits);
      }
      return [key, judgeName(query, await hits)] as const;
    }),
  );
  return new Map(judged);
}
