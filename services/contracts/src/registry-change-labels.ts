// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// The registry changes' fields, labels and texts (the schema is in registry-changes.ts).

/** The registry fields a newer MCA file can change, named as the profile's company names them. */
export const REGISTRY_CHANGE_FIELDS = [
  'name',
  'status',
  'roc',
  'category',
  'subCategory',
  'companyClass',
  'entityType',
  'authorizedCapital',
  'paidUpCapital',
  'registrationDate',
  'registeredOfficeAddress',
  'pincode',
  'listingStatus',
  'state',
  'companyOrigin',
  'nicCode',
  'industrialClassification',
  'latestAnnualReturn',
  'latestBalanceSheet',
] as const;

/** Each field's label, as the profile's sections label the same value. */
export type RegistryChangeField = (typeof REGISTRY_CHANGE_FIELDS)[number];

export const REGISTRY_CHANGE_LABELS: Record<RegistryChangeField, string> = {
  name: 'Company Name',
  status: 'Status',
  roc: 'Registrar of Companies',
  category: 'Category',
  subCategory: 'Sub-Category',
  companyClass: 'Class',
  entityType: 'Company Type',
  authorizedCapital: 'Authorized Capital',
  paidUpCapital: 'Paid-up Capital',
  registrationDate: 'Registration Date',
  registeredOfficeAddress: 'Registered Office Address',
  pincode: 'PIN Code',
  listingStatus: 'Listing Status',
  state: 'State',
  companyOrigin: 'Company Origin',
  nicCode: 'NIC Code',
  industrialClassification: 'Industry',
  latestAnnualReturn: 'Latest Annual Return',
  latestBalanceSheet: 'Latest Balance Sheet',
};

/** How a change's values read: rupees, a date, or text as MCA wrote it. */
export const REGISTRY_CHANGE_KINDS: Partial<Record<RegistryChangeField, 'rupees' | 'date'>> = {
  authorizedCapital: 'rupees',
  paidUpCapital: 'rupees',
  registrationDate: 'date',
  latestAnnualReturn: 'date',
  latestBalanceSheet: 'date',
};

/** The most changes a profile lists. */
export const REGISTRY_CHANGES_SHOWN = 10;

export const REGISTRY_CHANGE_MESSAGES = {
  title: 'Registry changes',
  note: 'What newer MCA company master data files changed, newest first, with each file’s date.',
  perFile: (date: string) => `per the MCA file of ${date}`,
} as const;
