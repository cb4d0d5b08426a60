import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@trusthive/platform';
import { escapeLike } from '../engine/search-terms';

// Director search (issue 41), answered from registry_directors (enrichment's table, read here):
// a full DIN by equality (its unique index); a name by what was typed starting the name or a
// later word of it ("asha", "sharma", "kumar sh"), lower-cased: two ranges of the primary key
// of registry_director_name_words (migration 0045; later false the names, true the later
// words), each read in order, index-only, and stopped after the rows asked for, so a page, a
// suggestion list and a count up to the cap read at most that many entries, however common the
// word. Plans on 8 lakh generated directors: ../queries/director-search.sql.

export interface DirectorCardRow {
  id: number;
  public_id: string;
  name: string;
  din: string;
  /** Up to `limit` names of the companies the person sits on now, by name. */
  company_names: string[];
  company_count: number;
}

/** At most this much of a name or later word is kept (0010's WORD_START_LENGTH). */
const WORD_START_LENGTH = 100;

/** The typed term as the table holds names: lower-cased, one space between words. */
const keyOf = (term: string) => term.toLowerCase().split(/\s+/).filter(Boolean).join(' ');

/** One range: the names (later false) or the later words (true) starting with the term. */
function range(later: boolean, term: string, limit: number) {
  const key = keyOf(term);
  const prefix = `${escapeLike(key.slice(0, WORD_START_LENGTH))}%`;
  // A term longer than what is kept is rechecked on the name itself.
  const recheck =
    key.length > WORD_START_LENGTH
      ? sql`and exists (select 1 from registry_directors p where p.id = w.director_id
              and lower(p.name) like ${`%${escapeLike(key)}%`} escape '\\')`
      : sql``;
  return sql`
    (select ${later ? sql`1` : sql`0`} as part, w.word_start as key, w.director_id as id
       from registry_director_name_words w
      where w.later = ${later} and w.word_start like ${prefix} escape '\\' ${recheck}
      order by w.word_start, w.director_id limit ${limit})`;
}

/**
 * Every match as (part, key, id), in order: part 0 the names starting with the term, part 1
 * the later words starting with it, each range read for at most `limit` rows. A person may be
 * in both, or twice in the second (a word repeated); the callers keep the first.
 */
const matches = (
  term: string,
  limit: number,
): RawBuilder<{ part: number; key: string; id: number }> =>
  sql`${range(false, term, limit)} union all ${range(true, term, limit)}`;

export async function directorIdByDin(db: Kysely<Database>, din: string): Promise<number[]> {
  const rows = await db
    .selectFrom('registry_directors')
    .select('id')
    .where('din', '=', din)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** How many people the name finds, counted up to `cap` + 1 (then "at least `cap`"). */
export async function countDirectorsNamed(
  db: Kysely<Database>,
  term: string,
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(distinct id)::int as count from (${matches(term, cap + 1)}) found
  `.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * One page (or suggestion list) of the people the name finds: names starting with it first,
 * in name order, then names with a later word starting with it, in the order of that word.
 */
export async function directorsNamed(
  db: Kysely<Database>,
  term: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<number[]> {
  // A person found twice takes two of the rows read: read a page more than the page.
  const { rows } = await sql<{ id: number }>`
    select id from (
      select part, key, id, row_number() over (partition by id order by part, key) as nth
      from (${matches(term, offset + 2 * limit)}) found
    ) ranked
    where nth = 1
    order by part, key, id
    limit ${limit} offset ${offset}
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

/**
 * The people by id, in the ids' order, each with their current companies: TrustHive's name of
 * a listed (live) company, else the provider's; at most `companies` names, and the count.
 */
export async function directorCards(
  db: Kysely<Database>,
  ids: number[],
  companies: number,
): Promise<DirectorCardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<DirectorCardRow>`
    select p.id, p.public_id, p.name, p.din, held.company_names, held.company_count
    from unnest(${ids}::bigint[]) with ordinality as wanted (id, position)
    join registry_directors p on p.id = wanted.id
    cross join lateral (
      select
        coalesce((array_agg(named.name order by named.name))[1:${companies}], '{}') as company_names,
        count(*)::int as company_count
      from (
        select distinct on (d.company_cin)
          coalesce(c.company_name, d.company_name, d.company_cin) as name
        from directors d
        left join companies c on c.cin = d.company_cin and c.review_status = 'live'
        where d.director_id = p.id and d.ceased_on is null
        order by d.company_cin
      ) named
    ) held
    order by wanted.position
  `.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
