import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '@trusthive/platform';

// What the company-master provider said of the company (issue 41; the enrichment service
// writes it): its filing dates with the source and date, and its index of charges. Correlated
// subqueries of the one profile statement, each served by its table's key on the CIN.

/** The charges the profile lists, newest first; a company rarely has more. */
export const PROFILE_CHARGES_LIMIT = 50;

export function registryRecordOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('company_registry_records as record')
    .select([
      'record.last_agm_date',
      'record.last_balance_sheet_date',
      'record.last_annual_return_date',
      'record.as_of',
      'record.provider',
      'record.stand_in',
      'record.fetched_at',
    ])
    .whereRef('record.cin', '=', 'companies.cin');
}

export function chargesOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('company_charges as charge')
    .select([
      'charge.charge_id',
      'charge.holder',
      'charge.amount',
      'charge.status',
      'charge.created_on',
      'charge.satisfied_on',
    ])
    .whereRef('charge.company_cin', '=', 'companies.cin')
    .orderBy('charge.created_on', 'desc')
    .orderBy('charge.charge_id')
    .limit(sql.lit(PROFILE_CHARGES_LIMIT));
}
