import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '@trusthive/platform';

/**
 * The brand companies a reseller says it sells for (migration 0019), with each company's
 * current name, by brand name: a subquery correlated to `companies.id`, served by the unique
 * (reseller_company_id, brand_company_id) index, so the profile stays one statement. Only
 * public brand companies (issue 18: a registration not yet approved is not).
 */
export function brandCompaniesSoldBy(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('reseller_brand_companies')
    .innerJoin(
      'companies as brand_company',
      'brand_company.id',
      'reseller_brand_companies.brand_company_id',
    )
    .select([
      'reseller_brand_companies.brand_company_id',
      'brand_company.company_name as brand_company_name',
      'reseller_brand_companies.brand_name',
      'reseller_brand_companies.wants_authorization',
    ])
    .whereRef('reseller_brand_companies.reseller_company_id', '=', 'companies.id')
    .where(sql<boolean>`brand_company.review_status = 'live'`)
    .orderBy('reseller_brand_companies.brand_name')
    .orderBy('reseller_brand_companies.id');
}
