import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { hasValidGstinCheckDigit } from '@trusthive/contracts';
import { loadDistributions } from './distributions';
import {
  COMPANY_COLUMNS,
  CompanyFactory,
  emptySink,
  GST_COLUMNS,
  GST_REGISTRATION_COLUMNS,
  type RowSink,
} from './model';
import {
  CHARGE_COLUMNS,
  DIRECTORSHIP_COLUMNS,
  MAX_SEATS,
  REGISTRY_DIRECTOR_COLUMNS,
  REGISTRY_RECORD_COLUMNS,
} from './registry';

const distributions = loadDistributions();
const SAMPLE_FILES = ['companies-datagovin-goa.csv.gz', 'companies-datagovin-dl-gj-ka.csv.gz'];

type Row<C extends readonly string[]> = Record<C[number], string | null>;

const FIRST_PERSON_ID = 1_001;

function generate(count: number, seed = 42): RowSink {
  const factory = new CompanyFactory(distributions, seed, {
    firstPersonId: FIRST_PERSON_ID,
    maxPeople: count + MAX_SEATS,
  });
  const sink = emptySink();
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
    for (const director of rows(DIRECTORSHIP_COLUMNS, sink.directors)) {
      expect(director.begin_date! >= registered.get(director.company_cin!)!).toBe(true);
      expect(director.begin_date! <= distributions.source.snapshotDate).toBe(true);
      if (director.ceased_on !== null) {
        expect(director.ceased_on >= director.begin_date!).toBe(true);
        expect(director.ceased_on <= distributions.source.snapshotDate).toBe(true);
      }
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

describe(`${CompanyFactory.name}'s registry rows`, () => {
  const sink = generate(5_000);
  const companies = rows(COMPANY_COLUMNS, sink.companies);
  const people = rows(REGISTRY_DIRECTOR_COLUMNS, sink.registryDirectors);
  const directorships = rows(DIRECTORSHIP_COLUMNS, sink.directors);
  const records = rows(REGISTRY_RECORD_COLUMNS, sink.registryRecords);
  const charges = rows(CHARGE_COLUMNS, sink.charges);
  const snapshot = distributions.source.snapshotDate;

  it('should give most companies a record and a board, and about 30 % charges', () => {
    expect(records.length / companies.length).toBeCloseTo(0.9, 1);
    expect(new Set(directorships.map((row) => row.company_cin)).size).toBe(records.length);
    expect(new Set(charges.map((row) => row.company_cin)).size / companies.length).toBeCloseTo(
      0.3,
      1,
    );
  });

  it('should seat 1-4 current directors on every board and each person once', () => {
    const boards = new Map<string, typeof directorships>();
    for (const row of directorships) {
      boards.set(row.company_cin!, [...(boards.get(row.company_cin!) ?? []), row]);
    }
    for (const board of boards.values()) {
      const current = board.filter((row) => row.ceased_on === null);
      expect(current.length).toBeGreaterThanOrEqual(1);
      expect(current.length).toBeLessThanOrEqual(4);
      expect(board.length).toBeLessThanOrEqual(MAX_SEATS);
      expect(new Set(board.map((row) => row.director_id)).size).toBe(board.length);
    }
    const ceasedShare = directorships.filter((row) => row.ceased_on !== null).length;
    expect(ceasedShare / directorships.length).toBeGreaterThan(0.05);
    expect(ceasedShare / directorships.length).toBeLessThan(0.2);
  });

  it('should share people across boards: most on 1-3, a tail on 20 or more', () => {
    const byId = new Map(people.map((person) => [person.id, person]));
    expect(byId.size).toBe(people.length);
    expect(new Set(people.map((person) => person.din)).size).toBe(people.length);
    expect(people.map((person) => Number(person.id))).toEqual(
      people.map((_, index) => FIRST_PERSON_ID + index),
    );
    const boardsOf = new Map<string, number>();
    for (const row of directorships) {
      const person = byId.get(row.director_id!)!;
      expect(row).toMatchObject({ name: person.name, din_pan: person.din });
      boardsOf.set(row.director_id!, (boardsOf.get(row.director_id!) ?? 0) + 1);
    }
    // Everyone drawn sits somewhere.
    expect(boardsOf.size).toBe(people.length);
    const counts = [...boardsOf.values()];
    const share = (test: (boards: number) => boolean) => counts.filter(test).length / counts.length;
    expect(share((boards) => boards <= 3)).toBeGreaterThan(0.75);
    expect(share((boards) => boards >= 20)).toBeGreaterThan(0.005);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(40);
    expect(people.length / companies.length).toBeLessThan(1);
  });

  it('should mark every row as the generator stand-in, as of the sample date', () => {
    for (const row of [...people, ...directorships, ...records, ...charges]) {
      expect(row).toMatchObject({ provider: 'generator', stand_in: 't' });
    }
    for (const row of [...directorships, ...records, ...charges]) expect(row.as_of).toBe(snapshot);
    for (const person of people) expect(person.din).toMatch(/^9[0-9]{7}$/);
    for (const record of records) {
      expect(JSON.parse(record.raw!)).toEqual({
        source: 'TrustHive generator: synthetic, not MCA data',
      });
    }
  });

  it("should give records the company's status and filing dates, recent for most active companies", () => {
    const byCin = new Map(companies.map((company) => [company.cin, company]));
    let active = 0;
    let current = 0;
    let overdue = 0;
    for (const record of records) {
      const company = byCin.get(record.cin)!;
      expect(record.company_status).toBe(company.company_status);
      if (record.last_balance_sheet_date === null) {
        expect(record.last_agm_date).toBeNull();
        continue;
      }
      expect(record.last_balance_sheet_date).toMatch(/^[0-9]{4}-03-31$/);
      expect(record.last_balance_sheet_date >= company.registration_date!).toBe(true);
      expect(record.last_agm_date! > record.last_balance_sheet_date).toBe(true);
      expect(record.last_annual_return_date! >= record.last_agm_date!).toBe(true);
      expect(record.last_annual_return_date! <= snapshot).toBe(true);
      if (company.company_status === 'Active') {
        active++;
        if (record.last_balance_sheet_date === '2024-03-31') current++;
        if (record.last_balance_sheet_date <= '2022-03-31') overdue++;
      }
    }
    expect(current / active).toBeGreaterThan(0.65);
    expect(overdue / active).toBeGreaterThan(0.05);
    const troubled = records.filter((record) =>
      ['Strike Off', 'Under Liquidation', 'Under CIRP'].includes(record.company_status!),
    );
    expect(troubled.length).toBeGreaterThan(records.length / 10);
  });

  it('should keep charges mostly satisfied, within their dates, unique per company', () => {
    const registered = new Map(
      companies.map((company) => [company.cin, company.registration_date]),
    );
    const satisfied = charges.filter((charge) => charge.status === 'Satisfied');
    expect(satisfied.length / charges.length).toBeGreaterThan(0.55);
    expect(charges.some((charge) => charge.status === 'Open')).toBe(true);
    expect(new Set(charges.map((charge) => charge.charge_id)).size).toBe(charges.length);
    for (const charge of charges) {
      expect(charge.created_on! >= registered.get(charge.company_cin)!).toBe(true);
      expect(charge.satisfied_on === null).toBe(charge.status !== 'Satisfied');
      if (charge.satisfied_on) expect(charge.satisfied_on >= charge.created_on!).toBe(true);
      expect(Number(charge.amount)).toBeGreaterThanOrEqual(5e5);
    }
  });

  it('should leave the company rows as they are without people reserved', () => {
    const factory = new CompanyFactory(distributions, 42);
    const bare = emptySink();
    for (let index = 0; index < 1_000; index++) factory.make(index, index + 1, bare);
    expect(bare.companies).toEqual(sink.companies.slice(0, 1_000));
    expect(bare.registryRecords).toEqual([]);
    expect(bare.directors).toEqual([]);
  });
});
