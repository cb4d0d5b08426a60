import { createHash } from 'node:crypto';
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DISPLAY_TRUST_LEVELS,
  type CategoryCompaniesFilters,
  type DisplayTrustLevel,
} from '@trusthive/contracts';
import { isPublicCompany, registerPreparedStatement, type Database } from '@trusthive/platform';
import { type Branch, type Dimension, type ReadPlan } from '../categories/page-plan';
import type { CategoryCountRow } from '../categories/summarize-counts';

// Categories read the maintained counts (category_totals, category_counts: migration 0006,
// kept exact by triggers on companies), never a count over companies. The two tables are not
// in the shared Database interface, so their queries are typed here. The hot queries' SQL is
// shown, with their plans on the 1M-company database, in ../categories/category-queries.md.

type Db = Kysely<Database>;

export interface CategoryTotalRow {
  title: string;
  count: number;
}

/** Every classification that holds companies, largest first (the grid). */
export const CATEGORY_TOTALS_SQL = `
  select industrial_classification as title, company_count as count
    from category_totals
   where company_count > 0
   order by company_count desc, industrial_classification`;

export async function listCategoryTotals(db: Db): Promise<CategoryTotalRow[]> {
  const { rows } = await db.executeQuery<CategoryTotalRow>(
    CompiledQuery.raw(CATEGORY_TOTALS_SQL, []),
  );
  return rows;
}

export interface FilterOptionRow {
  dimension: Dimension;
  value: string;
}

/** The distinct states, company types and statuses of a category's companies. */
export async function listFilterOptions(db: Db, title: string): Promise<FilterOptionRow[]> {
  const { rows } = await sql<FilterOptionRow>`
    select 'state' as dimension, company_state_code as value
      from category_counts
     where industrial_classification = ${title} and company_count > 0
       and company_state_code is not null
     group by company_state_code
    union all
    select 'type', company_limited_by
      from category_counts
     where industrial_classification = ${title} and company_count > 0
       and company_limited_by is not null
     group by company_limited_by
    union all
    select 'status', company_status
      from category_counts
     where industrial_classification = ${title} and company_count > 0
       and company_status is not null
     group by company_status
    order by dimension, value
  `.execute(db);
  return rows;
}

/**
 * A category's counts: one row per (state, company type, status) group that holds companies
 * (a few hundred at most), read by the index on the group key. The list's total and page plan
 * are computed from them in memory (summarizeCounts); the service reads them at most once per
 * CATEGORY_COUNTS_MAX_AGE_MS per category. The text is fixed ($1 title) so the benchmark's SQL
 * floor runs exactly this statement.
 */
export const CATEGORY_COUNTS_SQL = `
  select company_state_code as state, company_limited_by as type, company_status as status,
         company_count::int as count
    from category_counts
   where industrial_classification = $1 and company_count > 0`;

export async function listCategoryCounts(db: Db, title: string): Promise<CategoryCountRow[]> {
  // Prepared: the plan is the same for every category, and planning cost about as much as
  // running it.
  registerPreparedStatement('category_counts', CATEGORY_COUNTS_SQL);
  const { rows } = await db.executeQuery<CategoryCountRow>(
    CompiledQuery.raw(CATEGORY_COUNTS_SQL, [title]),
  );
  return rows;
}

export interface CategoryCompanyRow {
  id: number;
  company_name: string;
  logo: string | null;
  description: string | null;
  industrial_classification: string | null;
  city: string | null;
  company_state_code: string | null;
  company_limited_by: string | null;
  company_status: string | null;
  is_verified: boolean;
  nic_code: string | null;
  domain_name: string | null;
  trust_score: number | null;
  trust_level: string | null;
  verdict: unknown;
}

const COLUMN_OF: Record<Dimension, RawBuilder<unknown>> = {
  state: sql.ref('company_state_code'),
  type: sql.ref('company_limited_by'),
  status: sql.ref('company_status'),
};

/** A branch's slice: the values it fixes, as index conditions (IS NULL for a null value). */
function branchCondition(branch: Branch): RawBuilder<unknown> {
  const conditions = (Object.keys(branch) as Dimension[]).map((dimension) => {
    const value = branch[dimension];
    return value === null || value === undefined
      ? sql`${COLUMN_OF[dimension]} is null`
      : sql`${COLUMN_OF[dimension]} = ${value}`;
  });
  return sql.join(conditions, sql` and `);
}

