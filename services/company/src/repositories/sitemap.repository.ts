import { sql, type Kysely } from 'kysely';
import { SITEMAP_URLS_PER_FILE } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';

// The sitemap's reads. Only what a visitor may open is listed: live companies (a registration
// staff have not approved is a 404, migration 0022) and never benchmark rows (synthetic, which
// the home page does not show either). Every read walks the primary key by range or keyset, so
// its cost is one index range however large the table grows.

type Db = Kysely<Database>;

export interface SitemapCompanyRow {
  id: number;
  updated_at: Date;
}

const listed = (db: Db) =>
  db
    .selectFrom('companies')
    .where('review_status', '=', 'live')
    .where('data_source', '<>', 'synthetic');

/**
 * The company files that hold at least one listed company: file n covers ids in
 * ((n-1)·size, n·size]. One probe of the primary key per possible file (200 at 1 crore ids),
 * each stopping at its first listed row, instead of counting the table.
 */
export async function listCompanySitemapParts(db: Db): Promise<number[]> {
  const size = SITEMAP_URLS_PER_FILE;
  const { rows } = await sql<{ part: number }>`
    select part::int as part
      from generate_series(1, ceil(coalesce((select max(id) from companies), 0) / ${size}::numeric)::int) as part
     where exists (
       select 1 from companies
        where id > (part - 1)::bigint * ${size} and id <= part::bigint * ${size}
          and review_status = 'live' and data_source <> 'synthetic')
     order by part`.execute(db);
  return rows.map((row) => Number(row.part));
}

/**
 * One keyset page of a company file's rows: ids after `afterId`, up to `lastId`, in id order.
 * The caller walks the file page by page, so memory holds one page whatever the file's size.
 */
export async function readCompanySitemapPage(
  db: Db,
  afterId: number,
  lastId: number,
  limit: number,
): Promise<SitemapCompanyRow[]> {
  const rows = await listed(db)
    .select(['id', sql<Date>`updated_at`.as('updated_at')])
    .where('id', '>', afterId)
    .where('id', '<=', lastId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), updated_at: row.updated_at }));
}

/**
 * The director files (issue 41) that hold at least one director page worth listing: a person
 * with a directorship on record, and never a stand-in's made-up person. File n covers
 * registry_directors ids in ((n-1)·size, n·size], probed as the company files are.
 */
export async function listDirectorSitemapParts(db: Db): Promise<number[]> {
  const size = SITEMAP_URLS_PER_FILE;
  const { rows } = await sql<{ part: number }>`
    select part::int as part
      from generate_series(1, ceil(coalesce((select max(id) from registry_directors), 0) / ${size}::numeric)::int) as part
     where exists (
       select 1 from registry_directors p
        where p.id > (part - 1)::bigint * ${size} and p.id <= part::bigint * ${size}
          and not p.stand_in
          and exists (select 1 from directors d where d.director_id = p.id))
     order by part`.execute(db);
  return rows.map((row) => Number(row.part));
}

export interface SitemapDirectorRow {
  id: number;
  public_id: string;
  updated_at: Date;
}

/** One keyset page of a director file's rows, in id order (as readCompanySitemapPage). */
export async function readDirectorSitemapPage(
  db: Db,
  afterId: number,
  lastId: number,
  limit: number,
): Promise<SitemapDirectorRow[]> {
  const { rows } = await sql<SitemapDirectorRow>`
    select p.id, p.public_id, coalesce(p.companies_fetched_at, p.created_at) as updated_at
      from registry_directors p
     where p.id > ${afterId} and p.id <= ${lastId} and not p.stand_in
       and exists (select 1 from directors d where d.director_id = p.id)
     order by p.id
     limit ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The categories the grid shows (the maintained counts: those holding companies). */
export async function listSitemapCategoryTitles(db: Db): Promise<string[]> {
  const { rows } = await sql<{ title: string }>`
    select industrial_classification as title
      from category_totals
     where company_count > 0
     order by industrial_classification`.execute(db);
  return rows.map((row) => row.title);
}
