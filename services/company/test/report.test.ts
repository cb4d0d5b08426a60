import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, maskGstin } from '@trusthive/contracts';
import {
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  gstinFor,
  letters,
  newCompany,
  testDatabaseUrl,
  testRedisUrl,
  uniqueDin,
  uniquePan,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// Issue 43 part 5, on real PostgreSQL: GET /api/companies/:id/report.pdf answers a PDF whose
// text, as Debian's pdftotext (poppler-utils, scripts/ensure-poppler.sh) reads it, holds what
// the profile holds: the verdict, the score and each block's source and as-of date, masked
// identifiers only, rupees. Read by a PDF reader, not by our own code, so a report that only
// looks right to its writer fails.

const PUBLIC_BASE_URL = 'http://trusthive.test:8080';

let app: Server;
let deps: ServiceDeps;

beforeAll(async () => {
  deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_BASE_URL }),
      database: { url: testDatabaseUrl(), poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'test',
  );
  app = await buildServiceServer('company', deps, buildApp);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

/** The PDF's text as pdftotext reads it, with every run of white space made one space. */
function pdfText(pdf: Buffer): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  return text.toString('utf8').replace(/\s+/g, ' ');
}

const VERDICT_LINE = 'Registered with MCA since 2014 · Active · no red flags · GST not checked';

const component = (name: string, score: number, maxScore: number, details: string) => ({
  name,
  status: 'verified',
  score,
  maxScore,
  description: name,
  details,
});

/** A registry company with GST details, directors, a charge and a stored score with history. */
async function seedReportedCompany() {
  const token = letters(8);
  const gstPan = uniquePan();
  const gstin = gstinFor(gstPan);
  const companyPan = uniquePan();
  const companyGst = gstinFor(companyPan);
  const din = uniqueDin();
  const company = await newCompany(deps.db, {
    // An Indian name in Roman letters with its accents: the embedded font must have them.
    company_name: `Śrīnivāsa Ṭhākur ${token} Private Limited`,
    gst_number: companyGst,
    pan_number: companyPan,
    company_status: 'Active',
    registration_date: '2014-06-12',
    authorized_capital: 10_000_000,
    paid_up_capital: 2_500_000,
    registered_office_address: '12 MG Road',
    city: 'Bengaluru',
    data_source: 'registry',
    registry_source_file: 'mca-karnataka-2025-05.csv',
    registry_source_date: '2025-05-05',
  });
  await deps.db
    .insertInto('company_gst_details')
    .values({
      company_id: company.id,
      gstin,
      pan: gstPan,
      registration_date: '2018-04-01',
      nature_of_business: 'Supplier of Services',
      business_name: company.company_name.toUpperCase(),
    })
    .execute();
  await deps.db
    .insertInto('directors')
    .values({
      company_cin: company.cin!,
      name: `Anjali Raghunāthan ${token}`,
      din_pan: din,
      begin_date: '2014-06-12',
    })
    .execute();
  await deps.db
    .insertInto('company_registry_records')
    .values({
      cin: company.cin!,
      company_status: 'Active',
      last_agm_date: '2024-09-30',
      last_balance_sheet_date: '2024-03-31',
      last_annual_return_date: '2024-03-31',
      as_of: '2025-06-01',
      provider: 'RegistryCo',
      raw: JSON.stringify({}),
      fetched_at: new Date('2025-06-01T00:00:00Z'),
    })
    .execute();
  await deps.db
    .insertInto('company_charges')
    .values({
      company_cin: company.cin!,
      charge_id: `C${token}`,
      holder: 'State Bank of India',
      amount: 5_000_000,
      status: 'Open',
      created_on: '2019-02-01',
      satisfied_on: null,
      as_of: '2025-06-01',
      provider: 'RegistryCo',
      fetched_at: new Date('2025-06-01T00:00:00Z'),
    })
    .execute();

  const breakdown = {
    companyId: company.id,
    score: 71,
    level: 'Medium Trust',
    bandLevel: 'Medium Trust',
    coverage: {
      withData: ['registry', 'profile'],
      withoutData: ['GST', 'reputation'],
      summary: 'Based on registry and profile data; GST and reputation data not yet available',
      lowestScore: 60,
      highestScore: 80,
    },
    redFlags: [],
    ruleVersion: 3,
    rawScore: 57,
    rawMaxScore: 80,
    scaled: true,
    components: [
      component('Corporate Registry', 25, 25, 'Active company with every registry fact: 25 of 25.'),
      component('GST', 0, 15, 'No GSTIN confirmed by the GST network yet.'),
      component('Online Reputation', 3, 15, 'No rating on record: 3 points.'),
      {
        ...component('Brand Authorization', 0, 20, 'Not a trade business.'),
        status: 'not-applicable',
      },
      component('Profile Completeness', 9, 15, 'Address, classification and PAN on record.'),
      component('Internal Reports and Red Flags', 10, 10, 'No red flag found: 10 of 10.'),
    ],
    rating: null,
    verdict: {
      tone: 'green',
      line: VERDICT_LINE,
      parts: [
        {
          kind: 'confirmed',
          code: 'registered-since',
          text: 'Registered with MCA since 2014',
          source: 'MCA company master data',
          date: '2014-06-12',
        },
        {
          kind: 'confirmed',
          code: 'status-active',
          text: 'Active',
          source: 'MCA company master data',
          date: '2025-05-05',
        },
        {
          kind: 'confirmed',
          code: 'no-red-flags',
          text: 'no red flags',
          source: 'TrustHive red-flag checks',
          date: '2025-05-05',
        },
        {
          kind: 'unknown',
          code: 'gst-not-checked',
          text: 'GST not checked',
          source: 'No GSTIN on record',
          date: null,
        },
      ],
    },
  };
  await sql`
    insert into company_scores (company_id, score, level, rule_version, breakdown)
    values (${company.id}, 71, 'Medium Trust', 3, ${JSON.stringify(breakdown)}::jsonb)
  `.execute(deps.db);
  await sql`
    insert into trust_score_history
      (company_id, score, previous_score, level, rule_version, reason, facts, created_at)
    values
      (${company.id}, 58, null, 'Low Trust', 3, 'First score', '{}', '2026-01-02T03:04:05Z'),
      (${company.id}, 71, 58, 'Medium Trust', 3, 'Registry data updated', '{}',
       '2026-02-03T04:05:06Z')
  `.execute(deps.db);
  return { company, gstin, gstPan, companyGst, companyPan, din };
}

