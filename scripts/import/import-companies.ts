import { statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { detectLayout, mapRow, type CompanyRecord, type Layout, type McaFormat } from './formats';
import { ImportFileError } from './errors';
import { dropStaging, loadBatch, prepareStaging, type RegistrySource } from './load-batch';
import { openCsv } from './read-records';
import { RejectsFile } from './rejects-file';
import { loadStateResolver, type StateResolver } from './states';
import { loadActivityClassifier, type ActivityClassifier } from './activity-groups';

// The streaming loop: read a record, map it or reject it, and load the accepted ones in
// batches. Memory stays flat: one batch in flight, plus the CINs seen so far (about 100 bytes
// each) so that a CIN repeated later in the file is reported instead of loaded twice.

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
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** The file's base name (no path of this machine) and its date, as recorded per company. */
export function registrySourceOf(file: string, asOf?: string): RegistrySource {
  // A date PostgreSQL would refuse (2025-02-31) must fail here, once, not as every row's error.
  if (asOf !== undefined && (!ISO_DATE.test(asOf) || !isRealDate(asOf))) {
    throw new ImportFileError(`--as-of must be a date as YYYY-MM-DD, not '${asOf}'.`);
  }
  const date = asOf ?? statSync(file).mtime.toISOString().slice(0, 10);
  return { file: path.basename(file), date };
}

export interface ImportSummary {
  file: string;
  format: McaFormat['id'];
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Path of the rejects CSV, or null when nothing was rejected. */
  rejectsFile: string | null;
  /** Database time when the import began; every row it wrote has updated_at at or after it. */
  startedAt: string;
  seconds: number;
  /** Set when broken CSV (an unclosed quote) made the rest of the file unreadable. */
  unreadableFromLine: number | null;
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
    const totals = { rows: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
    const reject = async (line: number, reason: string, raw: string) => {
      totals.rejected += 1;
      await rejects.add(line, reason, raw);
    };
    const seen = new Map<string, number>();
    let layout: Layout | undefined;
    let batch: PendingRow[] = [];
    let unreadableFromLine: number | null = null;

    const flush = async () => {
      if (layout && batch.length > 0) {
        const loaded = batch;
        batch = [];
        const result = await loadBatch(
          client,
          layout.columns,
          loaded.map((row) => row.record),
          registrySource,
        );
        totals.inserted += result.inserted;
        totals.updated += result.updated;
        totals.unchanged +=
          loaded.length - result.inserted - result.updated - result.refused.length;
        for (const { index, message } of result.refused) {
          const row = loaded[index]!;
          await reject(row.line, `The database refused the row: ${message}.`, row.raw);
        }
      }
      onProgress?.({
        bytesRead: source.bytesRead(),
        totalBytes: source.totalBytes,
        rows: totals.rows,
      });
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
          await prepareStaging(client, layout.columns);
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
    } catch (error) {
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
    };
  } catch (error) {
    failed = !(error instanceof ImportFileError);
    throw error;
  } finally {
    await dropStaging(client).catch(() => undefined);
    // A connection that failed mid-import may be unusable; the pool gets a fresh one instead.
    client.release(failed);
  }
}
