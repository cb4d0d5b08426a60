import type { ActivityClassifier } from './activity-groups';
import type { CompaniesTable } from '@trusthive/platform';
import { ImportFileError } from './errors';
import type { StateResolver } from './states';
import {
  CIN_PATTERN,
  LLPIN_PATTERN,
  cinYear,
  cleanText,
  companyLimitedBy,
  extractPincode,
  normaliseActivity,
  normaliseCategory,
  normaliseCin,
  normaliseEmail,
  normaliseRoc,
  padNicCode,
  parseCapital,
  parseMcaDate,
} from './values';

// The two layouts MCA has published, recognised by their header, and the mapping of one row
// onto the companies table. Both layouts name the same facts differently, so the mapping is
// written once over "source fields" and each format only says which header names them.

export type SourceField =
  | 'cin'
  | 'name'
  | 'roc'
  | 'category'
  | 'subCategory'
  | 'class'
  | 'authorizedCapital'
  | 'paidUpCapital'
  | 'registrationDate'
  | 'address'
  | 'listingStatus'
  | 'status'
  | 'state'
  | 'origin'
  | 'nicCode'
  | 'activity'
  | 'email'
  | 'latestAnnualReturn'
  | 'latestBalanceSheet';

/** One row as the companies table will hold it. Columns a format lacks stay undefined. */
export interface CompanyRecord {
  cin: string;
  company_name: string;
  roc?: string | null;
  company_category?: string | null;
  company_sub_category?: string | null;
  company_class?: string | null;
  company_limited_by?: string | null;
  authorized_capital?: number | null;
  paid_up_capital?: number | null;
  registration_date?: string | null;
  registered_office_address?: string | null;
  pincode?: string | null;
  listing_status?: string | null;
  company_status?: string | null;
  company_state_code?: string | null;
  company_origin?: string | null;
  nic_code?: string | null;
  industrial_classification?: string | null;
  email?: string | null;
  latest_annual_return?: string | null;
  latest_balance_sheet?: string | null;
}

export type CompanyColumn = keyof CompanyRecord & keyof CompaniesTable;

/** The columns each source field fills, in the order they are loaded. */
const FIELD_COLUMNS: Record<SourceField, CompanyColumn[]> = {
  cin: ['cin'],
  name: ['company_name'],
  roc: ['roc'],
  category: ['company_category'],
  subCategory: ['company_sub_category'],
  class: ['company_class', 'company_limited_by'],
  authorizedCapital: ['authorized_capital'],
  paidUpCapital: ['paid_up_capital'],
  registrationDate: ['registration_date'],
  address: ['registered_office_address', 'pincode'],
  listingStatus: ['listing_status'],
  status: ['company_status'],
  state: ['company_state_code'],
  origin: ['company_origin'],
  nicCode: ['nic_code'],
  activity: ['industrial_classification'],
  email: ['email'],
  latestAnnualReturn: ['latest_annual_return'],
  latestBalanceSheet: ['latest_balance_sheet'],
};

export interface McaFormat {
  id: 'datagovin-2025' | 'mca-17-column';
  description: string;
  /** Header names that carry each field (matched without regard to case). */
  headers: Partial<Record<SourceField, readonly string[]>>;
}

export const FORMATS: readonly McaFormat[] = [
  {
    id: 'datagovin-2025',
    description: 'data.gov.in RoC-wise company master data (CIN, CompanyName, …)',
    headers: {
      cin: ['CIN'],
      name: ['CompanyName'],
      roc: ['CompanyROCcode'],
      category: ['CompanyCategory'],
      subCategory: ['CompanySubCategory'],
      class: ['CompanyClass'],
      authorizedCapital: ['AuthorizedCapital'],
      paidUpCapital: ['PaidupCapital'],
      registrationDate: ['CompanyRegistrationdate_date'],
      address: ['Registered_Office_Address'],
      listingStatus: ['Listingstatus'],
      status: ['CompanyStatus'],
      state: ['CompanyStateCode'],
      origin: ['CompanyIndian/Foreign Company'],
      nicCode: ['nic_code'],
      activity: ['CompanyIndustrialClassification'],
    },
  },
  {
    id: 'mca-17-column',
    description: 'MCA 17-column company master (CORPORATE_IDENTIFICATION_NUMBER … EMAIL_ADDR)',
    headers: {
      cin: ['CORPORATE_IDENTIFICATION_NUMBER'],
      name: ['COMPANY_NAME'],
      status: ['COMPANY_STATUS'],
      class: ['COMPANY_CLASS'],
      category: ['COMPANY_CATEGORY'],
      subCategory: ['COMPANY_SUB_CATEGORY'],
      registrationDate: ['DATE_OF_REGISTRATION'],
      state: ['REGISTERED_STATE'],
      authorizedCapital: ['AUTHORIZED_CAP'],
      paidUpCapital: ['PAIDUP_CAPITAL'],
      nicCode: ['INDUSTRIAL_CLASS'],
      activity: ['PRINCIPAL_BUSINESS_ACTIVITY_AS_PER_CIN'],
      address: ['REGISTERED_OFFICE_ADDRESS'],
      roc: ['REGISTRAR_OF_COMPANIES'],
      email: ['EMAIL_ADDR'],
      // The data.gov.in Maharashtra file says _AR/_BS; the Kaggle copy spells them out.
      latestAnnualReturn: ['LATEST_YEAR_AR', 'LATEST_YEAR_ANNUAL_RETURN'],
      latestBalanceSheet: ['LATEST_YEAR_BS', 'LATEST_YEAR_FINANCIAL_STATEMENT'],
    },
  },
];

