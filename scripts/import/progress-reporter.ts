import cliProgress from 'cli-progress';
import type { ImportProgress } from './import-companies';

// A bar on a terminal; one line per ~50k rows when stderr is a log (CI, a pipe, --quiet), so
// logs show progress without a screenful of redraws.

const LINE_EVERY_ROWS = 50_000;

export interface ProgressReporter {
  update(progress: ImportProgress): void;
  stop(): void;
}

export function createProgressReporter(label: string, interactive: boolean): ProgressReporter {
  const started = performance.now();
  const rate = (rows: number) =>
    Math.round(rows / Math.max((performance.now() - started) / 1_000, 0.001));
  if (interactive) return barReporter(label, rate);

  let linesPrinted = 0;
  return {
    update({ rows }) {
      if (Math.floor(rows / LINE_EVERY_ROWS) <= linesPrinted) return;
      linesPrinted = Math.floor(rows / LINE_EVERY_ROWS);
      process.stderr.write(
        `${label}: ${rows.toLocaleString('en-IN')} rows read (${rate(rows)} rows/s)\n`,
      );
    },
    stop() {},
  };
}

function barReporter(label: string, rate: (rows: number) => number): ProgressReporter {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% | {rows} rows | {rate} rows/s | ETA {eta_formatted}`,
      hideCursor: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let last: ImportProgress | undefined;
  return {
    update(progress) {
      last = progress;
      const payload = { rows: progress.rows.toLocaleString('en-IN'), rate: rate(progress.rows) };
      if (!started) {
        bar.start(progress.totalBytes, 0, payload);
        started = true;
      }
      bar.update(progress.bytesRead, payload);
    },
    stop() {
      if (!started) return;
      if (last) bar.update(last.totalBytes);
      bar.stop();
    },
  };
}
