import type { CategoryCompaniesFilters } from '@trusthive/contracts';
import type { CategorySummary, Dimension } from './page-plan';

/** One row of category_counts for a category: a (state, type, status) group and its size. */
export interface CategoryCountRow {
  state: string | null;
  type: string | null;
  status: string | null;
  count: number;
}

const DIMENSIONS: readonly Dimension[] = ['state', 'type', 'status'];

/** The state filter is a partial, case-insensitive match (spec §7); its characters are literal. */
function stateMatcher(filter: string | undefined): (state: string | null) => boolean {
  if (!filter) return () => true;
  const needle = filter.toLowerCase();
  // A category has a few dozen states and hundreds of groups: decide each state once.
  const decided = new Map<string | null, boolean>();
  return (state) => {
    let hit = decided.get(state);
    if (hit === undefined) {
      hit = state !== null && state.toLowerCase().includes(needle);
      decided.set(state, hit);
    }
    return hit;
  };
}

interface ValueTally {
  slice: number;
  matched: number;
  hit: boolean;
}

function tally(
  values: Map<string | null, ValueTally>,
  value: string | null,
  count: number,
  hit: boolean,
) {
  let entry = values.get(value);
  if (!entry) {
    entry = { slice: 0, matched: 0, hit: false };
    values.set(value, entry);
  }
  entry.slice += count;
  if (hit) {
    entry.matched += count;
    entry.hit = true;
  }
}

/**
 * The total for a filter combination and what the page plan needs, from the category's
 * counts (a few hundred groups at most): per dimension, each value that occurs among the
 * matching companies, with its whole slice of the category and how many of it match. Done in
 * memory, so a list request spends no database time on its total.
 */
export function summarizeCounts(
  rows: readonly CategoryCountRow[],
  filters: CategoryCompaniesFilters,
): CategorySummary {
  const stateMatches = stateMatcher(filters.state);
  const byDimension: Record<Dimension, Map<string | null, ValueTally>> = {
    state: new Map(),
    type: new Map(),
    status: new Map(),
  };
  let total = 0;
  for (const row of rows) {
    if (row.count <= 0) continue;
    const hit =
      (!filters.class || row.type === filters.class) &&
      (!filters.status || row.status === filters.status) &&
      stateMatches(row.state);
    if (hit) total += row.count;
    tally(byDimension.state, row.state, row.count, hit);
    tally(byDimension.type, row.type, row.count, hit);
    tally(byDimension.status, row.status, row.count, hit);
  }
  const summary: CategorySummary = { total, values: { state: [], type: [], status: [] } };
  for (const dimension of DIMENSIONS) {
    for (const [value, { slice, matched, hit }] of byDimension[dimension]) {
      if (hit) summary.values[dimension].push({ value, slice, matched });
    }
  }
  return summary;
}
