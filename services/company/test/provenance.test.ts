import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDENTIFIER_EXPLANATIONS,
  companyProfileSchema,
  type CompanyProfile,
} from '@trusthive/contracts';
import {
  buildServiceServer,
  createPool,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  letters,
  newCompany,
  testDatabaseUrl,
  testRedisUrl,
  uniqueCin,
  uniqueCompanyPan,
  validGstinFor,
} from '@trusthive/platform/testing';
import { importCompanies } from '../../../scripts/import/import-companies';
import { buildApp } from '../src/app';

// Issue 20 #1 #4 #5 on real PostgreSQL: the profile's badges follow from where its facts come
// from. Registry companies are real rows of data/companies-datagovin-dl-gj-ka.csv.gz loaded by
// the real importer (no other test imports these rows), so their source file and date are the
// importer's own record.

const SAMPLE = fileURLToPath(
  new URL('../../../data/companies-datagovin-dl-gj-ka.csv.gz', import.meta.url),
);
/** DPM CREDIT MANAGEMENT & SOLUTIONS: Active, registered in Delhi, CIN state HR. */
const ACTIVE_CIN = 'U74999HR2021PTC097895';
/** COUNTRY GOLF CLUB LTD.: Strike Off. */
const STRUCK_OFF_CIN = 'U99999DL2000PTC003638';
const SOURCE_FILE = 'mca-delhi-2025-05.csv';
const SOURCE_DATE = '2025-05-05';

let app: Server;
let deps: ServiceDeps;
const directory = mkdtempSync(path.join(tmpdir(), 'provenance-'));

async function importRealRows(cins: string[]): Promise<void> {
  const lines = gunzipSync(readFileSync(SAMPLE)).toString('utf8').split('\n');
  const rows = lines.filter((line) => cins.some((cin) => line.startsWith(`${cin},`)));
  expect(rows).toHaveLength(cins.length);
  const file = path.join(directory, SOURCE_FILE);
  writeFileSync(file, [lines[0], ...rows].join('\n') + '\n');
  const pool = createPool({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'provenance' });
  try {
    await importCompanies({ pool, file, rejectsDir: directory, asOf: SOURCE_DATE });
  } finally {
    await pool.end();
  }
}

async function idOf(cin: string): Promise<number> {
  const row = await deps.db
    .selectFrom('companies')
    .select('id')
    .where('cin', '=', cin)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function profileOf(id: number): Promise<CompanyProfile> {
  const response = await app.inject({ method: 'GET', url: `/api/companies/${id}` });
  expect(response.statusCode).toBe(200);
  return companyProfileSchema.parse(response.json());
}

/** A company as /register inserts it (submissions' insertRegisteredCompany). */
async function selfRegistered(overrides: { cin: string | null }) {
  return newCompany(deps.db, {
    company_name: `Self Registered ${letters(6)} Private Limited`,
    cin: overrides.cin,
    company_status: 'Pending Verification',
    company_class: null,
    company_category: null,
    company_sub_category: null,
    industrial_classification: null,
    data_source: 'registration',
  });
}

/** A registry-like company with a PAN and a GST registration whose GSTIN is given. */
async function withGst(gstin: (pan: string) => string) {
  const pan = uniqueCompanyPan();
  const company = await newCompany(deps.db, {
    company_name: `Gst ${letters(6)} Private Limited`,
    pan_number: pan,
    company_state_code: 'Karnataka',
    data_source: 'registry',
  });
  const value = gstin(pan);
  await deps.db
    .insertInto('company_gst_details')
    .values({ company_id: company.id, gstin: value, pan })
    .execute();
  return { company, pan, gstin: value };
}

// schema.ts nests ColumnType in Generated, so kysely types timestamps loosely: read as Date.
const day = (value: unknown) => (value as Date).toISOString().slice(0, 10);

async function gstStoredOn(companyId: number): Promise<string> {
  const row = await deps.db
    .selectFrom('company_gst_details')
    .select('updated_at')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return day(row.updated_at);
}

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'test',
  );
  app = await buildServiceServer('company', deps, buildApp);
  await importRealRows([ACTIVE_CIN, STRUCK_OFF_CIN]);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
  rmSync(directory, { recursive: true, force: true });
});