/**
 * The filters a branch does not fix, written so that they are checked on the index entry and
 * never chosen as index conditions (IS NOT DISTINCT FROM and array_position are not
 * indexable): the plan, not the planner, picks the index. The state filter is the exact list
 * of matching states the counts gave, which is cheaper per row than ILIKE.
 */
function residualFilters(
  plan: ReadPlan,
  filters: CategoryCompaniesFilters,
  matchingStates: readonly (string | null)[],
): RawBuilder<unknown> {
  if (plan.index === 'group') return sql``;
  const residual: RawBuilder<unknown>[] = [];
  if (filters.state && plan.index !== 'state') {
    const states = matchingStates.filter((state): state is string => state !== null);
    residual.push(sql`array_position(${states}::text[], company_state_code) is not null`);
  }
  if (filters.class && plan.index !== 'type')
    residual.push(sql`company_limited_by is not distinct from ${filters.class}`);
  if (filters.status && plan.index !== 'status')
    residual.push(sql`company_status is not distinct from ${filters.status}`);
  return residual.length ? sql` and ${sql.join(residual, sql` and `)}` : sql``;
}

/**
 * Only public companies are listed (issue 18): the counts already leave the others out
 * (0022's triggers), and the index walks filter out the few non-live ids (read once per
 * statement from their small index), staying the same index-only scans.
 */
const PUBLIC = isPublicCompany(sql.ref('companies.id'));

/** The list order as one ascending key (migration 0008): score desc, unscored last, name, id. */
const SORT_KEY = sql`coalesce(-trust_score, 1), company_name, id`;
const CURSOR_OPERATOR = { from: sql`>=`, after: sql`>`, before: sql`<` } as const;

/**
 * One page of a category list, as the plan says: each branch walks its slice of an index in
 * list order (index only), from the cursor when there is one, Merge Append interleaves them,
 * and only the page's ids then go to the table for the card columns. Rows come back in list
 * order even when the plan reads backwards.
 */
export async function readCategoryPage(
  db: Db,
  title: string,
  plan: ReadPlan,
  filters: CategoryCompaniesFilters,
  matchingStates: readonly (string | null)[],
): Promise<CategoryCompanyRow[]> {
  const direction = plan.reverse ? sql`desc` : sql`asc`;
  const order = sql`rank ${direction}, company_name ${direction}, id ${direction}`;
  const residual = residualFilters(plan, filters, matchingStates);
  const cursor = plan.cursor
    ? sql` and (${SORT_KEY}) ${CURSOR_OPERATOR[plan.cursor.mode]} (${plan.cursor.key[0]}::integer, ${plan.cursor.key[1]}::text, ${plan.cursor.key[2]}::bigint)`
    : sql``;
  const branches = plan.branches.map(
    (branch) => sql`(
      select id, coalesce(-trust_score, 1) as rank, company_name from companies
       where industrial_classification = ${title} and ${branchCondition(branch)}${residual}${cursor}
         and ${PUBLIC}
       order by coalesce(-trust_score, 1) ${direction}, company_name ${direction}, id ${direction}
       limit ${plan.offset + plan.limit}
    )`,
  );
  const page = sql<CategoryCompanyRow>`
    select c.id, c.company_name, c.logo, c.description, c.industrial_classification, c.city,
           c.company_state_code, c.company_limited_by, c.company_status, c.is_verified,
           c.nic_code, c.domain_name, c.trust_score, c.trust_level, c.verdict
      from (
        select id, rank, company_name
          from (${sql.join(branches, sql` union all `)}) as merged
         order by ${order}
         limit ${plan.limit} offset ${plan.offset}
      ) as page
      join companies c on c.id = page.id
     order by page.rank ${direction}, page.company_name ${direction}, page.id ${direction}
  `.compile(db);
  preparePageShape(page.sql);
  const { rows } = await db.executeQuery(page);
  return plan.reverse ? rows.reverse() : rows;
}

