// How to read one page of a category list fast, whatever the filters and however deep the
// page. Pure: it decides from the maintained counts (category_counts), the repository runs it.
//
// The list is ordered by trust score (highest first, unscored last), then name, then id: the
// ascending key (coalesce(-trust_score, 1), company_name, id). Four indexes keep that order
// inside a slice of the category (migrations 0006 and 0008):
//   state   (industrial_classification, company_state_code, <key>)
//   type    (industrial_classification, company_limited_by, <key>)
//   status  (industrial_classification, company_status, <key>)
//   group   (industrial_classification, state, type, status, <key>)
// A plan picks one of them and the slices ("branches") to read: PostgreSQL walks each slice
// in order and merges them (Merge Append), reading only offset + limit rows from the merge,
// from the index alone. Filters on the columns a slice does not fix are checked on the index
// entry (INCLUDE columns), so a slice that holds many non-matching rows costs more: the plan
// with the least expected work wins. The counts make that estimate exact rather than a guess.
//
// Depth: without a cursor a page is found by skipping offset rows (from the nearer end of the
// list), so its cost grows with the distance from that end. With a cursor (the key of a row
// next to the page, remembered when a neighbouring page or the page itself was read) the read
// starts at the cursor and costs what page 1 costs, at any depth.

export type Dimension = 'state' | 'type' | 'status';
export type PlanIndex = Dimension | 'group';

/** One value of a dimension among the companies that match every filter. */
export interface DimensionValue {
  value: string | null;
  /** Companies of the category with this value, whatever the other filters: the slice read. */
  slice: number;
  /** Of those, the ones matching every filter. */
  matched: number;
}

/** What the counts say about one filter combination in one category. */
export interface CategorySummary {
  /** Companies matching every filter: the list's total. */
  total: number;
  /** Per dimension, the values that occur among the matching companies. */
  values: Record<Dimension, DimensionValue[]>;
}

/** A slice read in order: the values it fixes (null matches NULL). */
export type Branch = Partial<Record<Dimension, string | null>>;

/** A row's place in the list order: [coalesce(-trust_score, 1), company_name, id]. */
export type SortKey = [rank: number, name: string, id: number];

export function sortKeyOf(row: { trust_score: number | null; company_name: string; id: number }) {
  return [row.trust_score === null ? 1 : -row.trust_score, row.company_name, row.id] as SortKey;
}

/**
 * Where a page starts, relative to a known row: at it ('from'), just after it ('after', the
 * last row of the page before), or just before it ('before', the first row of the page after:
 * read backwards).
 */
export interface Cursor {
  key: SortKey;
  mode: 'from' | 'after' | 'before';
}

export type PagePlan =
  | { kind: 'empty' }
  | {
      kind: 'read';
      index: PlanIndex;
      branches: Branch[];
      /** Rows to skip in the merged order (from the end when `reverse`). */
      offset: number;
      limit: number;
      /** Read backwards (from the end, or before a cursor); the caller reverses the rows. */
      reverse: boolean;
      /** Start at this cursor instead of skipping `offset` rows (offset is then 0). */
      cursor?: Cursor;
      /** Expected work, in index entries read (branch overhead included). */
      cost: number;
    };

/**
 * The fixed price of one more branch, in index entries: one more index descent and Merge
 * Append input cost about as much as reading this many entries (measured on the 1M-company
 * database with the page reads prepared, so no arm is planned per request: ~0.01 ms per arm,
 * ~0.17 µs per entry; it was 600 while every read was planned, ~0.1 ms per arm).
 */
export const BRANCH_COST = 60;

/**
 * How much dearer than the even-spread estimate a read that skips rows is priced. A plan that
 * reads a slice and checks the other filters on each entry expects the matches spread evenly
 * through the list order, and an estimate is only an estimate: skipped rows are priced this
 * many times over, while an exact plan (no skipped rows) keeps its price.
 */
export const SKIPPED_ROW_RISK = 4;

