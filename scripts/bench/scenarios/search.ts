import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import { SEARCH_PAGE_SIZE, type SearchTypeValue } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import {
  POSTGRES_TOTAL_CAP,
  brandCandidatesQuery,
  companyCandidatesQuery,
  toSearchTerm,
} from '@trusthive/search/hot-queries';
import type { Scenario, ScenarioContext } from './types';
import { zipfDraw } from './zipf';

// Results pages (GET /api/search, total included) for name, CIN and brand terms drawn from
// the data: starts of company names and of words inside them, whole and partial CINs, starts
// of brand names, 1 to 30 characters. Short and common terms (a letter, "PRIVATE", a frequent
// first word) and rare ones (a long name, a whole CIN) both occur, in the proportions the
// draw gives. Everything is deterministic: a seeded sample of rows and a seeded generator, so
// the paths and the SQL floor's parameters are the same draws on every invocation.

export interface DrawnSearch {
  term: string;
  type: SearchTypeValue;
  page: number;
}

/** Mulberry32: a tiny deterministic generator, enough to pick lengths and positions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MAX_TERM_LENGTH = 30;

interface Sample {
  names: { name: string; cin: string | null }[];
  brands: string[];
}

const samples = new WeakMap<ScenarioContext, Promise<Sample>>();

/**
 * A fixed pseudo-random sample of companies and brands (the same rows on every call). A small
 * table (the real MCA sample) can leave a sample empty, so the first rows by id stand in; a
 * database without brands answers an empty list, and the draws give brand searches' share to
 * names.
 */
export function drawSample(ctx: ScenarioContext): Promise<Sample> {
  let sample = samples.get(ctx);
  if (!sample) {
    sample = (async () => {
      const names = await sampledRows<{ name: string; cin: string | null }>(
        ctx,
        'select company_name as name, cin from companies',
        2,
      );
      if (names.length === 0) throw new Error('the database has no companies to search for');
      const brands = await sampledRows<{ name: string }>(
        ctx,
        'select brand_name as name from brands',
        10,
      );
      return { names, brands: brands.map((row) => row.name) };
    })();
    samples.set(ctx, sample);
  }
  return sample;
}

async function sampledRows<Row extends object>(
  ctx: ScenarioContext,
  select: string,
  percent: number,
): Promise<Row[]> {
  const [query, table] = select.split(' from ') as [string, string];
  const sampled = await ctx.db.query<Row>(
    `${query} from ${table} tablesample bernoulli (${percent}) repeatable (3) order by id limit $1`,
    [ctx.maxRequests],
  );
  if (sampled.rows.length > 0) return sampled.rows;
  const first = await ctx.db.query<Row>(`${select} order by id limit $1`, [ctx.maxRequests]);
  return first.rows;
}

/** The brand for draw `index`, or undefined when the database has none. */
export function brandAt(brands: string[], index: number): string | undefined {
  return brands.length === 0 ? undefined : brands[index % brands.length];
}

/** A piece of `text` as someone would type it: from a word start, 1 to 30 characters. */
export function typedPiece(text: string, random: () => number, fromFirstWord: number): string {
  const words = text.split(' ');
  const starts = words.map((_, index) => words.slice(0, index).join(' ').length + (index ? 1 : 0));
  const start = random() < fromFirstWord ? 0 : starts[Math.floor(random() * starts.length)]!;
  const length = 1 + Math.floor(random() * MAX_TERM_LENGTH);
  return text.slice(start, start + length).trim() || text.slice(0, 1);
}

function lowerSome(term: string, random: () => number): string {
  return random() < 0.5 ? term.toLowerCase() : term;
}

