import {
  CATEGORY_NAMES,
  CATEGORY_PAGE_SIZE,
  FEATURED_CATEGORY_MIN_COUNT,
  categoriesResponseSchema,
  categoryCompaniesResponseSchema,
  categoryFiltersSchema,
  categorySlug,
  normalizeCategorySlug,
  storedCardVerdict,
  storedTrustLevel,
  type Category,
  type CategoryCompaniesFilters,
  type CategoryCompaniesQuery,
  type CategoryCompaniesResponse,
  type CategoryCompany,
  type CategoryDetail,
  type CategoryFilters,
  type DisplayTrustLevel,
} from '@trusthive/contracts';
import { NotFoundError, type ServiceDeps } from '@trusthive/platform';
import {
  countRatedCompanies,
  listCategoryCounts,
  listCategoryTotals,
  listFilterOptions,
  listRatingOptions,
  readCategoryPage,
  readRatedPage,
  type CategoryCompanyRow,
  type CategoryTotalRow,
} from '../repositories/category.repository';
import type { CursorStore } from './cursor-store';
import { categoryDescription } from './descriptions';
import { categoryIcon } from './icons';
import type { JsonCache } from './json-cache';
import { planPage } from './page-plan';
import type { CategoryCountRow } from './summarize-counts';
import { SummaryMemo, unlessChanged } from './summary-memo';
import { TotalsSnapshot } from './totals-snapshot';

export const categoryNotFound = (slug: string) =>
  new NotFoundError('Category not found', `There is no category "${slug}".`);

function toCategory({ title, count }: CategoryTotalRow): Category {
  return {
    title,
    description: categoryDescription(title),
    count,
    slug: categorySlug(title),
    featured: count > FEATURED_CATEGORY_MIN_COUNT,
    icon: categoryIcon(title),
  };
}

function toCompany(row: CategoryCompanyRow): CategoryCompany {
  const location = [row.city, row.company_state_code].filter(Boolean).join(', ');
  return {
    id: row.id,
    name: row.company_name,
    logo: row.logo,
    description: row.description,
    category: row.industrial_classification,
    location: location || null,
    companyClass: row.company_limited_by,
    status: row.company_status,
    verified: row.is_verified,
    nicCode: row.nic_code,
    domainName: row.domain_name,
    trustScore: row.trust_score,
    trustLevel: storedTrustLevel(row.trust_level),
    verdict: storedCardVerdict(row.verdict),
  };
}

const keyPart = (value: string | number | undefined) => encodeURIComponent(value ?? '');

/**
 * Categories from the maintained counts. A slug resolves to the classification whose title
 * gives that slug (categorySlug), else to the spec's fixed map (a listed classification with
 * no companies yet has a page with a count of 0); anything else is 'Category not found'.
 */
export class CategoryService {
  /** Canonical slug → title, learnt from the counts; titles never change for a slug. */
  private readonly titles = new Map<string, string>();
  /** The grid's JSON for the counts it was built from (see listCategoriesJson). */
  private grid: { counts: string; json: string } | undefined;
  private readonly totals: TotalsSnapshot<CategoryTotalRow[]>;
  /** Per category title, its group counts (titles come from resolve(), so a bounded set). */
  private readonly counts = new Map<string, TotalsSnapshot<readonly CategoryCountRow[]>>();
  private readonly summaries = new SummaryMemo();

  constructor(
    private readonly db: ServiceDeps['db'],
    private readonly cache: JsonCache,
    private readonly cursors: CursorStore,
    /** How old the counts may be when a request uses them (see TotalsSnapshot). */
    private readonly countsMaxAgeMs = 0,
  ) {
    this.totals = new TotalsSnapshot(() => listCategoryTotals(this.db), countsMaxAgeMs);
  }

  /**
   * The grid as JSON text, rebuilt only when a count changed. The counts come from the
   * snapshot (at most countsMaxAgeMs old); the twenty-odd cards, their validation against the
   * contract and their serialisation are reused while the counts stay the same: doing them
   * per request made the grid several times dearer than a category page.
   */
  async listCategoriesJson(): Promise<string> {
    const rows = await this.readTotals();
    const counts = rows.map((row) => `${row.title}\u0000${row.count}`).join('\u0001');
    if (this.grid?.counts !== counts) {
      const grid = categoriesResponseSchema.parse({
        total: rows.reduce((sum, row) => sum + row.count, 0),
        categories: rows.map(toCategory),
      });
      this.grid = { counts, json: JSON.stringify(grid) };
    }
    return this.grid.json;
  }

  async getCategory(slug: string): Promise<CategoryDetail> {
    const key = normalizeCategorySlug(slug);
    const inRows = (rows: CategoryTotalRow[]) =>
      rows.find((row) => categorySlug(row.title) === key);
    // From the counts as they are now: a category whose last company left is no longer one,
    // unless the fixed map names it. A slug the snapshot lacks may be a category created since
    // it was read, so that is asked of the database before it can be 'not found'.
    const found = inRows(await this.readTotals()) ?? inRows(await this.readTotals('fresh'));
    const title = found?.title ?? CATEGORY_NAMES.get(key);
    if (!title) throw categoryNotFound(slug);
    const count = found?.count ?? 0;
    return {
      name: title,
      slug: categorySlug(title),
      count,
      description: categoryDescription(title),
      icon: categoryIcon(title),
    };
  }

