// Pure helpers shared by the HTTP and SQL drivers, so the target and its floor are summarised
// by exactly the same arithmetic.

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Nearest-rank percentile: the smallest sample that at least `p` per cent of the samples do not
 * exceed. It always returns a value that was actually observed, unlike interpolation.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  const index = Math.min(sorted.length - 1, Math.max(0, rank - 1));
  return sorted[index] ?? Number.NaN;
}

export function summariseLatencies(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Median of a handful of run figures; NaN entries (a figure a run could not measure) are skipped. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? Number.NaN;
  return (lower + upper) / 2;
}

/** target ÷ floor, or NaN when the floor is missing or zero and the ratio would mean nothing. */
export function ratio(target: number, floor: number): number {
  if (!Number.isFinite(target) || !Number.isFinite(floor) || floor === 0) return Number.NaN;
  return target / floor;
}
