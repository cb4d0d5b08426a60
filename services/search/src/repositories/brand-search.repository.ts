import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPublicCompany, type Database } from '@trusthive/platform';
import type { SearchTerm } from '../engine/search-terms';
import {
  cardColumns,
  LATER_WORD_SCAN_LIMIT,
  laterWordPattern,
  patterns,
  runCounted,
  runShortcuts,
  wordStartsHoldTerm,
  type CountedRows,
  type ShortcutRow,
  type Shortcuts,
  type SearchRow,
  type SuggestionRow,
  WORD_ROWS_PER_SUGGESTION,
  pageOfCandidates,
} from './search-rows';

// Brand search (spec §7: a partial match on brand_name, joined to the company, ordered by
// brand_name). The same ranks and the same three bounded shapes as company-search.repository.ts,
// on brands_search_order (lower(brand_name), id). Suggestions add a later word of the brand
// name (brand_name_words, 0010) and keep a trigram "contains" lookup as the last resort, as
// company suggestions do. Plans: ../queries/brand-search.sql.

const sortName = sql`lower(b.brand_name) collate "C"`;

/**
 * Only brands of public companies (issue 18). Where the brand's company row is joined anyway
 * (the words' lateral), it is tested there; elsewhere the few non-live company ids are left
 * out as company-search.repository.ts's PUBLIC does, and the walks stay index-only.
 */
const PUBLIC = isPublicCompany(sql.ref('b.company_id'));

function conditions(term: SearchTerm) {
  const { contains, selective, prefix } = patterns(term);
  return {
    // Narrowed by the term's selective part through the trigram index, decided by the whole.
    match: sql`(b.brand_name ilike ${selective} and lower(b.brand_name) like lower(${contains}))
      and ${PUBLIC}`,
    // Not servable by the trigram index: the ordered walk stays on brands_search_order.
    walkMatch: sql`lower(b.brand_name) like lower(${contains}) and ${PUBLIC}`,
    exact: sql`${sortName} = lower(${term.text})`,
    prefix: sql`${sortName} like lower(${prefix})`,
  };
}

export function brandCandidatesQuery(
  term: SearchTerm,
  { cap, offset, limit }: { cap: number; offset: number; limit: number },
): RawBuilder<SearchRow & { total: number }> {
  const where = conditions(term);
  return sql<SearchRow & { total: number }>`
    with candidates as materialized (
      select b.id, ${sortName} as sort_name,
        case when ${where.exact} then 0 when ${where.prefix} then 1 else 2 end as rank
      from brands b
      where ${where.match}
      limit ${cap + 1}
    ),
    ${pageOfCandidates(offset, limit)}
    select t.total, ${cardColumns}, b.brand_name
    from (select count(*)::int as total from candidates) t
    left join (page p join brands b on b.id = p.id join companies c on c.id = b.company_id) on true
    order by p.rank, p.sort_name, p.id`;
}

export async function brandCandidatesPage(
  db: Kysely<Database>,
  term: SearchTerm,
  options: { cap: number; offset: number; limit: number },
): Promise<CountedRows> {
  return runCounted(db, brandCandidatesQuery(term, options));
}

/**
 * The two exact shortcuts in front of the trigram candidates, for brands: a later word of the
 * brand name (brand_name_words), and brand names that start with the term or have a later word
 * that does. The same statement as companyShortcutsQuery, without CINs.
 */
export function brandShortcutsQuery(
  term: SearchTerm,
  { cap, offset, limit }: { cap: number; offset: number; limit: number },
): RawBuilder<ShortcutRow> {
  const where = conditions(term);
  const { contains, prefix, wordStart } = patterns(term);
  const laterWord = laterWordPattern(term);
  return sql<ShortcutRow>`
    with words as materialized (
      select w.brand_id from brand_name_words w
      where w.word_start like lower(${laterWord})
      limit ${LATER_WORD_SCAN_LIMIT + 1}
    ),
    candidates as materialized (
      select b.id, ${sortName} as sort_name,
        case when ${where.exact} then 0 when ${where.prefix} then 1 else 2 end as rank
      from (select distinct brand_id from words) w
      join brands b on b.id = w.brand_id
      where lower(b.brand_name) like lower(${contains}) and ${PUBLIC}
        and (select count(*) from words) <= ${LATER_WORD_SCAN_LIMIT}
      limit ${cap + 1}
    ),
    ${pageOfCandidates(offset, limit)}
    select s.scanned,
      case when ${wordStartsHoldTerm(term)}
        and (${laterWord}::text is null or s.scanned > ${LATER_WORD_SCAN_LIMIT})
      then (select count(*) from (
        (select b.id from brands b where ${sortName} like lower(${prefix}) limit ${cap + 1})
        union
        (select w.brand_id from brand_name_words w
          where w.word_start like lower(${wordStart}) limit ${2 * (cap + 1)})
        limit ${cap + 1}
      ) named) else 0 end::int as found,
      t.total, ${cardColumns}, b.brand_name
    from (select count(*)::int as scanned from words) s
    cross join (select count(*)::int as total from candidates) t
    left join (page p join brands b on b.id = p.id join companies c on c.id = b.company_id) on true
    order by p.rank, p.sort_name, p.id`;
}

