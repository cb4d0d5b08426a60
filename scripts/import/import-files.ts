import { createPool } from '@trusthive/platform';
import { announceBulkChange, type AnnounceResult } from './announce';
import { ImportFileError } from './errors';
import { importCompanies, type ImportSummary } from './import-companies';
import { createProgressReporter } from './progress-reporter';

// Imports several files in turn and announces the change once. Shared by the CLI
// (`npm run import`) and the run command, which loads the real sample into an empty database.

export interface ImportFilesOptions {
  databaseUrl: string;
  files: string[];
  /** When given, one companies.bulk-changed event is queued after a load that changed rows. */
  redisUrl?: string;
  /** BullMQ key prefix (config.queues.prefix). */
  queuePrefix?: string;
  /** Draw a progress bar (a terminal); otherwise print a line per ~50k rows. */
  interactive?: boolean;
  rejectsDir?: string;
  /** The files' date as YYYY-MM-DD (the CLI's --as-of); else each file's modification date. */
  asOf?: string;
  /** A date per file (the run command's sample files), before asOf. */
  asOfByFile?: Readonly<Record<string, string>>;
}

export interface ImportFilesResult {
  summaries: ImportSummary[];
  /** Files that could not be imported at all (empty, unknown header), with the reason. */
  failures: { file: string; message: string }[];
  announced: AnnounceResult | null;
}

export async function importFiles(options: ImportFilesOptions): Promise<ImportFilesResult> {
  const pool = createPool({ url: options.databaseUrl, poolSize: 1, applicationName: 'import-mca' });
  const result: ImportFilesResult = { summaries: [], failures: [], announced: null };
  try {
    for (const file of options.files) {
      const progress = createProgressReporter(file, options.interactive ?? false);
      try {
        const summary = await importCompanies({
          pool,
          file,
          onProgress: (state) => progress.update(state),
          ...(options.rejectsDir ? { rejectsDir: options.rejectsDir } : {}),
          ...(options.queuePrefix ? { queuePrefix: options.queuePrefix } : {}),
          ...((options.asOfByFile?.[file] ?? options.asOf)
            ? { asOf: options.asOfByFile?.[file] ?? options.asOf }
            : {}),
        });
        progress.stop();
        result.summaries.push(summary);
        console.info(describeSummary(summary));
      } catch (error) {
        progress.stop();
        // A bad file is reported and skipped; a database failure stops everything.
        if (!(error instanceof ImportFileError)) throw error;
        result.failures.push({ file, message: error.message });
        console.error(`error: ${file}: ${error.message}`);
      }
    }
  } finally {
    await pool.end();
  }

  // Every row written: inserted, changed, or re-dated (its verdict names the file's month).
  // The changed ones were also announced one by one in their batches' transactions.
  const changed = result.summaries.reduce(
    (sum, summary) => sum + summary.inserted + summary.changed + summary.redated,
    0,
  );
  if (options.redisUrl && changed > 0) {
    const since = result.summaries[0]!.startedAt;
    result.announced = await announceBulkChange({
      reason: 'imported',
      databaseUrl: options.databaseUrl,
      redisUrl: options.redisUrl,
      ...(options.queuePrefix ? { prefix: options.queuePrefix } : {}),
      since,
      count: changed,
    });
    if (!result.announced.queued) {
      console.warn(
        `warning: could not queue companies.bulk-changed yet (${result.announced.reason}); ` +
          'it waits in the outbox, and the running stack sends it once Redis is back.',
      );
    }
  }
  return result;
}

export function describeSummary(summary: ImportSummary): string {
  const { inserted, changed, unchanged, redated, older, rejected, seconds, rows } = summary;
  const rate = Math.round(rows / Math.max(seconds, 0.001));
  const lines = [
    `${summary.file}: inserted ${inserted}, changed ${changed}, unchanged ${unchanged} ` +
      `(${redated} re-dated), older ${older}, rejected ${rejected} in ${seconds.toFixed(1)} s ` +
      `(${rate} rows/s)`,
  ];
  if (summary.bulkLoad) {
    const { indexes, indexSeconds, timings } = summary.bulkLoad;
    const slowest = [...timings.indexes].sort((a, b) => b.seconds - a.seconds).slice(0, 3);
    const indexTotal = timings.indexes.reduce((sum, index) => sum + index.seconds, 0);
    lines.push(
      `  bulk load: ${indexes} indexes dropped and built again (${indexSeconds.toFixed(1)} s of ` +
        `it: category counts ${timings.categoryCounts.toFixed(1)} s, indexes ${indexTotal.toFixed(1)} s, the slowest ` +
        `${slowest.map((index) => `${index.name} ${index.seconds.toFixed(1)} s`).join(', ')})`,
    );
  }
  if (summary.rejectsFile) lines.push(`  rejected rows: ${summary.rejectsFile}`);
  if (summary.unreadableFromLine !== null) {
    lines.push(
      `  the CSV is broken from line ${summary.unreadableFromLine} on; the rows after it were not read`,
    );
  }
  return lines.join('\n');
}