/**
 * Page reads run prepared, one statement per shape of plan: the index, the number of branches,
 * the residual filters, the cursor and the direction give the text, and every value is a
 * parameter. Planning a page read cost two to three times running it on a million companies
 * (0.2-0.45 ms against 0.07-0.17 ms; executions with a generic plan, which PostgreSQL keeps
 * after five custom ones, 0.27-0.49 ms against 0.58-1.28 ms re-planned), and its plan is fixed
 * by the text: each branch names its slice and its order. A category's counts give a few dozen shapes; past MAX_PREPARED_PAGE_SHAPES a
 * new shape runs unprepared, so no stream of filters can fill the server's memory.
 */
const MAX_PREPARED_PAGE_SHAPES = 200;
const pageShapes = new Set<string>();

function preparePageShape(text: string): void {
  if (pageShapes.has(text) || pageShapes.size >= MAX_PREPARED_PAGE_SHAPES) return;
  pageShapes.add(text);
  const digest = createHash('sha1').update(text).digest('hex').slice(0, 16);
  registerPreparedStatement(`category_page_${digest}`, text);
}

// A list with a rating set (issue 20 #2) is read and counted on companies_category_rating_key
// (migration 0017): one category and one stored level, in list order, index only. The counts
// do not track the level, so its total is an exact count over that slice (the plans and their
// timings are in ../categories/category-queries.md).

/** The stored levels that occur in a category, best first: one index probe per level. */
export async function listRatingOptions(db: Db, title: string): Promise<DisplayTrustLevel[]> {
  const { rows } = await sql<{ level: DisplayTrustLevel }>`
    select level
      from unnest(${[...DISPLAY_TRUST_LEVELS]}::text[]) with ordinality as levels (level, position)
     where exists (
       select 1 from companies
        where industrial_classification = ${title} and trust_level = levels.level
          and ${PUBLIC}
     )
     order by position
  `.execute(db);
  return rows.map((row) => row.level);
}

/**
 * The filters besides the rating, checked on the index entry and never chosen as index
 * conditions (as residualFilters above): the rating's index is the one to walk. The state
 * filter is the exact list of matching states the counts gave.
 */
function ratedResidual(
  filters: CategoryCompaniesFilters,
  matchingStates: readonly (string | null)[],
): RawBuilder<unknown> {
  const residual: RawBuilder<unknown>[] = [];
  if (filters.state) {
    const states = matchingStates.filter((state): state is string => state !== null);
    residual.push(sql`array_position(${states}::text[], company_state_code) is not null`);
  }
  if (filters.class) residual.push(sql`company_limited_by is not distinct from ${filters.class}`);
  if (filters.status) residual.push(sql`company_status is not distinct from ${filters.status}`);
  return residual.length ? sql` and ${sql.join(residual, sql` and `)}` : sql``;
}

/** How many of a category's companies have the stored level and match the other filters. */
export async function countRatedCompanies(
  db: Db,
  title: string,
  rating: DisplayTrustLevel,
  filters: CategoryCompaniesFilters,
  matchingStates: readonly (string | null)[],
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from companies
     where industrial_classification = ${title} and trust_level = ${rating}${ratedResidual(filters, matchingStates)}
       and ${PUBLIC}
  `.execute(db);
  return rows[0]?.count ?? 0;
}

/** One page of a category list with a rating set, in list order (SORT_KEY). */
export async function readRatedPage(
  db: Db,
  title: string,
  rating: DisplayTrustLevel,
  filters: CategoryCompaniesFilters,
  matchingStates: readonly (string | null)[],
  offset: number,
  limit: number,
): Promise<CategoryCompanyRow[]> {
  const { rows } = await sql<CategoryCompanyRow>`
    select c.id, c.company_name, c.logo, c.description, c.industrial_classification, c.city,
           c.company_state_code, c.company_limited_by, c.company_status, c.is_verified,
           c.nic_code, c.domain_name, c.trust_score, c.trust_level, c.verdict
      from (
        select id, coalesce(-trust_score, 1) as rank, company_name from companies
         where industrial_classification = ${title} and trust_level = ${rating}${ratedResidual(filters, matchingStates)}
           and ${PUBLIC}
         order by ${SORT_KEY}
         limit ${limit} offset ${offset}
      ) as page
      join companies c on c.id = page.id
     order by page.rank, page.company_name, page.id
  `.execute(db);
  return rows;
}
