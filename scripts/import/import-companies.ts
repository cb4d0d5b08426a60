import { statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { CompanyEventsOutbox, Outbox } from '@trusthive/platform';
import { detectLayout, mapRow, type CompanyRecord, type Layout, type McaFormat } from './formats';
import { ImportFileError } from './errors';
import {
  BULK_LOAD_MIN_ROWS,
  finishBulkLoad,
  startBulkLoad,
  type BulkLoadTimings,
  type DroppedIndex,
} from './bulk-load';
import { kyselyOnClient } from './client-kysely';
import { loadBatch, type BatchScope, type RegistrySource } from './load-batch';
import { openCsv } from './read-records';
import { RejectsFile } from './rejects-file';
import { loadStateResolver, type StateResolver } from './states';
import { loadActivityClassifier, type ActivityClassifier } from './activity-groups';
import { BUNDLED_FILE_DATES } from './bundled-files';

// The streaming loop: read a record, map it or reject it, and load the accepted ones in
// batches. While PostgreSQL loads one batch, the next is read and mapped (two cores work at
// once). Memory stays flat: one batch in flight and one filling, plus the CINs seen so far
// (about 100 bytes each) so that a CIN repeated later in the file is reported instead of
// loaded twice.

export const DEFAULT_BATCH_SIZE = 5_000;
export const DEFAULT_REJECTS_DIR = 'import-rejects';

export interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  /** Data rows read so far (accepted or rejected). */
  rows: number;
}

