// The retention jobs (issue 37) run in the worker processes on a timer, as the claim
// document sweep and the stranded-mail sweep do: each pass is idempotent (it removes what is
// past its period, and a second pass or a second replica finds nothing more), so no queue or
// lock is needed to keep replicas from double work that could go wrong.

/** How often each worker enforces the retention periods. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** The first pass waits a little, so a start does not compete with the work queued at boot. */
const FIRST_PASS_DELAY_MS = 5 * 60 * 1000;

/** Runs `pass` soon after start and then every interval, until stop() is called. */
export function scheduleRetention(
  pass: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs = RETENTION_INTERVAL_MS,
): { stop(): void } {
  const run = () => void pass().catch(onError);
  return runPeriodically(run, Math.min(FIRST_PASS_DELAY_MS, intervalMs), intervalMs);
}

/**
 * Runs `run` once after `firstAfterMs` and then every `everyMs` until stop() is called. The
 * timers do not keep the process alive: a worker that is shutting down is not held by them.
 */
export function runPeriodically(
  run: () => void,
  firstAfterMs: number,
  everyMs: number,
): { stop(): void } {
  const first = setTimeout(run, firstAfterMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which data kept `days` days is past its period. */
export const cutoffOf = (now: number, days: number) => new Date(now - days * DAY_MS);
