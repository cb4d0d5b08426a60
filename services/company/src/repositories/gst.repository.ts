import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

const GST_COLUMNS = [
  'company_gst_details.gstin',
  'company_gst_details.registration_date',
  'company_gst_details.nature_of_business',
  'company_gst_details.pan',
  'company_gst_details.business_name',
  'company_gst_details.entity_type',
  'company_gst_details.department_code_and_type',
  'company_gst_details.updated_at',
] as const;

/**
 * The company's GST details (at most one row: the table is keyed by company_id), as a
 * subquery correlated to `companies.id`. The values are unmasked: callers mask them.
 */
export function gstOfCompany(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('company_gst_details')
    .select(GST_COLUMNS)
    .whereRef('company_gst_details.company_id', '=', 'companies.id');
}

export function findGstByCompanyId(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('company_gst_details')
    .select(GST_COLUMNS)
    .where('company_gst_details.company_id', '=', companyId)
    .executeTakeFirst();
}
