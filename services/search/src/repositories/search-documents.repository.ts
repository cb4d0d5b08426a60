import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { cardColumns, type SearchRow } from './search-rows';

// What an external index (Meilisearch) is built from: company cards and their brands, read
// in id order so a full rebuild or a bulk change streams in bounded batches. Only public
// companies are documents (issue 18): a company read here as missing is deleted from the index,
// so a registration is added when staff approve it (its company.changed event) and never before.

export interface BrandDocumentRow {
  id: number;
  brand_name: string;
  company_id: number;
}

export async function companyCards(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<SearchRow>`
    select ${cardColumns}, null::text as brand_name
    from companies c
    where c.id = any(${[...ids]}::bigint[]) and c.review_status = 'live'
    order by c.id`.execute(db);
  return rows;
}

export async function brandsOfCompanies(
  db: Kysely<Database>,
  companyIds: readonly number[],
): Promise<BrandDocumentRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('brands')
    .select(['id', 'brand_name', 'company_id'])
    .where('company_id', 'in', [...companyIds])
    .orderBy('id')
    .execute();
}

/** The next batch of company ids after `afterId`, optionally only those changed since. */
export async function companyIdsAfter(
  db: Kysely<Database>,
  { afterId, limit, changedSince }: { afterId: number; limit: number; changedSince?: Date },
): Promise<number[]> {
  let query = db
    .selectFrom('companies')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit);
  if (changedSince) query = query.where(sql<boolean>`updated_at >= ${changedSince}`);
  return (await query.execute()).map((row) => row.id);
}
