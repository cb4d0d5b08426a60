import type { CategoryCompaniesFilters } from '@trusthive/contracts';
import type { CategorySummary } from './page-plan';
import { summarizeCounts, type CategoryCountRow } from './summarize-counts';

/** Summaries kept per counts snapshot; past this many the memo starts again (a bound on memory). */
export const MAX_SUMMARIES_PER_SNAPSHOT = 1_000;

/**
 * Summaries of the filter combinations asked of one counts snapshot. A summary walks the
 * category's few hundred groups (tens of µs on the largest category, a share of a list
 * request's CPU), and the same combinations are asked again and again while the counts stay
 * the same: keyed by the snapshot's array, a summary lives exactly as long as its counts.
 * Summaries are shared, so callers must not change them.
 */
export class SummaryMemo {
  private readonly bySnapshot = new WeakMap<
    readonly CategoryCountRow[],
    Map<string, CategorySummary>
  >();

  summarize(rows: readonly CategoryCountRow[], filters: CategoryCompaniesFilters): CategorySummary {
    let memo = this.bySnapshot.get(rows);
    if (!memo) {
      memo = new Map();
      this.bySnapshot.set(rows, memo);
    }
    const key = `${filters.state ?? ''}\u0000${filters.class ?? ''}\u0000${filters.status ?? ''}`;
    let summary = memo.get(key);
    if (!summary) {
      if (memo.size >= MAX_SUMMARIES_PER_SNAPSHOT) memo.clear();
      summary = summarizeCounts(rows, filters);
      memo.set(key, summary);
    }
    return summary;
  }
}

/**
 * The earlier snapshot when a new read of the counts holds the same groups and counts (the
 * usual case between two reads a second apart), so what was derived from it stays valid.
 */
export function unlessChanged(
  previous: readonly CategoryCountRow[] | undefined,
  next: CategoryCountRow[],
): readonly CategoryCountRow[] {
  if (!previous || previous.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) {
    const a = previous[i]!;
    const b = next[i]!;
    if (a.count !== b.count || a.state !== b.state || a.type !== b.type || a.status !== b.status)
      return next;
  }
  return previous;
}