export interface ImportOptions {
  pool: pg.Pool;
  file: string;
  onProgress?: (progress: ImportProgress) => void;
  rejectsDir?: string;
  batchSize?: number;
  /** The year two-digit years are resolved against; the current year unless a test pins it. */
  currentYear?: number;
  /**
   * The file's date ('YYYY-MM-DD'), recorded on every row as companies.registry_source_date.
   * When not given, the file's modification date (UTC) is taken: the operator knows the
   * publication date better than the file system does, so the CLI's --as-of comes first.
   */
  asOf?: string;
  /**
   * A file of at least this many rows (estimated from the first batch) that at least doubles
   * companies is loaded as a bulk load (bulk-load.ts). Tests lower it to try that path.
   */
  bulkLoadMinRows?: number;
  /**
   * BullMQ key prefix (config.queues.prefix) of the outbox rows that tell search and scoring
   * which companies the file changed; BullMQ's default when not given.
   */
  queuePrefix?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/**
 * The file's base name (no path of this machine) and its date, as recorded per company: the
 * --as-of date, else a bundled file's date of data (bundled-files.ts), else the file's mtime.
 */
export function registrySourceOf(file: string, asOf?: string): RegistrySource {
  // A date PostgreSQL would refuse (2025-02-31) must fail here, once, not as every row's error.
  if (asOf !== undefined && (!ISO_DATE.test(asOf) || !isRealDate(asOf))) {
    throw new ImportFileError(`--as-of must be a date as YYYY-MM-DD, not '${asOf}'.`);
  }
  const name = path.basename(file);
  // A bundled file has a known date of data; any other file, without --as-of, its own mtime.
  const date = asOf ?? BUNDLED_FILE_DATES[name] ?? statSync(file).mtime.toISOString().slice(0, 10);
  return { file: name, date };
}

export interface ImportSummary {
  file: string;
  format: McaFormat['id'];
  rows: number;
  inserted: number;
  /** Companies whose facts the file changed: logged in company_registry_changes, re-scored. */
  changed: number;
  /** Companies whose facts are as the file says (re-dated or not). */
  unchanged: number;
  /** Of the unchanged, those a newer file re-dated: their record is now as of this file. */
  redated: number;
  /** Companies whose record is from a newer file than this one: left alone, whatever it says. */
  older: number;
  rejected: number;
  /** Path of the rejects CSV, or null when nothing was rejected. */
  rejectsFile: string | null;
  /** Database time when the import began; every row it wrote has updated_at at or after it. */
  startedAt: string;
  seconds: number;
  /** Set when broken CSV (an unclosed quote) made the rest of the file unreadable. */
  unreadableFromLine: number | null;
  /**
   * A bulk load: the indexes it dropped and built again, the seconds its closing steps took
   * (counts and indexes), and each of those steps.
   */
  bulkLoad: { indexes: number; indexSeconds: number; timings: BulkLoadTimings } | null;
}

interface PendingRow {
  line: number;
  raw: string;
  record: CompanyRecord;
}

let stateResolver: StateResolver | undefined;
let activityClassifier: ActivityClassifier | undefined;

export async function importCompanies(options: ImportOptions): Promise<ImportSummary> {
  const { pool, file, onProgress, batchSize = DEFAULT_BATCH_SIZE } = options;
  const registrySource = registrySourceOf(file, options.asOf);
  const source = openCsv(file);
  const resolveState = (stateResolver ??= loadStateResolver());
  const classifyActivity = (activityClassifier ??= loadActivityClassifier());
  const currentYear = options.currentYear ?? new Date().getUTCFullYear();
  const clock = performance.now();
  const client = await pool.connect();
  let failed = false;
  try {
    const startedAt = (await client.query<{ now: Date }>('select now() as now')).rows[0]!.now;
    const rejects = new RejectsFile(options.rejectsDir ?? DEFAULT_REJECTS_DIR, file, startedAt);
    const totals = {
      rows: 0,
      inserted: 0,
      changed: 0,
      unchanged: 0,
      redated: 0,
      older: 0,
      rejected: 0,
    };
    const followers = {
      db: kyselyOnClient(client),
      events: new CompanyEventsOutbox(new Outbox(options.queuePrefix)),
    };
    const reject = async (line: number, reason: string, raw: string) => {
      totals.rejected += 1;
      await rejects.add(line, reason, raw);
    };
    const seen = new Map<string, number>();
    let layout: Layout | undefined;
    let batch: PendingRow[] = [];
    let unreadableFromLine: number | null = null;
    let scope: BatchScope | undefined;
    let dropped: DroppedIndex[] = [];
    let indexSeconds = 0;
    let timings: BulkLoadTimings | undefined;
    /** The batch PostgreSQL is loading while the next one is read. */
    let inFlight: Promise<void> = Promise.resolve();

    const load = async (loaded: PendingRow[], columns: Layout['columns']) => {
      const result = await loadBatch(
        client,
        columns,
        loaded.map((row) => row.record),
        registrySource,
        scope,
        followers,
      );
      totals.inserted += result.inserted;
      totals.changed += result.changed;
      totals.redated += result.redated;
      totals.older += result.older;
      totals.unchanged +=
        loaded.length - result.inserted - result.changed - result.older - result.refused.length;
      for (const { index, message } of result.refused) {
        const row = loaded[index]!;
        await reject(row.line, `The database refused the row: ${message}.`, row.raw);
      }
    };

    const flush = async () => {
      await inFlight;
      if (layout && batch.length > 0) {
        scope ??= await chooseScope();
        const loaded = batch;
        batch = [];
        inFlight = load(loaded, layout.columns);
        // Awaited at the next flush; marked handled now so a failure is not "unhandled" meanwhile.
        inFlight.catch(() => undefined);
      }
      onProgress?.({
        bytesRead: source.bytesRead(),
        totalBytes: source.totalBytes,
        rows: totals.rows,
      });
    };

    /** Before the first batch: a bulk load when the file is big and at least doubles the table. */
    const chooseScope = async (): Promise<BatchScope> => {
      const estimated = Math.round(
        (source.totalBytes * totals.rows) / Math.max(1, source.bytesRead()),
      );
      if (estimated < (options.bulkLoadMinRows ?? BULK_LOAD_MIN_ROWS)) return 'transaction';
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from (select 1 from companies limit $1) existing',
        [estimated + 1],
      );
      if ((rows[0]?.count ?? 0) > estimated) return 'transaction';
      await client.query('begin');
      dropped = await startBulkLoad(client);
      return 'savepoint';
    };

    try {
      for await (const item of source.items) {
        if (item.kind === 'unreadable') {
          unreadableFromLine ??= item.line;
          await reject(item.line, item.reason, item.raw);
          continue;
        }
        if (!layout) {
          layout = detectLayout(item.fields);
          continue;
        }
        totals.rows += 1;
        const mapped = mapRow(item.fields, layout, { currentYear, resolveState, classifyActivity });
        if ('reason' in mapped) {
          await reject(item.line, mapped.reason, item.raw);
          continue;
        }
        const firstLine = seen.get(mapped.record.cin);
        if (firstLine !== undefined) {
          await reject(item.line, `Duplicate CIN: the same CIN is on line ${firstLine}.`, item.raw);
          continue;
        }
        seen.set(mapped.record.cin, item.line);
        batch.push({ line: item.line, raw: item.raw, record: mapped.record });
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      await inFlight;
      if (scope === 'savepoint') {
        const at = performance.now();
        timings = await finishBulkLoad(client, dropped);
        indexSeconds = (performance.now() - at) / 1_000;
        await client.query('commit');
        // The planner's statistics for a table that just grew from (almost) nothing.
        await client.query('analyze companies, company_name_words');
      }
    } catch (error) {
      await inFlight.catch(() => undefined);
      // A bulk load's transaction takes its rows and its dropped indexes back with it.
      if (scope === 'savepoint') await client.query('rollback').catch(() => undefined);
      await rejects.close().catch(() => undefined);
      throw error;
    }
    const rejectsFile = await rejects.close();
    if (!layout) throw new ImportFileError(`${file} is empty: there is no header row.`);
    return {
      file,
      format: layout.format.id,
      ...totals,
      rejectsFile,
      startedAt: startedAt.toISOString(),
      seconds: (performance.now() - clock) / 1_000,
      unreadableFromLine,
      bulkLoad: timings ? { indexes: dropped.length, indexSeconds, timings } : null,
    };
  } catch (error) {
    failed = !(error instanceof ImportFileError);
    throw error;
  } finally {
    // A connection that failed mid-import may be unusable; the pool gets a fresh one instead.
    client.release(failed);
  }
}
