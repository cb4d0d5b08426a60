import { z } from 'zod';

// Issue 41: what newer MCA files changed of a company, as the profile's "Registry changes"
// list shows it (GET /api/companies/:id, the latest ten, newest file first). None of these
// fields is personal data (the importer does not log the e-mail), so nothing here is masked.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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
export type RegistryChangeField = (typeof REGISTRY_CHANGE_FIELDS)[number];

/** Each field's label, as the profile's sections label the same value. */
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

export const registryChangeSchema = z.object({
  field: z.enum(REGISTRY_CHANGE_FIELDS),
  /** The value before and after, as text ('750000.00' rupees, 'YYYY-MM-DD'); null: none. */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** The MCA file that said so: its base name and its date. */
  file: z.string(),
  fileDate: isoDate,
});
export type RegistryChange = z.infer<typeof registryChangeSchema>;

/** The most changes a profile lists. */
export const REGISTRY_CHANGES_SHOWN = 10;

export const REGISTRY_CHANGE_MESSAGES = {
  title: 'Registry changes',
  note: 'What newer MCA company master data files changed, newest first, with each file’s date.',
  perFile: (date: string) => `per the MCA file of ${date}`,
} as const;
