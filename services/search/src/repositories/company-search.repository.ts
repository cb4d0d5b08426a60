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

// Name and CIN search on companies (spec §7: a case-insensitive partial match on company_name
// or cin). Order: rank 0 an exact name or CIN, rank 1 a name that starts with the term, rank 2
// the rest; each by lower-cased name, then id. The SQL and its plans on a million companies
// are in ../queries/company-search.sql.
//
// Three shapes, all bounded:
// - shortcuts, tried first: a later word of every match (company_name_words, 0010) when the
//   term has an inner word boundary, and a count of the names, later words and CINs that
//   start with the term, which proves a capped total (see companyShortcutsQuery).
// - candidates: at most cap + 1 matches in any order (the trigram GIN indexes, or a scan that
//   stops at cap + 1), counted and sorted. Exact whenever the term has at most `cap` matches.
// - ordered: when there are more, walks companies_search_order (lower(name), id) once per rank
//   and stops after offset + limit rows: no sort or count over more than that. The ranks are
//   branches of a UNION ALL under that limit, run in order (see ORDERED_WALK_OPTIONS): a rank
//   is only read when the ones before it do not fill the page.
//
// Suggestions (see suggest in ../engine/postgres-engine.ts) take the cheap parts of that order:
// the head (exact, then name and CIN prefixes, ordered index ranges), then names with a later
// word that starts with the term (company_name_words, 0010), and a trigram "contains" lookup
// only as a last resort.
//
// The SQL text is the same for every term: a condition that does not apply gets a NULL
// parameter, which the planner (planning with the values) drops from the WHERE clause. The
// ordered walks never OR two indexes (their connections allow no bitmap scans): an exact
// name and an exact CIN are two branches.

const sortName = sql`lower(c.company_name) collate "C"`;

/**
 * Only public companies are found (issue 18: a registration staff have not approved is not).
 * Reads that visit the row anyway (trigram lookups, joins by id, CIN lookups) test LIVE; the
 * walks of companies_search_order, which read names from the index alone, test PUBLIC (the
 * few non-live ids, read once per statement from their small index) and stay index-only. The word-start counts
 * that only prove a total capped (`found`) test neither: a hidden registration could only
 * move that proof at the cap itself.
 */
const LIVE = sql`c.review_status = 'live'`;
const PUBLIC = isPublicCompany(sql.ref('c.id'));