describe('GET /api/companies/:id/report.pdf', () => {
  it('should answer a PDF attachment whose text holds the verdict, the score and its sources', async () => {
    const seeded = await seedReportedCompany();
    const response = await app.inject({
      method: 'GET',
      url: `/api/companies/${seeded.company.id}/report.pdf`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="trusthive-${seeded.company.cin}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`,
      ),
    );
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60\b/);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(response.rawPayload);
    // The company, then the verdict first of all the facts.
    expect(text).toContain(`Śrīnivāsa Ṭhākur`);
    expect(text).toContain(`CIN ${seeded.company.cin}`);
    expect(text.indexOf(VERDICT_LINE)).toBeGreaterThan(-1);
    expect(text.indexOf(VERDICT_LINE)).toBeLessThan(text.indexOf('Trust score'));
    expect(text).toContain('Trust score: 71/100, Medium Trust');
    // Each block: points, details, source and as-of date.
    expect(text).toContain('Corporate Registry: 25/25, Verified');
    expect(text).toContain(
      'Source: MCA company master data, file mca-karnataka-2025-05.csv, as of 5 May 2025.',
    );
    expect(text).toContain('GST: 0/15');
    expect(text).toContain('Source: GST registration details, as of');
    expect(text).toContain('Source: no rating on record, date not recorded.');
    expect(text).toContain('Brand Authorization: Not Applicable');
    expect(text).toContain(
      'Source: TrustHive red-flag checks and upheld reports, as of 3 February 2026.',
    );
    // The history, newest first.
    expect(text).toContain('3 February 2026: 58 to 71 (Medium Trust): Registry data updated');
    expect(text.indexOf('3 February 2026: 58 to 71')).toBeLessThan(
      text.indexOf('2 January 2026: 58'),
    );
    // Registry facts with rupees grouped the Indian way.
    expect(text).toContain('Date of incorporation: 12 June 2014');
    expect(text).toContain('Authorized capital: ₹1,00,00,000');
    expect(text).toContain('Paid-up capital: ₹25,00,000');
    // Directors and charges, with the registry provider's source.
    expect(text).toContain(`Anjali Raghunāthan`);
    expect(text).toContain('State Bank of India: Open; ₹50,00,000; created on 1 February 2019');
    expect(text).toContain('Source: MCA data via RegistryCo, as of 1 June 2025.');
    expect(text).toContain('Active. Source: MCA company master data, as of 5 May 2025.');
    expect(text).toContain('Red flags None found by the red-flag checks.');
    // Masked identifiers only.
    expect(text).toContain(maskGstin(seeded.gstin)!);
    for (const secret of [seeded.gstin, seeded.gstPan, seeded.companyGst, seeded.companyPan]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(seeded.din);
    // When, and where the live page is.
    expect(text).toMatch(/Generated \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} IST/);
    expect(text).toContain(`${PUBLIC_BASE_URL}/company/${seeded.company.id}`);
  });

  it('should say plainly what is not known for a company not yet scored or checked', async () => {
    const company = await newCompany(deps.db, {
      company_name: `Bare ${letters(8)} Ltd`,
      gst_number: null,
      pan_number: null,
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/companies/${company.id}/report.pdf`,
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Verdict Not yet computed for this company.');
    expect(text).toContain('Directors Not yet checked with the registry.');
    expect(text).toContain('Charges Not yet checked with the registry.');
    expect(text).toContain('No GST registration on record: GST not checked.');
  });

  it('should answer an unknown id and a pending registration 404 in the error shape', async () => {
    const pending = await newCompany(deps.db, {
      company_name: `Pending ${letters(8)} Ltd`,
      data_source: 'registration',
      review_status: 'pending',
    });
    for (const id of ['999999999', 'abc', String(pending.id)]) {
      const response = await app.inject({ method: 'GET', url: `/api/companies/${id}/report.pdf` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        error: { title: COMPANY_MESSAGES.notFoundTitle, message: COMPANY_MESSAGES.notFoundMessage },
      });
    }
  });
});
