import type pg from 'pg';
import { detectLayout, mapRow, type CompanyRecord, type Layout, type McaFormat } from './formats';
import { ImportFileError } from './errors';
import { dropStaging, loadBatch, prepareStaging } from './load-batch';
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
