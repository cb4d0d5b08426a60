import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { gstinCheckCharacter, type RegistrationInput } from '@trusthive/contracts';
import type { CompanyRow, Database, NewCompany } from '../db/schema';

let sequence = 0;

export const digits = (count: number) => String(randomInt(0, 10 ** count)).padStart(count, '0');
export const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');

/**
 * A registration the submissions service accepts (a private limited company with a fresh
 * CIN), with whatever a test changes on top.
 */
export function validRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    entityType: 'Private Limited',
    relationshipType: 'not_applicable',
    companyName: `Registered ${letters(8)} Traders`,
    cin: uniqueCin(),
    email: 'owner@acme-traders.in',
    phone: '9876543210',
    website: 'acme-traders.in',
    domainName: 'acme-traders.in',
    address: '12 MG Road',
    state: 'Maharashtra',
    city: 'Mumbai',
    pincode: '400001',
    contactPerson: 'Asha Rao',
    designation: 'Director',
    category: 'Retail',
    description: 'Kitchenware wholesaler.',
    agreeTerms: true,
    ...overrides,
  };
}

/**
 * A CIN valid in form and, with ~10^11 combinations, unique in practice: the test database
 * outlives a run, so uniqueness cannot come from a counter alone.
 */
export function uniqueCin(): string {
  sequence += 1;
  return `U${digits(5)}KA${2000 + (sequence % 25)}PTC${digits(6)}`;
}

/** A PAN in form (five letters, four digits, a letter); random, so unique in practice. */
export function uniquePan(): string {
  return `${letters(5)}${digits(4)}${letters(1)}`;
}

/** A GSTIN built on a PAN: state code, the PAN, entity number 1, 'Z', a check character. */
export function gstinFor(pan: string, stateCode = '29'): string {
  return `${stateCode}${pan}1Z${digits(1)}`;
}

/** A company's PAN: its 4th character is 'C', the holder type of a company. */
export function uniqueCompanyPan(): string {
  return `${letters(3)}C${letters(1)}${digits(4)}${letters(1)}`;
}

/** A GSTIN whose 15th character is its real mod-36 check digit (gstinFor's is random). */
export function validGstinFor(pan: string, stateCode = '29'): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)!}`;
}

/** A director identification number (eight digits). */
export function uniqueDin(): string {
  return `9${digits(7)}`;
}

/** An LLP identification number (three letters, a hyphen, four digits). */
export function uniqueLlpin(): string {
  return `${letters(3)}-${digits(4)}`;
}

/** Inserts a company with sensible registry-like defaults; override any column. */
export async function newCompany(
  db: Kysely<Database>,
  overrides: Partial<NewCompany> = {},
): Promise<CompanyRow> {
  const cin = overrides.cin === undefined ? uniqueCin() : overrides.cin;
  return db
    .insertInto('companies')
    .values({
      company_name: `Test Company ${cin ?? sequence} Private Limited`,
      cin,
      company_limited_by: 'Private Limited',
      company_class: 'Private',
      company_category: 'Company limited by shares',
      company_sub_category: 'Non-government company',
      company_status: 'Active',
      company_state_code: 'Karnataka',
      industrial_classification: 'Business Services',
      data_source: 'synthetic',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface DirectorshipFixture {
  cin?: string;
  /** The provider's name and status of the company (for one TrustHive does not list). */
  companyName?: string | null;
  companyStatus?: string | null;
  designation?: string | null;
  appointedOn?: string | null;
  ceasedOn?: string | null;
}

/**
 * A person by DIN (registry_directors, issue 41) and their directorships, as the registry
 * provider's answers leave them; a fresh DIN and name unless given. Returns the page's id.
 */
export async function newRegistryDirector(
  db: Kysely<Database>,
  {
    name = `ASHA ${letters(6)} RAO`,
    din = uniqueDin(),
    provider = 'registry.example',
    standIn = true,
    companiesFetchedAt = null,
    companies = [],
  }: {
    name?: string;
    din?: string;
    provider?: string | null;
    standIn?: boolean;
    companiesFetchedAt?: Date | null;
    companies?: DirectorshipFixture[];
  } = {},
): Promise<{ id: number; publicId: string; din: string; name: string }> {
  const person = await db
    .insertInto('registry_directors')
    .values({
      din,
      name,
      provider,
      stand_in: standIn,
      companies_fetched_at: companiesFetchedAt,
    })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  if (companies.length > 0) {
    await db
      .insertInto('directors')
      .values(
        companies.map((company) => ({
          company_cin: company.cin ?? uniqueCin(),
          director_id: Number(person.id),
          name,
          din_pan: din,
          designation: company.designation ?? 'Director',
          begin_date: company.appointedOn ?? null,
          ceased_on: company.ceasedOn ?? null,
          company_name: company.companyName ?? null,
          company_status: company.companyStatus ?? null,
          provider,
          stand_in: standIn,
        })),
      )
      .execute();
  }
  return { id: Number(person.id), publicId: person.public_id, din, name };
}