/** The results-page requests: 60% names, 20% CINs, 20% brands; mostly page 1. */
export async function drawSearches(ctx: ScenarioContext): Promise<DrawnSearch[]> {
  const { names, brands } = await drawSample(ctx);
  const random = seededRandom(20_241_122);
  const draws: DrawnSearch[] = [];
  for (let index = 0; index < ctx.maxRequests; index++) {
    const company = names[index % names.length]!;
    const roll = random();
    const page = random() < 0.8 ? 1 : 2 + Math.floor(random() * 3);
    const brand = brandAt(brands, index);
    if (roll < 0.6 || (roll < 0.8 && !company.cin) || (roll >= 0.8 && !brand)) {
      draws.push({
        term: lowerSome(typedPiece(company.name, random, 0.7), random),
        type: 'name',
        page,
      });
    } else if (roll < 0.8) {
      const cin = company.cin!;
      const piece = random() < 0.5 ? cin : cin.slice(0, 6 + Math.floor(random() * 7));
      // A fifth of CINs are typed into a name search, as the issue says people do.
      draws.push({ term: lowerSome(piece, random), type: random() < 0.2 ? 'name' : 'cin', page });
    } else {
      draws.push({ term: lowerSome(typedPiece(brand!, random, 0.8), random), type: 'brand', page });
    }
  }
  return draws;
}

/** The share of searches the term of rank r gets: 1 / r^ZIPF_EXPONENT, as query logs show. */
const ZIPF_EXPONENT = 1;
/** Distinct terms of the Zipf mix: the draws' first ones, ranked in draw order. */
const ZIPF_TERMS = 2_000;

/**
 * The results-page draws as real traffic repeats them: a few terms asked very often and a long
 * tail asked once (Zipf, exponent 1, over ZIPF_TERMS distinct draws; seeded, so the same on
 * every invocation). For measuring caches that help repeated terms: the `search` scenario's
 * distinct draws are the figure the capacity targets are stated in.
 */
export async function drawZipfSearches(ctx: ScenarioContext): Promise<DrawnSearch[]> {
  const distinct = (await drawSearches(ctx)).slice(0, ZIPF_TERMS);
  return zipfDraw(distinct, ctx.maxRequests, ZIPF_EXPONENT, seededRandom(20_261_128));
}

export function searchPath({ term, type, page }: DrawnSearch): string {
  const query = new URLSearchParams({ q: term, type });
  if (page > 1) query.set('page', String(page));
  return `/api/search?${query.toString()}`;
}

/** Compiles the service's own query builders to SQL text and parameters, without a database. */
export const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * Either engine query picked by the type parameter. With the values bound at planning, the
 * other branch is a constant-false filter and never runs, so every draw runs exactly the
 * statement the service runs first.
 */
export function byType(
  type: SearchTypeValue,
  companies: RawBuilder<unknown>,
  brands: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`
    select * from (${companies}) as by_company where ${type}::text <> 'brand'
    union all
    select * from (${brands}) as by_brand where ${type}::text = 'brand'`;
}

function candidatesFloor({ term, type, page }: DrawnSearch) {
  const searchTerm = toSearchTerm(term);
  const options = {
    cap: POSTGRES_TOTAL_CAP,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
    limit: SEARCH_PAGE_SIZE,
  };
  return byType(
    type,
    companyCandidatesQuery(searchTerm, options),
    brandCandidatesQuery(searchTerm, options),
  ).compile(compiler);
}

/**
 * A results-page scenario over `draw`'s searches. The floor: the service's first statement
 * (bounded count + page, or the trigram candidates) straight on PostgreSQL. Terms with more
 * matches than the cap take a second, ordered walk in the service that the floor does not run.
 */
function searchScenario(
  name: string,
  description: string,
  draw: (ctx: ScenarioContext) => Promise<DrawnSearch[]>,
): Scenario {
  return {
    name,
    description,
    async *requests(ctx) {
      for (const drawn of await draw(ctx)) yield searchPath(drawn);
    },
    floor: {
      kind: 'sql',
      sql: candidatesFloor({ term: 'x', type: 'name', page: 1 }).sql,
      params: async (ctx) =>
        (await draw(ctx)).map((drawn) => [...candidatesFloor(drawn).parameters]),
    },
  };
}

export const searchZipf = searchScenario(
  'search-zipf',
  'GET /api/search as the search scenario, in a Zipf mix of 2,000 distinct draws',
  drawZipfSearches,
);

export const search = searchScenario(
  'search',
  'GET /api/search?q=&type=&page= (results page with its total) for name, CIN and brand terms',
  drawSearches,
);
