import {
  CATEGORY_PAGE_SIZE,
  categorySlug,
  type CategoryCompaniesFilters,
} from '@trusthive/contracts';
import { CATEGORY_COUNTS_SQL } from '@trusthive/company/hot-queries';
import type { Scenario, ScenarioContext } from './types';
import { seededRandom } from './search';

// Category lists in the largest category, over filter combinations drawn from the category's
// own counts (so they exist: every group, each dimension kept or dropped, and partial state
// matches such as 'pradesh'). The draws are seeded, so every run asks the same questions.
//
// - category-list: page 1 of any combination (rare ones included).
// - category-list-p1 / category-list-p500: page 1 and page 500 of the same combinations (those
//   with at least 500 pages), to compare depth on equal terms.
// - category-totals: the category-list requests again, with the statement that reads the
//   category's counts (from which the service computes every total and page plan in memory) as
//   the SQL floor: the floor's figures are the most database time a total can cost.
//
// Bench the database path with the page cache off (CATEGORY_CACHE_TTL_SECONDS=0 on the
// stack); with it on, repeated paths are answered from Redis.

const DEEP_PAGE = 500;

interface Group {
  state: string | null;
  type: string | null;
  status: string | null;
  count: number;
}

interface Draw {
  title: string;
  filters: CategoryCompaniesFilters;
  total: number;
}

const matches = (group: Group, filters: CategoryCompaniesFilters) =>
  (!filters.state || (group.state ?? '').toLowerCase().includes(filters.state.toLowerCase())) &&
  (!filters.class || group.type === filters.class) &&
  (!filters.status || group.status === filters.status);

const keyOf = (filters: CategoryCompaniesFilters) =>
  JSON.stringify([filters.state ?? '', filters.class ?? '', filters.status ?? '']);

async function largestCategory({
  db,
}: ScenarioContext): Promise<{ title: string; groups: Group[] }> {
  const largest = await db.query<{ title: string }>(
    `select industrial_classification as title from category_totals
      order by company_count desc, industrial_classification limit 1`,
  );
  const title = largest.rows[0]?.title;
  if (!title) throw new Error('no categories: is the database migrated and loaded?');
  const groups = await db.query<Group>(
    `select company_state_code as state, company_limited_by as type, company_status as status,
            company_count::float8 as count
       from category_counts
      where industrial_classification = $1 and company_count > 0
      order by 1, 2, 3`,
    [title],
  );
  return { title, groups: groups.rows };
}

/** Combinations that exist in the category: a group, each of its dimensions kept or dropped. */
async function drawCombinations(ctx: ScenarioContext): Promise<Draw[]> {
  const { title, groups } = await largestCategory(ctx);
  // Seeded, so the draws repeat run after run.
  const next = seededRandom(20250601);
  const seen = new Map<string, Draw>();
  const add = (filters: CategoryCompaniesFilters) => {
    const key = keyOf(filters);
    if (seen.has(key)) return;
    const total = groups
      .filter((group) => matches(group, filters))
      .reduce((sum, g) => sum + g.count, 0);
    seen.set(key, { title, filters, total });
  };
  add({ state: undefined, class: undefined, status: undefined });
  for (let attempt = 0; attempt < 50 * groups.length && seen.size < ctx.maxRequests; attempt++) {
    const group = groups[Math.floor(next() * groups.length)]!;
    let state = next() < 0.5 ? (group.state ?? undefined) : undefined;
    // A partial state match now and then ('uttar' for 'Uttar Pradesh', 'pradesh').
    if (state && next() < 0.2) {
      const words = state.toLowerCase().split(' ');
      state = words[Math.floor(next() * words.length)];
    }
    add({
      state,
      class: next() < 0.5 ? (group.type ?? undefined) : undefined,
      status: next() < 0.5 ? (group.status ?? undefined) : undefined,
    });
  }
  return [...seen.values()];
}

/** Every combination of single filter values (and none) with at least 500 pages. */
async function drawDeepCombinations(ctx: ScenarioContext): Promise<Draw[]> {
  const { title, groups } = await largestCategory(ctx);
  const distinct = (pick: (group: Group) => string | null) => [
    undefined,
    ...new Set(groups.map(pick).filter((value): value is string => value !== null)),
  ];
  const draws: Draw[] = [];
  for (const state of distinct((group) => group.state))
    for (const type of distinct((group) => group.type))
      for (const status of distinct((group) => group.status)) {
        const filters = { state, class: type, status };
        const total = groups
          .filter((group) => matches(group, filters))
          .reduce((sum, g) => sum + g.count, 0);
        if (total > (DEEP_PAGE - 1) * CATEGORY_PAGE_SIZE) draws.push({ title, filters, total });
      }
  return draws;
}

function pathOf({ title, filters }: Draw, page: number): string {
  const query = new URLSearchParams();
  if (filters.state) query.set('state', filters.state);
  if (filters.class) query.set('class', filters.class);
  if (filters.status) query.set('status', filters.status);
  query.set('page', String(page));
  return `/api/categories/${categorySlug(title)}/companies?${query}`;
}

export const categoryList: Scenario = {
  name: 'category-list',
  description:
    'GET /api/categories/<largest>/companies, page 1, filter combinations of the category',
  async *requests(ctx) {
    for (const draw of await drawCombinations(ctx)) yield pathOf(draw, 1);
  },
  floor: { kind: 'proxy-hop' },
};

export const categoryListPage1: Scenario = {
  name: 'category-list-p1',
  description: `GET /api/categories/<largest>/companies, page 1 of the combinations with ${DEEP_PAGE}+ pages`,
  async *requests(ctx) {
    for (const draw of await drawDeepCombinations(ctx)) yield pathOf(draw, 1);
  },
  floor: { kind: 'proxy-hop' },
};

export const categoryListPage500: Scenario = {
  name: 'category-list-p500',
  description: `GET /api/categories/<largest>/companies, page ${DEEP_PAGE} of the same combinations`,
  async *requests(ctx) {
    for (const draw of await drawDeepCombinations(ctx)) yield pathOf(draw, DEEP_PAGE);
  },
  floor: { kind: 'proxy-hop' },
};

export const categoryTotals: Scenario = {
  name: 'category-totals',
  description:
    'GET /api/categories/<largest>/companies (page 1) beside the statement that gives its total',
  async *requests(ctx) {
    for (const draw of await drawCombinations(ctx)) yield pathOf(draw, 1);
  },
  // The service computes each total in memory from the category's counts, which it reads at
  // most once per CATEGORY_COUNTS_MAX_AGE_MS: the floor is that read, the most database time a
  // total can cost (and only the request that refreshes the snapshot pays it).
  floor: {
    kind: 'sql',
    sql: CATEGORY_COUNTS_SQL,
    params: async (ctx) => (await drawCombinations(ctx)).map((draw) => [draw.title]),
  },
};
