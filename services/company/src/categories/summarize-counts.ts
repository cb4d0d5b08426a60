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
function matches(row: CategoryCountRow, filters: CategoryCompaniesFilters): boolean {
  if (filters.state && !(row.state ?? '\u0000').toLowerCase().includes(filters.state.toLowerCase()))
    return false;
  if (filters.class && row.type !== filters.class) return false;
  if (filters.status && row.status !== filters.status) return false;
  return true;
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
  const byDimension = DIMENSIONS.map(
    () => new Map<string | null, { slice: number; matched: number; hit: boolean }>(),
  );
  let total = 0;
  for (const row of rows) {
    if (row.count <= 0) continue;
    const hit = matches(row, filters);
    if (hit) total += row.count;
    DIMENSIONS.forEach((dimension, index) => {
      const values = byDimension[index]!;
      const value = values.get(row[dimension]) ?? { slice: 0, matched: 0, hit: false };
      value.slice += row.count;
      if (hit) {
        value.matched += row.count;
        value.hit = true;
      }
      values.set(row[dimension], value);
    });
  }
  const summary: CategorySummary = { total, values: { state: [], type: [], status: [] } };
  DIMENSIONS.forEach((dimension, index) => {
    for (const [value, { slice, matched, hit }] of byDimension[index]!) {
      if (hit) summary.values[dimension].push({ value, slice, matched });
    }
  });
  return summary;
}
