import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@trusthive/platform';
import type { SearchTerm } from '../engine/search-terms';
import {
  cardColumns,
  patterns,
  runCounted,
  type CountedRows,
  type SearchRow,
  type SuggestionRow,
} from './search-rows';

// Name and CIN search on companies (spec §7: a case-insensitive partial match on company_name
// or cin). Order: rank 0 an exact name or CIN, rank 1 a name that starts with the term, rank 2
// the rest; each by lower-cased name, then id. The SQL and its plans on a million companies
// are in ../queries/company-search.sql.
//
// Two shapes, both bounded:
// - candidates: at most cap + 1 matches in any order (the trigram GIN indexes, or a scan that
//   stops at cap + 1), counted and sorted. Exact whenever the term has at most `cap` matches.
// - ordered: when there are more, walks companies_search_order (lower(name), id) once per rank
//   and stops after offset + limit rows: no sort or count over more than that. The ranks are
//   branches of a UNION ALL under that limit, run in order (see ORDERED_WALK_OPTIONS): a rank
//   is only read when the ones before it do not fill the page.
//
// The SQL text is the same for every term: a condition that does not apply gets a NULL
// parameter, which the planner (planning with the values) drops from the WHERE clause. The
// ordered walks never OR two indexes (their connections allow no bitmap scans): an exact
// name and an exact CIN are two branches.

const sortName = sql`lower(c.company_name) collate "C"`;

function conditions(term: SearchTerm) {
  const { contains, selective, prefix, cinContains } = patterns(term);
  const exactCin = term.exactCin;
  return {
    // The trigram index narrows by the term's selective part; the whole term then decides
    // (in a form the index cannot take, so it stays a cheap filter on the few rows found).
    match: sql`(c.company_name ilike ${selective} or c.cin like ${cinContains}
      or c.cin = ${exactCin})
      and (lower(c.company_name) like lower(${contains}) or c.cin like ${cinContains}
      or c.cin = ${exactCin})`,
    // The same match in a form no trigram index serves, so the ordered walk can only be planned
    // on companies_search_order: covering columns read in order, stopping early.
    walkMatch: sql`(lower(c.company_name) like lower(${contains})
      or (c.cin || '') like ${cinContains})`,
    exact: sql`(${sortName} = lower(${term.text}) or c.cin = ${exactCin})`,
    prefix: sql`${sortName} like lower(${prefix})`,
    notExactCin: sql`(${exactCin}::text is null or c.cin is distinct from ${exactCin})`,
  };
}

/** Up to cap + 1 matches, their count, and one page of them in search order. */
export function companyCandidatesQuery(
  term: SearchTerm,
  { cap, offset, limit }: { cap: number; offset: number; limit: number },
): RawBuilder<SearchRow & { total: number }> {
  const where = conditions(term);
  return sql<SearchRow & { total: number }>`
    with candidates as materialized (
      select c.id, ${sortName} as sort_name,
        case when ${where.exact} then 0 when ${where.prefix} then 1 else 2 end as rank
      from companies c
      where ${where.match}
      limit ${cap + 1}
    ),
    page as (
      select id, rank, sort_name from candidates
      order by rank, sort_name, id
      offset ${offset} limit ${limit}
    )
    select t.total, ${cardColumns}, null::text as brand_name
    from (select count(*)::int as total from candidates) t
    left join (page p join companies c on c.id = p.id) on true
    order by p.rank, p.sort_name, p.id`;
}

export async function companyCandidatesPage(
  db: Kysely<Database>,
  term: SearchTerm,
  options: { cap: number; offset: number; limit: number },
): Promise<CountedRows> {
  return runCounted(db, companyCandidatesQuery(term, options));
}

