import type { LatencySummary } from './percentiles';

/**
 * How one leg of a run drives its target. The gateway and its floor always get the same plan,
 * which is what makes their figures comparable.
 */
export type LoadPlan = FixedRatePlan | ClosedLoopPlan;

/**
 * How a fixed-rate leg spreads its requests: `even`, one every 1 / rate seconds (paced-load.ts),
 * or `burst`, autocannon's `overallRate` (each connection sends its share of a second back to
 * back at the start of the second; the shape of the figures reported before even pacing).
 */
export type Pacing = 'even' | 'burst';

export interface FixedRatePlan {
  mode: 'fixed-rate';
  pacing: Pacing;
  /** Requests per second over all connections. */
  rate: number;
  connections: number;
  /** rate × duration: the leg ends after this many responses... */
  amount: number;
  /** ...or at this deadline, whichever comes first, so a slow target cannot stall the bench. */
  deadlineMs: number;
}

export interface ClosedLoopPlan {
  mode: 'closed-loop';
  connections: number;
  durationMs: number;
  deadlineMs: number;
}

export interface Measurement {
  latencyMs: LatencySummary;
  /** Completed responses (or queries) per second of wall time, first send to last response. */
  requestsPerSecond: number;
  completed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** A fixed-rate leg that hit its deadline before `amount` responses could not keep the rate. */
  cutShort: boolean;
  elapsedMs: number;
}

/** Grace beyond the planned duration before a leg is stopped by force. */
const deadlineGraceMs = (durationMs: number): number => Math.max(5_000, durationMs / 2);

export function fixedRatePlan(
  rate: number,
  durationS: number,
  connections: number,
  pacing: Pacing = 'even',
): FixedRatePlan {
  const durationMs = durationS * 1000;
  const amount = Math.max(1, Math.round(rate * durationS));
  return {
    mode: 'fixed-rate',
    pacing,
    rate,
    // autocannon refuses more connections than requests, and at most `rate` connections can
    // each send one request a second.
    connections: Math.max(1, Math.min(connections, amount, rate)),
    amount,
    deadlineMs: durationMs + deadlineGraceMs(durationMs),
  };
}

export function closedLoopPlan(durationS: number, connections: number): ClosedLoopPlan {
  const durationMs = durationS * 1000;
  return {
    mode: 'closed-loop',
    connections,
    durationMs,
    deadlineMs: durationMs + deadlineGraceMs(durationMs),
  };
}

/**
 * autocannon's split of a total over connections (run.js `distributeNums`): the first
 * `total % connections` connections get one more. The SQL driver reuses it so both pace alike.
 */
export function shareOf(total: number, connections: number, index: number): number {
  return Math.floor(total / connections) + (index < total % connections ? 1 : 0);
}