export async function brandShortcuts(
  db: Kysely<Database>,
  term: SearchTerm,
  options: { cap: number; offset: number; limit: number },
): Promise<Shortcuts> {
  const laterWord = laterWordPattern(term) !== null;
  return runShortcuts(db, brandShortcutsQuery(term, options), { cap: options.cap, laterWord });
}

/**
 * The ranked walk's first branches, each a range of brands_search_order that stops after
 * `limit` rows: exact brand names (rank 0), then names that start with the term (rank 1). A
 * results page walks on from them to the rest (rank 2); a suggestion head is only these.
 */
function exactAndPrefixRanks(term: SearchTerm, limit: number): RawBuilder<unknown> {
  const where = conditions(term);
  return sql`(select b.id, 0 as rank, ${sortName} as sort_name from brands b
        where ${where.exact} and ${PUBLIC}
        order by 3, 1 limit ${limit})
      union all
      (select b.id, 1, ${sortName} from brands b
        where ${where.prefix} and not ${where.exact} and ${PUBLIC}
        order by 3, 1 limit ${limit})`;
}

export async function brandOrderedPage(
  db: Kysely<Database>,
  term: SearchTerm,
  { offset, limit }: { offset: number; limit: number },
): Promise<SearchRow[]> {
  const where = conditions(term);
  const wanted = offset + limit;
  const { rows } = await sql<SearchRow>`
    select ${cardColumns}, b.brand_name
    from (select * from (
      ${exactAndPrefixRanks(term, wanted)}
      union all
      (select b.id, 2, ${sortName} from brands b
        where ${where.walkMatch} and not ${where.prefix}
        order by 3, 1 limit ${wanted})
    ) ranked limit ${wanted}) p
    join brands b on b.id = p.id
    join companies c on c.id = b.company_id
    order by p.rank, p.sort_name, p.id
    offset ${offset} limit ${limit}`.execute(db);
  return rows;
}

/** The head of a brand suggestion list: exact brand names, then names that start with the term. */
export function brandHeadQuery(term: SearchTerm, limit: number): RawBuilder<SuggestionRow> {
  return sql<SuggestionRow>`
    select c.id, b.id as matched_id, c.company_name, c.cin, b.brand_name
    from (select * from (
      ${exactAndPrefixRanks(term, limit)}
    ) ranked limit ${limit}) p
    join brands b on b.id = p.id
    join companies c on c.id = b.company_id
    order by p.rank, p.sort_name, p.id
    limit ${limit}`;
}

export async function brandHeadSuggestions(
  db: Kysely<Database>,
  term: SearchTerm,
  limit: number,
): Promise<SuggestionRow[]> {
  return (await brandHeadQuery(term, limit).execute(db)).rows;
}

/**
 * Brand suggestions after the head: brand names with a later word that starts with the term,
 * from brand_name_words (0010), leaving out the brands in `exclude`. The same bounded shape as
 * companyWordsQuery: a prefix range that stops early, then a sort of the few rows found.
 */
export function brandWordsQuery(
  term: SearchTerm,
  { limit, exclude }: { limit: number; exclude: readonly number[] },
): RawBuilder<SuggestionRow> {
  const { wordStart, contains } = patterns(term);
  return sql<SuggestionRow>`
    select c.id, b.id as matched_id, c.company_name, c.cin, b.brand_name
    from (
      select brand_id, min(word_start) as first_word
      from (
        select w.brand_id, w.word_start from brand_name_words w
        where w.word_start like lower(${wordStart})
          and w.brand_id <> all(${[...exclude]}::bigint[])
        limit ${limit * WORD_ROWS_PER_SUGGESTION}
      ) found
      group by brand_id
      order by first_word, brand_id
      limit ${limit}
    ) t
    cross join lateral (
      select b.id, b.brand_name, b.company_id from brands b
      where b.id = t.brand_id and lower(b.brand_name) like lower(${contains})
      offset 0
    ) b
    join companies c on c.id = b.company_id and c.review_status = 'live'
    order by ${sortName}, b.id`;
}

export async function brandWordsSuggestions(
  db: Kysely<Database>,
  term: SearchTerm,
  options: { limit: number; exclude: readonly number[] },
): Promise<SuggestionRow[]> {
  return (await brandWordsQuery(term, options).execute(db)).rows;
}

/**
 * The last resort of a brand suggestion list, when neither the head nor a later word matched:
 * brand names that contain the term anywhere, the first `limit` found, by name (under the
 * statement timeout of SUGGESTION_TAIL_OPTIONS).
 */
export function brandTailQuery(term: SearchTerm, limit: number): RawBuilder<SuggestionRow> {
  const where = conditions(term);
  return sql<SuggestionRow>`
    select c.id, b.id as matched_id, c.company_name, c.cin, b.brand_name
    from (
      select b.id, ${sortName} as sort_name from brands b
      where ${where.match} and not ${where.prefix}
      limit ${limit}
    ) t
    join brands b on b.id = t.id
    join companies c on c.id = b.company_id
    order by t.sort_name, t.id`;
}

export async function brandTailSuggestions(
  db: Kysely<Database>,
  term: SearchTerm,
  limit: number,
): Promise<SuggestionRow[]> {
  return (await brandTailQuery(term, limit).execute(db)).rows;
}
