import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { UnrecognisedHeaderError, detectLayout, mapRow, type Layout } from './formats';
import { loadActivityClassifier } from './activity-groups';
import { loadStateResolver } from './states';

const DATA = new URL('../../data/', import.meta.url);

/** The header and the rows of one of the real sample files, parsed independently of the importer. */
function realRows(file: string): string[][] {
  const bytes = readFileSync(new URL(file, DATA));
  return parse(file.endsWith('.gz') ? gunzipSync(bytes) : bytes, { bom: true }) as string[][];
}

const goa = realRows('companies-datagovin-goa.csv.gz');
const maharashtra = realRows('companies-mca2020format-mh-sample.csv');
const context = {
  currentYear: 2026,
  resolveState: loadStateResolver(),
  classifyActivity: loadActivityClassifier(),
};

function rowOf(rows: string[][], cin: string): string[] {
  const row = rows.find((fields) => fields[0] === cin);
  if (!row) throw new Error(`${cin} is not in the sample`);
  return row;
}

describe(detectLayout.name, () => {
  it('should recognise the data.gov.in 2025 header', () => {
    const layout = detectLayout(goa[0]!);
    expect(layout.format.id).toBe('datagovin-2025');
    expect(layout.columns).not.toContain('email');
    expect(layout.columns).toContain('listing_status');
  });

  it('should recognise the older 17-column header in its mixed case', () => {
    const layout = detectLayout(maharashtra[0]!);
    expect(layout.format.id).toBe('mca-17-column');
    expect(layout.columns).toEqual(
      expect.arrayContaining(['email', 'latest_annual_return', 'latest_balance_sheet']),
    );
    expect(layout.columns).not.toContain('listing_status');
  });

  it('should recognise the Kaggle spelling of the latest filing columns', () => {
    const header = maharashtra[0]!.map((name) => name.toUpperCase());
    header[15] = 'LATEST_YEAR_ANNUAL_RETURN';
    header[16] = 'LATEST_YEAR_FINANCIAL_STATEMENT';
    expect(detectLayout(header).format.id).toBe('mca-17-column');
  });

  it('should refuse a header that is neither format', () => {
    expect(() => detectLayout(['name', 'city', 'gstin'])).toThrow(UnrecognisedHeaderError);
  });
});

describe(mapRow.name, () => {
  const goaLayout: Layout = detectLayout(goa[0]!);
  const mhLayout: Layout = detectLayout(maharashtra[0]!);

  it('should map a real data.gov.in row onto every column the format has', () => {
    expect(mapRow(rowOf(goa, 'U85100GA2022PTC015629'), goaLayout, context)).toEqual({
      record: {
        cin: 'U85100GA2022PTC015629',
        company_name: 'YESHHRAJ AYURVEDA HEALTH PRIVATE LIMITED',
        roc: 'ROC Goa',
        company_category: 'Company limited by shares',
        company_sub_category: 'Non-government company',
        company_class: 'Private',
        company_limited_by: 'Private Limited',
        authorized_capital: 1_000_000,
        paid_up_capital: 500_000,
        registration_date: '2022-11-23',
        registered_office_address:
          'SHOP NO.5 WING A, SANGOLDA RESIDENCY, SANGOLDA,BARDEZ,North Goa,Goa,403521-India',
        pincode: '403521',
        listing_status: 'Unlisted',
        company_status: 'Active',
        company_state_code: 'Goa',
        company_origin: 'Indian',
        nic_code: '85100',
        industrial_classification: 'Community, personal and Social Services',
      },
    });
  });

  it('should map a real 17-column row onto every column the format has', () => {
    expect(mapRow(rowOf(maharashtra, 'L00000MH1946PLC197474'), mhLayout, context)).toEqual({
      record: {
        cin: 'L00000MH1946PLC197474',
        company_name: 'QUADRANT TELEVENTURES LIMITED',
        company_status: 'Active',
        company_class: 'Public',
        company_limited_by: 'Public Limited',
        company_category: 'Company limited by shares',
        company_sub_category: 'Non-government company',
        registration_date: '1946-08-02',
        company_state_code: 'Maharashtra',
        authorized_capital: 15_000_000_000,
        paid_up_capital: 2_860_714_568,
        nic_code: '00000',
        industrial_classification: 'Others',
        registered_office_address:
          'AUTOCARS COMPOUND ADALAT ROAD AURANGABAD , Unclassified MH 431005',
        pincode: '431005',
        roc: 'ROC Mumbai',
        email: 'secretarial@infotelconnect.com',
        latest_annual_return: '2020-03-31',
        latest_balance_sheet: '2020-03-31',
      },
    });
  });

  it('should reject the real rows whose CIN is malformed', () => {
    expect(mapRow(rowOf(goa, 'U63040GA2006PTCOO4531'), goaLayout, context)).toEqual({
      reason:
        'The CIN "U63040GA2006PTCOO4531" is malformed; a CIN looks like U85100GA2022PTC015629.',
    });
    expect(mapRow(rowOf(maharashtra, '374140MH1900PLC903811'), mhLayout, context)).toHaveProperty(
      'reason',
    );
  });

  it.each([
    ['a missing CIN', (row: string[]) => ['NA', ...row.slice(1)], 'The CIN is missing.'],
    [
      'a blank name',
      (row: string[]) => [row[0]!, '  ', ...row.slice(2)],
      'The company name is blank.',
    ],
    [
      'a short row',
      (row: string[]) => row.slice(0, 15),
      'The row has 15 columns; the header has 16.',
    ],
    [
      'an LLPIN',
      (row: string[]) => ['AAB-1234', ...row.slice(1)],
      '"AAB-1234" is an LLPIN; LLPs are not imported.',
    ],
  ])('should reject %s', (_case, change, reason) => {
    const row = change(rowOf(goa, 'U85100GA2022PTC015629'));
    expect(mapRow(row, goaLayout, context)).toEqual({ reason });
  });

  it('should keep a row whose date and capital cannot be read, with those fields null', () => {
    const row = [...rowOf(goa, 'U85100GA2022PTC015629')];
    row[6] = 'ten lakh';
    row[8] = '31-02-2022';
    const mapped = mapRow(row, goaLayout, context);
    expect(mapped).toMatchObject({ record: { authorized_capital: null, registration_date: null } });
  });

  it('should accept a lower-case CIN and store it upper-cased', () => {
    const row = [...rowOf(goa, 'U85100GA2022PTC015629')];
    row[0] = ' u85100ga2022ptc015629 ';
    expect(mapRow(row, goaLayout, context)).toMatchObject({
      record: { cin: 'U85100GA2022PTC015629' },
    });
  });
});