function conditions(term: SearchTerm) {
  const { contains, selective, prefix, cinContains } = patterns(term);
  const exactCin = term.exactCin;
  return {
    // The trigram index narrows by the term's selective part; the whole term then decides
    // (in a form the index cannot take, so it stays a cheap filter on the few rows found).
    match: sql`(c.company_name ilike ${selective} or c.cin like ${cinContains}
      or c.cin = ${exactCin})
      and (lower(c.company_name) like lower(${contains}) or c.cin like ${cinContains}
      or c.cin = ${exactCin})
      and ${LIVE}`,
    // The same match in a form no trigram index serves, so the ordered walk can only be planned
    // on companies_search_order: covering columns read in order, stopping early.
    walkMatch: sql`(lower(c.company_name) like lower(${contains})
      or (c.cin || '') like ${cinContains}) and ${PUBLIC}`,
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
    ${pageOfCandidates(offset, limit)}
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

/**
 * The two exact shortcuts in front of the trigram candidates, in one statement (see
 * firstRows in ../engine/postgres-engine.ts):
 * - later word: every name that contains a term with an inner word boundary ("joshi digital
 *   technologies") has a later word that starts with the part after the boundary
 *   (laterWordPart), so that prefix range of company_name_words holds every match. Up to
 *   LATER_WORD_SCAN_LIMIT + 1 of its rows are read; when fewer were there, their names are
 *   fetched, the whole term filters them, and the result is every match: counted, and one
 *   page sorted as companyCandidatesQuery's (rank, name, id). `scanned` says whether it is.
 *   Only for terms no CIN can contain (a CIN has no word rows); otherwise `laterWord` is null
 *   and this part reads nothing.
 * - word starts, only when the later word did not answer: companies whose name starts with
 *   the term or that have a later word starting with it (distinct), and companies whose CIN
 *   starts with it, each counted up to cap + 1 (`found`). Each of them contains the term, so
 *   either count past the cap proves the total capped. The CINs are counted from
 *   companies_cin_prefix alone: CINs are unique, and fetching the ids costs a heap page each.
 * All ordered index ranges that stop early (the word range of the word starts after two rows
 * per name, see WORD_ROWS_PER_SUGGESTION). A term with more matches than the cap has more
 * word rows than LATER_WORD_SCAN_LIMIT, so no names are fetched for it.
 */
/** A CIN has no word rows: only a term no CIN can contain is looked up by a later word. */
function companyLaterWordPattern(term: SearchTerm): string | null {
  return term.cinFragment === null && term.exactCin === null ? laterWordPattern(term) : null;
}

export function companyShortcutsQuery(
  term: SearchTerm,
  { cap, offset, limit }: { cap: number; offset: number; limit: number },
): RawBuilder<ShortcutRow> {
  const where = conditions(term);
  const { contains, prefix, wordStart, cinPrefix } = patterns(term);
  const laterWord = companyLaterWordPattern(term);
  return sql<ShortcutRow>`
    with words as materialized (
      select w.company_id from company_name_words w
      where w.word_start like lower(${laterWord})
      limit ${LATER_WORD_SCAN_LIMIT + 1}
    ),
    candidates as materialized (
      select c.id, ${sortName} as sort_name,
        case when ${where.exact} then 0 when ${where.prefix} then 1 else 2 end as rank
      from (select distinct company_id from words) w
      join companies c on c.id = w.company_id
      where lower(c.company_name) like lower(${contains}) and ${LIVE}
        and (select count(*) from words) <= ${LATER_WORD_SCAN_LIMIT}
      limit ${cap + 1}
    ),
    ${pageOfCandidates(offset, limit)}
    select s.scanned,
      case when ${wordStartsHoldTerm(term)}
        and (${laterWord}::text is null or s.scanned > ${LATER_WORD_SCAN_LIMIT})
      then greatest(
        (select count(*) from (
          (select c.id from companies c where ${sortName} like lower(${prefix}) limit ${cap + 1})
          union
          (select w.company_id from company_name_words w
            where w.word_start like lower(${wordStart}) limit ${2 * (cap + 1)})
          limit ${cap + 1}
        ) named),
        (select count(*) from (
          select from companies c where c.cin collate "C" like ${cinPrefix} limit ${cap + 1}
        ) by_cin)
      ) else 0 end::int as found,
      t.total, ${cardColumns}, null::text as brand_name
    from (select count(*)::int as scanned from words) s
    cross join (select count(*)::int as total from candidates) t
    left join (page p join companies c on c.id = p.id) on true
    order by p.rank, p.sort_name, p.id`;
}

export async function companyShortcuts(
  db: Kysely<Database>,
  term: SearchTerm,
  options: { cap: number; offset: number; limit: number },
): Promise<Shortcuts> {
  const laterWord = companyLaterWordPattern(term) !== null;
  return runShortcuts(db, companyShortcutsQuery(term, options), { cap: options.cap, laterWord });
}

/**
 * The ranked walk's first branches, each a range of an ordered index that stops after `limit`
 * rows: the exact name and the exact CIN (rank 0), then names that start with the term (rank
 * 1). A results page walks on from them to the rest (rank 2), a suggestion head to CIN prefixes.
 */
function exactAndPrefixRanks(term: SearchTerm, limit: number): RawBuilder<unknown> {
  const where = conditions(term);
  return sql`(select c.id, 0 as rank, ${sortName} as sort_name from companies c
        where ${sortName} = lower(${term.text}) and ${PUBLIC}
        order by 3, 1 limit ${limit})
      union all
      (select c.id, 0, ${sortName} from companies c
        where c.cin = ${term.exactCin} and ${sortName} <> lower(${term.text}) and ${LIVE})
      union all
      (select c.id, 1, ${sortName} from companies c
        where ${where.prefix} and ${sortName} <> lower(${term.text}) and ${where.notExactCin}
          and ${PUBLIC}
        order by 3, 1 limit ${limit})`;
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
      ${exactAndPrefixRanks(term, wanted)}
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

/**
 * The head of a suggestion list, in the order of a results page: exact names and CINs (rank 0),
 * then names that start with the term and CINs that start with it (rank 1). Each branch is a
 * range of an ordered index that stops after `limit` rows: companies_search_order for names,
 * companies_cin_prefix (0010) for a CIN prefix ("U72900GA2022", which only a trigram lookup
 * found before).
 */
export function companyHeadQuery(term: SearchTerm, limit: number): RawBuilder<SuggestionRow> {
  const where = conditions(term);
  const { cinPrefix } = patterns(term);
  return sql<SuggestionRow>`
    select c.id, c.id as matched_id, c.company_name, c.cin, null::text as brand_name
    from (select * from (
      ${exactAndPrefixRanks(term, limit)}
      union all
      (select c.id, 1, ${sortName} from companies c
        where c.cin collate "C" like ${cinPrefix} and not ${where.prefix}
          and ${sortName} <> lower(${term.text}) and ${where.notExactCin} and ${LIVE}
        order by c.cin collate "C" limit ${limit})
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
 * Suggestions after the head: names with a later word that starts with the term ("token" for
 * "ZZ TOKEN INSIDE"), from company_name_words (0010), leaving out the companies in `exclude`
 * (the head). A prefix range of its C-collated key that stops after the rows needed (~1 ms on
 * a million companies, where the trigram "contains" lookup it replaces took 15-45 ms). Only
 * the few rows found are joined and sorted by name for display; the lateral join keeps the
 * planner from walking companies in name order to avoid that small sort.
 */
export function companyWordsQuery(
  term: SearchTerm,
  { limit, exclude }: { limit: number; exclude: readonly number[] },
): RawBuilder<SuggestionRow> {
  const { wordStart, contains } = patterns(term);
  return sql<SuggestionRow>`
    select c.id, c.id as matched_id, c.company_name, c.cin, null::text as brand_name
    from (
      select company_id, min(word_start) as first_word
      from (
        select w.company_id, w.word_start from company_name_words w
        where w.word_start like lower(${wordStart})
          and w.company_id <> all(${[...exclude]}::bigint[])
        limit ${limit * WORD_ROWS_PER_SUGGESTION}
      ) found
      group by company_id
      order by first_word, company_id
      limit ${limit}
    ) t
    cross join lateral (
      select c.id, c.company_name, c.cin from companies c
      where c.id = t.company_id and lower(c.company_name) like lower(${contains}) and ${LIVE}
      offset 0
    ) c
    order by ${sortName}, c.id`;
}

export async function companyWordsSuggestions(
  db: Kysely<Database>,
  term: SearchTerm,
  options: { limit: number; exclude: readonly number[] },
): Promise<SuggestionRow[]> {
  return (await companyWordsQuery(term, options).execute(db)).rows;
}

/**
 * The last resort of a suggestion list, when neither the head nor a later word matched: names
 * or CINs that contain the term anywhere (a fragment from inside a word, "harma"), the first
 * `limit` the trigram index finds, by name. Run under a statement timeout (see
 * SUGGESTION_TAIL_OPTIONS): a rare short term can cost a scan.
 */
export function companyTailQuery(term: SearchTerm, limit: number): RawBuilder<SuggestionRow> {
  const where = conditions(term);
  return sql<SuggestionRow>`
    select c.id, c.id as matched_id, c.company_name, c.cin, null::text as brand_name
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
export const CLOSEST_NAMES_TIMEOUT_MS = 250;
const CLOSEST_NAMES_THRESHOLD = 0.5;

/**
 * Company names closest to a term that matched nothing ("Did you mean"): pg_trgm word
 * similarity through the trigram index, the best of a bounded candidate set.
 */
export async function closestCompanyNames(
  db: Kysely<Database>,
  text: string,
  {
    limit,
    candidates,
    timeoutMs = CLOSEST_NAMES_TIMEOUT_MS,
  }: { limit: number; candidates: number; timeoutMs?: number },
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = ${sql.lit(timeoutMs)}`.execute(trx);
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
          where ${text} <% c.company_name and ${LIVE}
          limit ${candidates}
        ) scored
        order by lower(company_name), score desc
      ) best
      order by score desc, closeness desc, lower(company_name)
      limit ${limit}`.execute(trx);
    return rows.map((row) => row.company_name);
  });
}
