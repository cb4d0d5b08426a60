import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { hasValidGstinCheckDigit } from '@trusthive/contracts';
import { loadDistributions } from './distributions';
import {
  COMPANY_COLUMNS,
  CompanyFactory,
  DIRECTOR_COLUMNS,
  GST_COLUMNS,
  GST_REGISTRATION_COLUMNS,
  type RowSink,
} from './model';

const distributions = loadDistributions();
const SAMPLE_FILES = ['companies-datagovin-goa.csv.gz', 'companies-datagovin-dl-gj-ka.csv.gz'];

type Row<C extends readonly string[]> = Record<C[number], string | null>;

function generate(count: number, seed = 42): RowSink {
  const factory = new CompanyFactory(distributions, seed);
  const sink: RowSink = { companies: [], brands: [], gst: [], gstRegistrations: [], directors: [] };
  for (let index = 0; index < count; index++) factory.make(index, index + 1, sink);
  return sink;
}

function rows<C extends readonly string[]>(columns: C, lines: string[]): Row<C>[] {
  return lines.map((line) => {
    const values = line.replace(/\n$/, '').split('\t');
    return Object.fromEntries(
      columns.map((column, index) => [
        column,
        values[index] === '\\N' ? null : (values[index] ?? null),
      ]),
    ) as Row<C>;
  });
}

describe(CompanyFactory.name, () => {
  const sink = generate(5_000);
  const companies = rows(COMPANY_COLUMNS, sink.companies);

  it('should give the same rows for the same seed and other rows for another seed', () => {
    expect(generate(1_000).companies).toEqual(sink.companies.slice(0, 1_000));
    expect(generate(1_000, 43).companies).not.toEqual(sink.companies.slice(0, 1_000));
  });

  it("should keep each CIN consistent with the row's listing, NIC code, state and year", () => {
    const cinCodes = new Map(distributions.states.map((state) => [state.name, state.cinCode]));
    for (const company of companies) {
      const cin = company.cin ?? '';
      expect(cin[0]).toBe(company.listing_status === 'Listed' ? 'L' : 'U');
      expect(cin.slice(1, 6)).toBe(company.nic_code);
      expect(cin.slice(6, 8)).toBe(cinCodes.get(company.company_state_code ?? ''));
      expect(cin.slice(8, 12)).toBe(company.registration_date?.slice(0, 4));
      expect(cin.slice(12, 15)).toBe('SYN');
    }
  });

  it("should give GST numbers the state's GST code and the company's PAN", () => {
    const gstCodes = new Map(distributions.states.map((state) => [state.name, state.gstCode]));
    const withGst = companies.filter((company) => company.gst_number !== null);
    expect(withGst.length).toBeGreaterThan(0);
    for (const company of withGst) {
      expect(company.gst_number?.slice(0, 2)).toBe(gstCodes.get(company.company_state_code ?? ''));
      expect(company.gst_number?.slice(2, 12)).toBe(company.pan_number);
    }
    const details = rows(GST_COLUMNS, sink.gst);
    expect(details).toHaveLength(withGst.length);
    for (const detail of details) expect(detail.registration_date! >= '2017-07-01').toBe(true);
  });

  it("should give every company with a GSTIN the GST network's registration of it, matched by PAN, and a few a second state's", () => {
    const byId = new Map(companies.map((company) => [company.id, company]));
    const registrations = rows(GST_REGISTRATION_COLUMNS, sink.gstRegistrations);
    const withGst = companies.filter((company) => company.gst_number !== null);
    const own = registrations.filter(
      (registration) => byId.get(registration.company_id!)?.gst_number === registration.gstin,
    );
    expect(own).toHaveLength(withGst.length);
    const others = registrations.length - own.length;
    expect(others / withGst.length).toBeGreaterThan(0.02);
    expect(others / withGst.length).toBeLessThan(0.12);
    const gstins = new Set(registrations.map((registration) => registration.gstin));
    expect(gstins.size).toBe(registrations.length);
    for (const registration of registrations) {
      const company = byId.get(registration.company_id!)!;
      expect(registration.gstin!.slice(2, 12)).toBe(company.pan_number);
      expect(hasValidGstinCheckDigit(registration.gstin!)).toBe(true);
      expect(registration).toMatchObject({
        legal_name: company.company_name!.toUpperCase(),
        provider: 'generator',
        stand_in: 't',
        match_basis: 'pan',
      });
      expect(['Active', 'Cancelled']).toContain(registration.status);
      expect(registration.cancelled_on === null).toBe(registration.status === 'Active');
      expect(registration.registered_on! >= '2017-07-01').toBe(true);
      expect(registration.pincode).toMatch(/^[0-9]{6}$/);
      expect(registration.nature_of_business).toMatch(/^\{"[^"]+"(,"[^"]+")*\}$/);
    }
  });

  it('should keep dates within the sample and seat directors no earlier than registration', () => {
    const registered = new Map(
      companies.map((company) => [company.cin, company.registration_date ?? '']),
    );
    for (const company of companies) {
      expect(company.registration_date! <= distributions.source.snapshotDate).toBe(true);
      if (company.company_class === 'One Person Company') {
        expect(Number(company.registration_date?.slice(0, 4))).toBeGreaterThanOrEqual(2013);
      }
    }
    for (const director of rows(DIRECTOR_COLUMNS, sink.directors)) {
      expect(director.begin_date! >= registered.get(director.company_cin)!).toBe(true);
    }
  });

  it('should use only reserved example domains', () => {
    for (const company of companies) {
      if (company.domain_name) expect(company.domain_name).toMatch(/^[a-z0-9]+\.example$/);
      if (company.email) expect(company.email).toMatch(/@[a-z0-9]+\.example$/);
      if (company.website) expect(company.website).toMatch(/^https:\/\/www\.[a-z0-9]+\.example$/);
    }
  });

  it('should never give a company the name of a real company in the sample', () => {
    const real = new Set(
      SAMPLE_FILES.flatMap((file) => {
        const text = gunzipSync(
          readFileSync(new URL(`../../data/${file}`, import.meta.url)),
        ).toString();
        return (parse(text, { columns: true }) as { CompanyName: string }[]).map(
          ({ CompanyName }) => CompanyName.toUpperCase().replace(/\s+/g, ' ').trim(),
        );
      }),
    );
    const names = generate(50_000).companies.map((line) => line.split('\t')[1] ?? '');
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => real.has(name))).toEqual([]);
  });
});
