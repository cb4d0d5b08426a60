import cliProgress from 'cli-progress';
import type { Phase, Progress } from './generate';

export interface ProgressReporter {
  update(progress: Progress): void;
  stop(): void;
}

const PHASE_LABELS: Record<Phase, string> = {
  deleting: 'deleting the earlier synthetic rows',
  loading: 'loading',
  indexing: 'building the search and filter indexes',
  vacuuming: 'vacuum and analyze',
  done: 'done',
};
const LINE_EVERY = 100_000;

/**
 * A progress bar on an interactive terminal; elsewhere (CI, a log file) one line per 100,000
 * companies and one per phase, so logs stay short and readable.
 */
export function createProgressReporter(
  interactive: boolean,
  stream: NodeJS.WritableStream = process.stderr,
): ProgressReporter {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  let phase: Phase | undefined;

  if (interactive) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format:
          'companies |{bar}| {percentage}% | {value}/{total} | {duration}s | ETA {eta}s | {phase}',
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let running = false;
    return {
      update(progress) {
        // (Re)start when loading begins, so that the elapsed time and ETA count the load only.
        if (!running || (progress.phase === 'loading' && phase !== 'loading')) {
          bar.start(progress.total, progress.companies, { phase: PHASE_LABELS[progress.phase] });
          running = true;
        }
        phase = progress.phase;
        bar.update(progress.companies, { phase: PHASE_LABELS[progress.phase] });
      },
      stop() {
        if (running) bar.stop();
        running = false;
      },
    };
  }

  let nextLine = LINE_EVERY;
  return {
    update(progress) {
      if (progress.phase !== phase) {
        phase = progress.phase;
        if (phase !== 'done') stream.write(`${seconds()}s ${PHASE_LABELS[phase]}\n`);
      }
      while (progress.phase === 'loading' && progress.companies >= nextLine) {
        stream.write(
          `${seconds()}s ${nextLine.toLocaleString('en-IN')} / ${progress.total.toLocaleString('en-IN')} companies\n`,
        );
        nextLine += LINE_EVERY;
      }
    },
    stop() {},
  };
}
