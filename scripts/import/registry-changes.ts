import type { RegistryChangeColumn } from '@trusthive/platform';
import type { CompanyColumn } from './formats';

// What the change log records of a company a newer MCA file changed (migration 0044): every
// column the importer writes but the CIN (the key) and the e-mail (personal data, erasable on
// request, so it is not kept in a log; a changed e-mail still counts the company as changed).

/** The migration's closed set, in the order the profile's rows are written. */
export const REGISTRY_CHANGE_FIELDS = [
  'company_name',
  'company_status',
  'roc',
  'company_category',
  'company_sub_category',
  'company_class',
  'company_limited_by',
  'authorized_capital',
  'paid_up_capital',
  'registration_date',
  'registered_office_address',
  'pincode',
  'listing_status',
  'company_state_code',
  'company_origin',
  'nic_code',
  'industrial_classification',
  'latest_annual_return',
  'latest_balance_sheet',
] as const satisfies readonly (RegistryChangeColumn & CompanyColumn)[];

const LOGGED = new Set<string>(REGISTRY_CHANGE_FIELDS);

/** A column's value as the log's text: a date as YYYY-MM-DD whatever the session's DateStyle. */
function asText(table: string, column: CompanyColumn, type: string | undefined): string {
  return type === 'date' ? `to_char(${table}.${column}, 'YYYY-MM-DD')` : `${table}.${column}::text`;
}

/**
 * The `(field, old, new)` rows of the statement's lateral VALUES, for the columns a file writes:
 * `prior` is the company as the statement's snapshot holds it (before the upsert), `latest` the
 * upsert's RETURNING. E-mail takes part (it makes a company "changed") but is not logged.
 */
export function changeValues(
  columns: readonly CompanyColumn[],
  types: Partial<Record<CompanyColumn, string>>,
): string {
  return columns
    .filter((column) => column === 'email' || LOGGED.has(column))
    .map(
      (column) =>
        `('${column}', ${asText('prior', column, types[column])}, ${asText('latest', column, types[column])})`,
    )
    .join(',\n          ');
}
