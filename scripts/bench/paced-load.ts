import { setTimeout as sleep } from 'node:timers/promises';
import type { FixedRatePlan, Measurement } from './load-plan';
import { summariseLatencies } from './percentiles';

/** What one request came to: a 2xx answer, another status, or no answer at all. */
export type Outcome = 'ok' | 'non2xx' | 'error';

/**
 * Sends request number `index` on connection `slot` (0 .. connections - 1, each used by one
 * request at a time) and says how it went.
 */
export type Send = (index: number, slot: number) => Promise<Outcome>;

/**
 * Open-loop load at an even pace, as wrk2 gives it: request i is due at start + i / rate,
 * whatever happened to the requests before it, and goes out on the first of `connections`
 * connections that is free. Its latency runs from the moment it was due to its answer (from
 * when the generator's timer woke, if that was later: the generator's lateness is not the
 * target's), so time spent waiting for a free connection behind slow answers counts: no
 * coordinated omission. This is what "p95 at 200 requests/s" means: a steady 200 a second.
 * autocannon's `overallRate` instead sends each second's share back to back at the start of
 * the second, which measures a closed loop for the first tenth of every second (README,
 * "Pacing").
 */
/** The time the driver reads and waits on: the machine's, or a test's own. */
export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const MACHINE_CLOCK: PaceClock = { now: () => performance.now(), sleep };

export async function drivePaced(
  plan: FixedRatePlan,
  send: Send,
  clock: PaceClock = MACHINE_CLOCK,
): Promise<Measurement> {
  const intervalMs = 1000 / plan.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const free = Array.from({ length: plan.connections }, (_, slot) => slot);
  const waiting: ((slot: number) => void)[] = [];
  const inFlight = new Set<Promise<void>>();
  const takeSlot = (): Promise<number> =>
    free.length > 0
      ? Promise.resolve(free.pop()!)
      : new Promise((resolve) => waiting.push(resolve));
  const releaseSlot = (slot: number): void => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  const startedAt = clock.now();
  const deadlineAt = startedAt + plan.deadlineMs;
  let lastAnswerAt = startedAt;
  let sent = 0;
  for (; sent < plan.amount; sent++) {
    const dueAt = startedAt + sent * intervalMs;
    // Ahead of time: sleep, and count from when the timer woke (it wakes up to a millisecond
    // late). Behind time (stuck waiting for a connection): count from when it was due.
    let countFrom = dueAt;
    const early = dueAt - clock.now();
    if (early > 0) {
      await clock.sleep(early);
      countFrom = clock.now();
    }
    if (clock.now() >= deadlineAt) break;
    const slot = await takeSlot();
    const request = send(sent, slot).then(
      (outcome) => {
        lastAnswerAt = clock.now();
        if (outcome === 'error') errors++;
        else {
          if (outcome === 'non2xx') non2xx++;
          latencies.push(lastAnswerAt - countFrom);
        }
      },
      () => {
        errors++;
      },
    );
    const tracked: Promise<void> = request.finally(() => {
      inFlight.delete(tracked);
      releaseSlot(slot);
    });
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);

  const elapsedMs = lastAnswerAt - startedAt;
  return {
    latencyMs: summariseLatencies(latencies),
    requestsPerSecond: elapsedMs > 0 ? latencies.length / (elapsedMs / 1000) : Number.NaN,
    completed: latencies.length,
    non2xx,
    errors,
    timeouts: 0,
    cutShort: latencies.length + errors < plan.amount,
    elapsedMs,
  };
}