/** The first offset + limit matches in search order, walked from the index; then one page. */
export async function companyOrderedPage(
  db: Kysely<Database>,
  term: SearchTerm,
  { offset, limit }: { offset: number; limit: number },
): Promise<SearchRow[]> {
  const where = conditions(term);
  const wanted = offset + limit;
  const { rows } = await sql<SearchRow>`
    select ${cardColumns}, null::text as brand_name
    from (select * from (
      (select c.id, 0 as rank, ${sortName} as sort_name from companies c
        where ${sortName} = lower(${term.text})
        order by 3, 1 limit ${wanted})
      union all
      (select c.id, 0, ${sortName} from companies c
        where c.cin = ${term.exactCin} and ${sortName} <> lower(${term.text}))
      union all
      (select c.id, 1, ${sortName} from companies c
        where ${where.prefix} and ${sortName} <> lower(${term.text}) and ${where.notExactCin}
        order by 3, 1 limit ${wanted})
      union all
      (select c.id, 2, ${sortName} from companies c
        where ${where.walkMatch} and not ${where.prefix} and ${where.notExactCin}
        order by 3, 1 limit ${wanted})
    ) ranked limit ${wanted}) p
    join companies c on c.id = p.id
    order by p.rank, p.sort_name, p.id
    offset ${offset} limit ${limit}`.execute(db);
  return rows;
}

/** Exact matches and names that start with the term: the cheap head of the order. */
export function companyHeadQuery(term: SearchTerm, limit: number): RawBuilder<SuggestionRow> {
  const where = conditions(term);
  return sql<SuggestionRow>`
    select c.id, c.company_name, c.cin, null::text as brand_name
    from (select * from (
      (select c.id, 0 as rank, ${sortName} as sort_name from companies c
        where ${sortName} = lower(${term.text})
        order by 3, 1 limit ${limit})
      union all
      (select c.id, 0, ${sortName} from companies c
        where c.cin = ${term.exactCin} and ${sortName} <> lower(${term.text}))
      union all
      (select c.id, 1, ${sortName} from companies c
        where ${where.prefix} and ${sortName} <> lower(${term.text}) and ${where.notExactCin}
        order by 3, 1 limit ${limit})
    ) ranked limit ${limit}) p
    join companies c on c.id = p.id
    order by p.rank, p.sort_name, p.id
    limit ${limit}`;
}

export async function companyHeadSuggestions(
  db: Kysely<Database>,
  term: SearchTerm,
  limit: number,
): Promise<SuggestionRow[]> {
  return (await companyHeadQuery(term, limit).execute(db)).rows;
}

/**
 * Suggestions after the head: other matches (the name or CIN contains the term but neither is
 * exact nor starts the name), the first `limit` the index finds, by name. The scan stops at
 * `limit` rows, so a typed word inside many names costs a few rows, not a count.
 */
export function companyTailQuery(term: SearchTerm, limit: number): RawBuilder<SuggestionRow> {
  const where = conditions(term);
  return sql<SuggestionRow>`
    select c.id, c.company_name, c.cin, null::text as brand_name
    from (
      select c.id, ${sortName} as sort_name from companies c
      where ${where.match} and not ${where.prefix} and ${where.notExactCin}
      limit ${limit}
    ) t
    join companies c on c.id = t.id
    order by t.sort_name, t.id`;
}

export async function companyTailSuggestions(
  db: Kysely<Database>,
  term: SearchTerm,
  limit: number,
): Promise<SuggestionRow[]> {
  return (await companyTailQuery(term, limit).execute(db)).rows;
}

/** At most this long for a "Did you mean" lookup: a hint must never hold the answer up. */
const CLOSEST_NAMES_TIMEOUT_MS = 250;
const CLOSEST_NAMES_THRESHOLD = 0.5;

/**
 * Company names closest to a term that matched nothing ("Did you mean"): pg_trgm word
 * similarity through the trigram index, the best of a bounded candidate set.
 */
export async function closestCompanyNames(
  db: Kysely<Database>,
  text: string,
  { limit, candidates }: { limit: number; candidates: number },
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = ${sql.lit(CLOSEST_NAMES_TIMEOUT_MS)}`.execute(trx);
    // pg_trgm's default (0.6) misses two slips in two words ("sharmaa resrts": 0.58).
    await sql`set local pg_trgm.word_similarity_threshold = ${sql.lit(CLOSEST_NAMES_THRESHOLD)}`.execute(
      trx,
    );
    const { rows } = await sql<{ company_name: string }>`
      select company_name from (
        select distinct on (lower(company_name)) company_name, score, closeness from (
          select c.company_name,
            word_similarity(${text}, c.company_name) as score,
            similarity(${text}, c.company_name) as closeness
          from companies c
          where ${text} <% c.company_name
          limit ${candidates}
        ) scored
        order by lower(company_name), score desc
      ) best
      order by score desc, closeness desc, lower(company_name)
      limit ${limit}`.execute(trx);
    return rows.map((row) => row.company_name);
  });
}
