import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

const BRAND_COLUMNS = [
  'brands.id',
  'brands.brand_name',
  'brands.trademark_name',
  'brands.logo_url',
  'brands.website_url',
] as const;

/**
 * A company's brands, by name then id, as a subquery correlated to `companies.id`, so the
 * profile reads them in the same round trip as the company (spec §7: brands by company_id).
 */
export function brandsOfCompany(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('brands')
    .select(BRAND_COLUMNS)
    .whereRef('brands.company_id', '=', 'companies.id')
    .orderBy('brands.brand_name')
    .orderBy('brands.id');
}

/** The same list on its own. */
export function findBrandsByCompanyId(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('brands')
    .select(BRAND_COLUMNS)
    .where('brands.company_id', '=', companyId)
    .orderBy('brands.brand_name')
    .orderBy('brands.id')
    .execute();
}
