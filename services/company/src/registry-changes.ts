import type { RegistryChange, RegistryChangeField } from '@trusthive/contracts';
import type { RegistryChangeColumn } from '@trusthive/platform';
import type { CompanyProfileRow } from './repositories/company.repository';

// The change log's rows (issue 41) as the profile's contract names them: each companies column
// by the name the profile's company gives the same value.

const FIELD_OF: Record<RegistryChangeColumn, RegistryChangeField> = {
  company_name: 'name',
  company_status: 'status',
  roc: 'roc',
  company_category: 'category',
  company_sub_category: 'subCategory',
  company_class: 'companyClass',
  company_limited_by: 'entityType',
  authorized_capital: 'authorizedCapital',
  paid_up_capital: 'paidUpCapital',
  registration_date: 'registrationDate',
  registered_office_address: 'registeredOfficeAddress',
  pincode: 'pincode',
  listing_status: 'listingStatus',
  company_state_code: 'state',
  company_origin: 'companyOrigin',
  nic_code: 'nicCode',
  industrial_classification: 'industrialClassification',
  latest_annual_return: 'latestAnnualReturn',
  latest_balance_sheet: 'latestBalanceSheet',
};

export function toRegistryChanges(rows: CompanyProfileRow['registry_changes']): RegistryChange[] {
  return rows.map((row) => ({
    field: FIELD_OF[row.field],
    oldValue: row.old_value,
    newValue: row.new_value,
    file: row.source_file,
    fileDate: row.source_date,
  }));
}
