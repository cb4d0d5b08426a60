import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
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

/**
 * The GST registrations matched to the company (gst_registration_matches: the enrichment
 * service's matches less those staff undid, issue 40), as a subquery correlated to `companies.id`: at most one per state in practice,
 * 40 at the most. Unmasked: callers mask them.
 */
export function gstnRegistrationsOfCompany(eb: ExpressionBuilder<Database, 'companies'>) {
  return (
    eb
      // The matches that stand: the rule's, less those staff undid (migration 0041).
      .selectFrom('gst_registration_matches as m')
      .innerJoin('gst_registrations', 'gst_registrations.id', 'm.registration_id')
      .select([
        'gst_registrations.gstin',
        'gst_registrations.legal_name',
        'gst_registrations.trade_name',
        'gst_registrations.status',
        'gst_registrations.registered_on',
        'gst_registrations.cancelled_on',
        'gst_registrations.state_name',
        'm.match_basis',
        'm.confirmed_by_staff',
        'gst_registrations.gstn_updated_on',
        'gst_registrations.fetched_at',
        'gst_registrations.provider',
        'gst_registrations.stand_in',
      ])
      .whereRef('m.company_id', '=', 'companies.id')
      .orderBy('gst_registrations.gstin')
      // A literal: the profile statement keeps the id as its only parameter (prepared once).
      .limit(sql.lit(40))
  );
}