describe('GET /api/companies/:id provenance (issue 20)', () => {
  it('should give an imported registry company MCA Verified with its source file and date', async () => {
    const { provenance } = await profileOf(await idOf(ACTIVE_CIN));
    expect(provenance.registry).toEqual({
      origin: 'mca_file',
      file: SOURCE_FILE,
      fileDate: SOURCE_DATE,
      submittedOn: null,
    });
    expect(provenance.mca).toEqual({ verdict: 'verified', status: 'Active', active: true });
    expect(provenance.ownerSubmittedOn).toBeNull();
  });

  it('should keep a struck-off company verified as an MCA record but not active', async () => {
    const { provenance } = await profileOf(await idOf(STRUCK_OFF_CIN));
    expect(provenance.mca).toEqual({ verdict: 'verified', status: 'Strike Off', active: false });
    expect(provenance.registry.file).toBe(SOURCE_FILE);
  });

  it('should read the imported CIN beside the record and explain the state it differs in', async () => {
    const { identifierChecks } = await profileOf(await idOf(ACTIVE_CIN));
    expect(identifierChecks.map((reading) => reading.identifier)).toEqual(['CIN']);
    const lines = identifierChecks[0]!.lines;
    expect(
      lines.map((line) => [line.aspect, line.identifierSays, line.recordSays, line.agreement]),
    ).toEqual([
      ['Listing', 'U: not listed', 'Unlisted', 'agrees'],
      [
        'Industry (NIC code)',
        '74999: the main activity declared at incorporation',
        '74999',
        'agrees',
      ],
      ['State of original registration', 'HR: Haryana', 'Delhi', 'differs'],
      ['Year of registration', '2021', '2021', 'agrees'],
      ['Class and ownership', 'PTC: private limited company', 'Private', 'agrees'],
    ]);
    expect(lines[2]!.explanation).toBe(IDENTIFIER_EXPLANATIONS.state);
  });

  it('should say "CIN not yet matched with MCA records" for a CIN typed in at /register', async () => {
    const company = await selfRegistered({ cin: uniqueCin() });
    const { provenance } = await profileOf(company.id);
    expect(provenance.mca).toEqual({
      verdict: 'cin_not_matched',
      status: 'Pending Verification',
      active: false,
    });
    expect(provenance.registry).toEqual({
      origin: 'submitted',
      file: null,
      fileDate: null,
      submittedOn: day(company.created_at),
    });
    expect(provenance.ownerSubmittedOn).toBe(day(company.created_at));
  });

  it('should not verify a self-registered company without a CIN, nor generated data', async () => {
    const noCin = await selfRegistered({ cin: null });
    expect((await profileOf(noCin.id)).provenance.mca.verdict).toBe('no_cin');
    const generated = await newCompany(deps.db, { data_source: 'synthetic' });
    expect((await profileOf(generated.id)).provenance.mca.verdict).toBe('not_from_mca');
  });

  it('should not call a GSTIN that only passes its own checks verified: not yet confirmed with GSTN', async () => {
    const { company } = await withGst((pan) => validGstinFor(pan, '29'));
    const profile = await profileOf(company.id);
    expect(profile.provenance.gst).toEqual({
      verdict: 'not_confirmed',
      checked: 'gst_registration',
      asOf: await gstStoredOn(company.id),
      gstn: null,
    });
    expect(profile.provenance.gstDetailsStoredOn).toBe(await gstStoredOn(company.id));
    const gstin = profile.identifierChecks.find((reading) => reading.identifier === 'GSTIN');
    expect(gstin?.lines.map((line) => line.agreement)).toEqual([null, 'agrees', 'agrees']);
    const pan = profile.identifierChecks.find((reading) => reading.identifier === 'PAN');
    expect(pan?.lines[0]).toMatchObject({ identifierSays: 'C: a company', agreement: 'agrees' });
  });

  // Issue 40: what the GST network said of the GSTIN on record, from a registration matched to
  // the company, settles the badge.
  async function gstnSays(
    companyId: number,
    gstin: string,
    values: { status: string; legal_name: string },
  ): Promise<void> {
    await deps.db
      .insertInto('gst_registrations')
      .values({
        gstin,
        ...values,
        provider: 'gsp.example.in',
        raw: '{}',
        company_id: companyId,
        match_basis: 'pan',
      })
      .execute();
  }

  it('should verify a GSTIN the GST network lists as Active under the company’s legal name', async () => {
    const { company, gstin } = await withGst((pan) => validGstinFor(pan, '29'));
    await gstnSays(company.id, gstin, {
      status: 'Active',
      legal_name: company.company_name.toUpperCase().replace('PRIVATE LIMITED', 'PVT LTD'),
    });
    const { gst } = (await profileOf(company.id)).provenance;
    expect(gst).toMatchObject({
      verdict: 'verified',
      gstn: { status: 'Active', provider: 'gsp.example.in', standIn: false },
    });
    expect(gst.gstn?.fetchedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('should not verify a GSTIN GSTN lists as cancelled, or under another legal name', async () => {
    const cancelled = await withGst((pan) => validGstinFor(pan, '29'));
    await gstnSays(cancelled.company.id, cancelled.gstin, {
      status: 'Cancelled',
      legal_name: cancelled.company.company_name,
    });
    expect((await profileOf(cancelled.company.id)).provenance.gst.verdict).toBe('not_active');
    const renamed = await withGst((pan) => validGstinFor(pan, '29'));
    await gstnSays(renamed.company.id, renamed.gstin, {
      status: 'Active',
      legal_name: 'SOME OTHER TRADERS PRIVATE LIMITED',
    });
    expect((await profileOf(renamed.company.id)).provenance.gst.verdict).toBe('gstn_name_differs');
  });

  it('should not verify a GSTIN whose check digit is wrong', async () => {
    const { company } = await withGst((pan) => {
      const valid = validGstinFor(pan, '29');
      return `${valid.slice(0, 14)}${valid.endsWith('0') ? '1' : '0'}`;
    });
    const profile = await profileOf(company.id);
    expect(profile.provenance.gst.verdict).toBe('check_digit_failed');
    const gstin = profile.identifierChecks.find((reading) => reading.identifier === 'GSTIN');
    expect(gstin?.lines[0]).toMatchObject({
      identifierSays: 'Does not match the other 14 characters',
      explanation: IDENTIFIER_EXPLANATIONS.gstCheckDigit,
    });
  });

  it('should not verify a valid GSTIN of another PAN or another state', async () => {
    const otherPan = await withGst(() => validGstinFor(uniqueCompanyPan(), '29'));
    expect((await profileOf(otherPan.company.id)).provenance.gst.verdict).toBe('pan_differs');
    const otherState = await withGst((pan) => validGstinFor(pan, '30'));
    expect((await profileOf(otherState.company.id)).provenance.gst.verdict).toBe('state_differs');
  });

  it('should send verdicts only, never the unmasked GSTIN or PAN', async () => {
    const { company, pan, gstin } = await withGst((value) => validGstinFor(value, '29'));
    const response = await app.inject({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(response.body).not.toContain(gstin);
    expect(response.body).not.toContain(pan);
    expect(response.body).not.toContain(pan.slice(2, 9));
  });

  it('should say when the Trustpilot rating was fetched', async () => {
    const company = await newCompany(deps.db, { data_source: 'registry' });
    await deps.db
      .insertInto('trustpilot_ratings')
      .values({
        company_id: company.id,
        company_name: company.company_name,
        trust_score: 4.1,
        review_count: 12,
      })
      .execute();
    await sql`update trustpilot_ratings set updated_at = '2026-10-02T08:00:00Z'
      where company_id = ${company.id}`.execute(deps.db);
    await sql`update companies set ratings = '{"google": 4.2}'::jsonb where id = ${company.id}`.execute(
      deps.db,
    );
    expect((await profileOf(company.id)).provenance.ratings).toEqual([
      { provider: 'Trustpilot', fetchedOn: '2026-10-02' },
      { provider: 'Google', fetchedOn: null },
    ]);
  });
});
