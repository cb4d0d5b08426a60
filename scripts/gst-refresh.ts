// npm run gst:refresh: asks GSTN again about every stored GST record older than
// GST_REFRESH_DAYS, within GST_REQUESTS_PER_MINUTE, with a progress bar. The command itself is
// services/enrichment/src/cli/gst-refresh-command.ts; this shell draws the bar.
import cliProgress from 'cli-progress';
import { createDb, readConfigOrExit } from '@trusthive/platform';
import {
  runGstRefresh,
  type RefreshProgress,
} from '../services/enrichment/src/cli/gst-refresh-command';

/** A bar on a terminal; a line per tenth done when stderr is a log (CI, a pipe). */
function progressOn(interactive: boolean): RefreshProgress {
  if (interactive) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: 'GST refresh [{bar}] {percentage}% | {value}/{total} records | ETA {eta_formatted}',
        hideCursor: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      start: (total) => {
        bar.start(total, 0);
        started = true;
      },
      update: (done) => bar.update(done),
      stop: () => {
        if (started) bar.stop();
      },
    };
  }
  let total = 0;
  let tenths = 0;
  return {
    start: (count) => {
      total = count;
    },
    update: (done) => {
      const now = Math.floor((done * 10) / Math.max(total, 1));
      if (now <= tenths) return;
      tenths = now;
      process.stderr.write(`GST refresh: ${done}/${total} records\n`);
    },
    stop: () => undefined,
  };
}

const config = readConfigOrExit();
const db = createDb({ url: config.database.url, poolSize: 2, applicationName: 'gst-refresh' });
let exitCode = 1;
try {
  exitCode = await runGstRefresh(config, db, {
    out: (line) => console.info(line),
    err: (line) => console.error(line),
    progress: progressOn(process.stderr.isTTY === true),
  });
} catch (error) {
  console.error('gst:refresh failed:', error instanceof Error ? error.message : error);
} finally {
  await db.destroy();
}
process.exit(exitCode);