  /** The filter options as JSON text (validated before it is cached or sent). */
  async getFiltersJson(slug: string): Promise<string> {
    const title = await this.resolve(slug);
    return this.cache.getOrLoad(`filters:${keyPart(title)}`, async () => {
      const [options, ratings] = await Promise.all([
        listFilterOptions(this.db, title),
        listRatingOptions(this.db, title),
      ]);
      const filters: CategoryFilters = { states: [], classes: [], statuses: [], ratings };
      for (const { dimension, value } of options) {
        if (dimension === 'state') filters.states.push(value);
        else if (dimension === 'type') filters.classes.push(value);
        else filters.statuses.push(value);
      }
      return JSON.stringify(categoryFiltersSchema.parse(filters));
    });
  }

  /** One page of the list as JSON text (validated before it is cached or sent). */
  async getCompaniesJson(slug: string, query: CategoryCompaniesQuery): Promise<string> {
    const title = await this.resolve(slug);
    const { page, ...filters } = query;
    const key = ['page', title, filters.state, filters.class, filters.status, page, filters.rating]
      .map(keyPart)
      .join(':');
    return this.cache.getOrLoad(key, async () =>
      JSON.stringify(categoryCompaniesResponseSchema.parse(await this.readCompanies(title, query))),
    );
  }

  private async readCompanies(
    title: string,
    { page, rating, ...filters }: CategoryCompaniesQuery,
  ): Promise<CategoryCompaniesResponse> {
    if (rating) return this.readRatedCompanies(title, rating, filters, page);
    const summary = this.summaries.summarize(await this.countsOf(title), filters);
    const { total } = summary;
    const offset = (page - 1) * CATEGORY_PAGE_SIZE;
    let rows: CategoryCompanyRow[] = [];
    // A page past the last is answered from the counts alone.
    if (offset < total) {
      // Page 1 starts at the start of the order: no cursor could make it cheaper to read.
      const cursor = page > 1 ? await this.cursors.get(title, filters, total, page) : undefined;
      const plan = planPage(summary, offset, CATEGORY_PAGE_SIZE, cursor);
      if (plan.kind === 'read') {
        const states = summary.values.state.map((state) => state.value);
        rows = await readCategoryPage(this.db, title, plan, filters, states);
        const pageCount = Math.ceil(total / CATEGORY_PAGE_SIZE);
        this.cursors.remember(title, filters, total, page, pageCount, rows);
      }
    }
    return {
      page,
      pageSize: CATEGORY_PAGE_SIZE,
      total: summary.total,
      companies: rows.map(toCompany),
    };
  }

  /**
   * A page with a rating set: the counts do not track the level, so the total is an exact
   * count on the rating's index (migration 0017) and the page an offset on the same index.
   * The counts still answer which states match the state filter, and a combination of the
   * other filters that matches nothing costs no query.
   */
  private async readRatedCompanies(
    title: string,
    rating: DisplayTrustLevel,
    filters: CategoryCompaniesFilters,
    page: number,
  ): Promise<CategoryCompaniesResponse> {
    const summary = this.summaries.summarize(await this.countsOf(title), filters);
    const states = summary.values.state.map((state) => state.value);
    const offset = (page - 1) * CATEGORY_PAGE_SIZE;
    if (summary.total === 0) return { page, pageSize: CATEGORY_PAGE_SIZE, total: 0, companies: [] };
    // Side by side: each walks the level's slice of the index, so a deep page costs about one
    // walk, not two. A page past the last is empty and keeps the total.
    const [total, rows] = await Promise.all([
      countRatedCompanies(this.db, title, rating, filters, states),
      offset < summary.total
        ? readRatedPage(this.db, title, rating, filters, states, offset, CATEGORY_PAGE_SIZE)
        : [],
    ]);
    return { page, pageSize: CATEGORY_PAGE_SIZE, total, companies: rows.map(toCompany) };
  }

  /**
   * The classification a slug names, for the filters and the list; reads the counts only for
   * a slug not seen before (a category that has since lost every company lists nothing).
   */
  private async resolve(slug: string): Promise<string> {
    const key = normalizeCategorySlug(slug);
    if (!this.titles.has(key)) await this.readTotals('fresh');
    const title = this.titles.get(key) ?? CATEGORY_NAMES.get(key);
    if (!title) throw categoryNotFound(slug);
    return title;
  }

  private countsOf(title: string): Promise<readonly CategoryCountRow[]> {
    let snapshot = this.counts.get(title);
    if (!snapshot) {
      // The same array while the counts stay the same, so the summaries made from it stay.
      let latest: readonly CategoryCountRow[] | undefined;
      const read = async () =>
        (latest = unlessChanged(latest, await listCategoryCounts(this.db, title)));
      snapshot = new TotalsSnapshot(read, this.countsMaxAgeMs);
      this.counts.set(title, snapshot);
    }
    return snapshot.get();
  }

  private async readTotals(age: 'snapshot' | 'fresh' = 'snapshot'): Promise<CategoryTotalRow[]> {
    const rows = await (age === 'fresh' ? this.totals.fresh() : this.totals.get());
    // Largest first, so when two titles give one slug the larger category keeps it.
    for (const row of rows) {
      const slug = categorySlug(row.title);
      if (slug && !this.titles.has(slug)) this.titles.set(slug, row.title);
    }
    return rows;
  }
}