/**
 * The same when the status filter is the one checked on each entry. The order is the trust
 * score, which the status moves most (spec §9: a struck-off company scores low), so 'Strike
 * Off' rows sit at the end of every state's slice: page 1 of "Delhi, Strike Off" by Delhi's
 * slice read thousands of entries (3-6 ms on 1M companies) where the exact group slices take
 * 0.4 ms, while the even spread guessed about forty.
 */
export const STATUS_SKIP_RISK = 50;

/** Group slices are read only when at most this many groups match. */
export const MAX_GROUP_BRANCHES = 16;

const DIMENSIONS: readonly Dimension[] = ['state', 'type', 'status'];

export type ReadPlan = Extract<PagePlan, { kind: 'read' }>;

/**
 * The cheapest way to read rows offset .. offset + limit - 1 of the filtered list, from the
 * cursor when one is known for that page.
 */
export function planPage(
  summary: CategorySummary,
  offset: number,
  limit: number,
  cursor?: Cursor,
): PagePlan {
  const candidates = candidatePlans(summary, offset, limit, cursor);
  if (candidates.length === 0) return { kind: 'empty' };
  return candidates.reduce((best, candidate) => (candidate.cost < best.cost ? candidate : best));
}

/** Every way to read the page, with its expected cost; none when the page is empty. */
export function candidatePlans(
  summary: CategorySummary,
  offset: number,
  limit: number,
  cursor?: Cursor,
): ReadPlan[] {
  const { total } = summary;
  if (total === 0 || offset >= total || limit <= 0) return [];
  const rows = Math.min(limit, total - offset);
  // Past the middle, the same page is closer to the end of the order: read it backwards.
  const reverse = cursor ? cursor.mode === 'before' : offset > total - offset - rows;
  const skip = cursor ? 0 : reverse ? total - offset - rows : offset;
  const needed = skip + rows;
  const from = cursor ? { cursor } : {};

  // One status among the matches: the status filter (or a category of one status, where no
  // row is skipped for it anyway).
  const statusPinned = summary.values.status.length === 1;
  const candidates: ReadPlan[] = DIMENSIONS.map((dimension) => {
    const values = summary.values[dimension];
    const slice = values.reduce((sum, value) => sum + value.slice, 0);
    const risk = statusPinned && dimension !== 'status' ? STATUS_SKIP_RISK : SKIPPED_ROW_RISK;
    return {
      kind: 'read',
      index: dimension,
      branches: values.map((value) => ({ [dimension]: value.value })),
      offset: skip,
      limit: rows,
      reverse,
      ...from,
      cost:
        values.length * BRANCH_COST +
        needed +
        Math.ceil(((needed * slice) / total - needed) * risk),
    };
  });
  const groups = matchingGroups(summary);
  if (groups) {
    candidates.push({
      kind: 'read',
      index: 'group',
      branches: groups,
      offset: skip,
      limit: rows,
      reverse,
      ...from,
      cost: groups.length * BRANCH_COST + needed,
    });
  }
  return candidates;
}

/**
 * The matching (state, type, status) groups, when the per-dimension values pin them down:
 * with at most one dimension holding several values, every combination of the values occurs
 * among the matching companies (each of that dimension's values comes from a matching
 * company, which has the other dimensions' single values). Null otherwise, or when there
 * are more than MAX_GROUP_BRANCHES.
 */
export function matchingGroups(summary: CategorySummary): Branch[] | null {
  const { state, type, status } = summary.values;
  const sizes = [state.length, type.length, status.length];
  if (sizes.some((size) => size === 0)) return null;
  if (sizes.filter((size) => size > 1).length > 1) return null;
  if (Math.max(...sizes) > MAX_GROUP_BRANCHES) return null;
  const groups: Branch[] = [];
  for (const s of state)
    for (const t of type)
      for (const u of status) groups.push({ state: s.value, type: t.value, status: u.value });
  return groups;
}
