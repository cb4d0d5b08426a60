import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

// The home page's lists. Synthetic rows (benchmark data) are never shown to visitors.

export async function findTopCompanies(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('companies')
    .select([
      'id',
      'company_name',
      'trust_score',
      'trust_level',
      'company_status',
      'company_state_code',
      'logo',
    ])
    .where('trust_score', 'is not', null)
    .where('data_source', '<>', 'synthetic')
    .orderBy('trust_score', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findHotBrands(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('brands')
    .innerJoin('companies', 'companies.id', 'brands.company_id')
    .select(['brands.brand_name', 'brands.company_id', 'companies.company_name', 'brands.logo_url'])
    .where('companies.data_source', '<>', 'synthetic')
    .orderBy('companies.trust_score', (order) => order.desc().nullsLast())
    .orderBy('brands.id', 'desc')
    .limit(limit)
    .execute();
}