/** A recognised header: where each field sits, and which table columns the file fills. */
export interface Layout {
  format: McaFormat;
  headerLength: number;
  positions: Partial<Record<SourceField, number>>;
  columns: CompanyColumn[];
}

export class UnrecognisedHeaderError extends ImportFileError {
  override name = 'UnrecognisedHeaderError';

  constructor(header: string[]) {
    super(
      `The header is not one of the MCA formats this importer reads.\n` +
        `  found:    ${header.slice(0, 6).join(', ')}${header.length > 6 ? ', …' : ''}\n` +
        FORMATS.map((format) => `  expected: ${format.description}`).join('\n'),
    );
  }
}

/** Matches the header against each format; every field of the format must be present. */
export function detectLayout(header: string[]): Layout {
  const index = new Map(header.map((name, position) => [name.trim().toLowerCase(), position]));
  for (const format of FORMATS) {
    const positions: Partial<Record<SourceField, number>> = {};
    let complete = true;
    for (const [field, names] of Object.entries(format.headers) as [SourceField, string[]][]) {
      const position = names
        .map((name) => index.get(name.toLowerCase()))
        .find((at) => at !== undefined);
      if (position === undefined) complete = false;
      else positions[field] = position;
    }
    if (!complete) continue;
    const fields = Object.keys(FIELD_COLUMNS) as SourceField[];
    const columns = fields
      .filter((field) => positions[field] !== undefined)
      .flatMap((field) => FIELD_COLUMNS[field]);
    return { format, headerLength: header.length, positions, columns };
  }
  throw new UnrecognisedHeaderError(header);
}

export interface MappingContext {
  currentYear: number;
  resolveState: StateResolver;
  classifyActivity: ActivityClassifier;
}

export type MappedRow = { record: CompanyRecord } | { reason: string };

/**
 * Maps one data row. Only identity problems (CIN, name, a row cut or run together) reject
 * it; any other unreadable value becomes null and the company is still loaded.
 */
export function mapRow(fields: string[], layout: Layout, context: MappingContext): MappedRow {
  if (fields.length !== layout.headerLength) {
    return {
      reason: `The row has ${fields.length} columns; the header has ${layout.headerLength}.`,
    };
  }
  const value = (field: SourceField): string | undefined => {
    const position = layout.positions[field];
    return position === undefined ? undefined : fields[position];
  };
  const has = (field: SourceField) => layout.positions[field] !== undefined;

  const cin = normaliseCin(value('cin'));
  if (cin === null) return { reason: 'The CIN is missing.' };
  if (!CIN_PATTERN.test(cin)) {
    return LLPIN_PATTERN.test(cin)
      ? { reason: `"${cin}" is an LLPIN; LLPs are not imported.` }
      : { reason: `The CIN "${cin}" is malformed; a CIN looks like U85100GA2022PTC015629.` };
  }
  const companyName = cleanText(value('name'));
  if (companyName === null) return { reason: 'The company name is blank.' };

  const record: CompanyRecord = { cin, company_name: companyName };
  const dates = { currentYear: context.currentYear };
  if (has('roc')) record.roc = normaliseRoc(value('roc'));
  if (has('category')) record.company_category = normaliseCategory(value('category'));
  if (has('subCategory')) record.company_sub_category = normaliseCategory(value('subCategory'));
  if (has('class')) {
    record.company_class = cleanText(value('class'));
    record.company_limited_by = companyLimitedBy(record.company_class, cin);
  }
  if (has('authorizedCapital'))
    record.authorized_capital = parseCapital(value('authorizedCapital'));
  if (has('paidUpCapital')) record.paid_up_capital = parseCapital(value('paidUpCapital'));
  if (has('registrationDate')) {
    record.registration_date = parseMcaDate(value('registrationDate'), {
      ...dates,
      hintYear: cinYear(cin),
    });
  }
  if (has('address')) {
    record.registered_office_address = cleanText(value('address'));
    record.pincode = extractPincode(record.registered_office_address);
  }
  if (has('listingStatus')) record.listing_status = cleanText(value('listingStatus'));
  if (has('status')) record.company_status = cleanText(value('status'));
  if (has('state')) record.company_state_code = context.resolveState(value('state'));
  if (has('origin')) record.company_origin = cleanText(value('origin'));
  if (has('nicCode')) record.nic_code = padNicCode(value('nicCode'));
  if (has('activity')) {
    record.industrial_classification = context.classifyActivity(
      normaliseActivity(value('activity')),
      record.nic_code ?? null,
    );
  }
  if (has('email')) record.email = normaliseEmail(value('email'));
  if (has('latestAnnualReturn'))
    record.latest_annual_return = parseMcaDate(value('latestAnnualReturn'), dates);
  if (has('latestBalanceSheet'))
    record.latest_balance_sheet = parseMcaDate(value('latestBalanceSheet'), dates);
  return { record };
}
