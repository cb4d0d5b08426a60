import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySlug, companyProfileSchema, type CompanyProfile } from '@trusthive/contracts';
import {
  buildServiceServer,
  createPool,
  createServiceDeps,
  loadConfig,
  type Database,
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

// GET /api/companies/:id on real PostgreSQL: the profile's parts, masking proven on the raw
// bytes, 404s, and a fixed number of queries whatever the number of brands and directors.

let app: Server;
let deps: ServiceDeps;
let queryCount = 0;

beforeAll(async () => {
  const base = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
    },
    'test',
  );
  // The same pool settings, with a log hook that counts every statement the app runs.
  await base.db.destroy();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: createPool({ url: testDatabaseUrl(), poolSize: 4, applicationName: 'company-test' }),
    }),
    log: (event) => {
      if (event.level === 'query') queryCount += 1;
    },
  });
  deps = { ...base, db };
  app = await buildServiceServer('company', deps, buildApp);
});

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

interface Seeded {
  id: number;
  secrets: string[];
  gstin: string;
  gstPan: string;
  companyPan: string;
  companyGst: string;
  dins: string[];
}

/** A company with company-level GST/PAN, a GST details row, brands and directors. */
async function seedFullCompany(brandCount: number, directorCount: number): Promise<Seeded> {
  const token = letters(8);
  const companyPan = uniquePan();
  const companyGst = gstinFor(companyPan);
  const gstPan = uniquePan();
  const gstin = gstinFor(gstPan);
  const company = await newCompany(deps.db, {
    company_name: `Profile ${token} Private Limited`,
    gst_number: companyGst,
    pan_number: companyPan,
    roc: 'RoC-Bangalore',
    registration_date: '2015-06-01',
    authorized_capital: 1_000_000,
    paid_up_capital: 500_000,
    nic_code: '62011',
    email: `info@${token.toLowerCase()}.example`,
  });
  // schema.ts types ratings' insert side as the select type (Generated<Json<...>>), so the
  // JSON goes in through SQL.
  await sql`update companies set ratings = ${JSON.stringify({ google: 4.2 })}::jsonb where id = ${company.id}`.execute(
    deps.db,
  );
  await deps.db
    .insertInto('company_gst_details')
    .values({
      company_id: company.id,
      gstin,
      pan: gstPan,
      registration_date: '2018-04-01',
      nature_of_business: 'Supplier of Services',
      business_name: company.company_name.toUpperCase(),
      entity_type: 'Private Limited Company',
      department_code_and_type: 'State - Karnataka',
    })
    .execute();
  if (brandCount > 0) {
    await deps.db
      .insertInto('brands')
      .values(
        Array.from({ length: brandCount }, (_, index) => ({
          company_id: company.id,
          brand_name: `Brand ${String.fromCharCode(90 - index)} ${token}`,
          website_url: 'https://brand.example',
        })),
      )
      .execute();
  }
  const dins = Array.from({ length: directorCount }, uniqueDin);
  if (directorCount > 0) {
    await deps.db
      .insertInto('directors')
      .values(
        dins.map((din, index) => ({
          company_cin: company.cin!,
          name: `${String.fromCharCode(90 - index)} Director ${token}`,
          din_pan: din,
          begin_date: `20${10 + index}-0${1 + (index % 9)}-15`,
        })),
      )
      .execute();
  }
  return {
    id: company.id,
    gstin,
    gstPan,
    companyPan,
    companyGst,
    dins,
    secrets: [gstin, gstPan, companyPan, companyGst, ...dins],
  };
}

/** Every string in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

async function getProfile(id: number | string) {
  return app.inject({ method: 'GET', url: `/api/companies/${id}` });
}

describe('GET /api/companies/:id', () => {
  it('should answer the company with its brands, GST details and directors', async () => {
    const seeded = await seedFullCompany(3, 3);
    const response = await getProfile(seeded.id);
    expect(response.statusCode).toBe(200);
    const profile: CompanyProfile = companyProfileSchema.parse(response.json());

    expect(profile.premium).toBe(false);
    expect(profile.company).toMatchObject({
      id: seeded.id,
      roc: 'RoC-Bangalore',
      registrationDate: '2015-06-01',
      authorizedCapital: 1_000_000,
      paidUpCapital: 500_000,
      nicCode: '62011',
      status: 'Active',
      state: 'Karnataka',
      isClaimed: false,
      ratings: { google: 4.2, trustpilot: null },
    });
    expect(profile.brands.map((brand) => brand.name.split(' ')[1])).toEqual(['X', 'Y', 'Z']);
    expect(profile.gst).toMatchObject({
      registrationDate: '2018-04-01',
      natureOfBusiness: 'Supplier of Services',
      entityType: 'Private Limited Company',
    });
    // Ordered by name, dates as real dates.
    expect(profile.directors.map((director) => director.name.split(' ')[0])).toEqual([
      'X',
      'Y',
      'Z',
    ]);
    expect(profile.directors.map((director) => director.beginDate)).toEqual([
      '2012-03-15',
      '2011-02-15',
      '2010-01-15',
    ]);
  });

  it('should mask GSTIN, PAN and DIN by the spec rules', async () => {
    const seeded = await seedFullCompany(1, 2);
    const profile = companyProfileSchema.parse((await getProfile(seeded.id)).json());

    const ends = (value: string, head: number, tail: number) =>
      `${value.slice(0, head)}${'X'.repeat(value.length - head - tail)}${value.slice(-tail)}`;
    // A GSTIN: the state code and the fixed 14th; never the PAN inside it nor its check digit.
    const gstinMask = (value: string) => `${ends(value.slice(0, 14), 2, 1)}X`;
    // A PAN: the first 2, the holder type (4th, which the identifier panel reads) and the last.
    const panMask = (value: string) => {
      const masked = ends(value, 2, 1);
      return `${masked.slice(0, 3)}${value.charAt(3)}${masked.slice(4)}`;
    };
    expect(profile.gst?.gstin).toBe(gstinMask(seeded.gstin));
    expect(profile.gst?.pan).toBe(panMask(seeded.gstPan));
    expect(profile.company.gstNumber).toBe(gstinMask(seeded.companyGst));
    expect(profile.company.panNumber).toBe(panMask(seeded.companyPan));
    const dinsByName = [...seeded.dins].reverse();
    expect(profile.directors.map((director) => director.dinPan)).toEqual(
      dinsByName.map((din) => ends(din, 2, 2)),
    );
  });

  it('should carry no unmasked GSTIN, PAN or DIN anywhere in the response bytes', async () => {
    const seeded = await seedFullCompany(2, 4);
    const response = await getProfile(seeded.id);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const secret of seeded.secrets) expect(body).not.toContain(secret);
    // Not even the PAN that sits inside a GSTIN (characters 3 to 12).
    for (const gstin of [seeded.gstin, seeded.companyGst]) {
      expect(body).not.toContain(gstin.slice(2, 12));
    }
    for (const [name, value] of Object.entries(response.headers)) {
      for (const secret of seeded.secrets) expect(String(value), name).not.toContain(secret);
    }
  });

  // Issue 24 #10: the company's PAN, its GST registration's PAN, both GSTINs (which carry the
  // PAN at characters 3-12 and a check digit over it) and a proprietor's PAN showed different
  // characters: together about 28 candidates were left. Everything the API shows of one
  // company, gathered, must reveal no PAN position beyond those every spec PAN rule shows
  // (first 3 + last 1, first 2 + last 2: so the first 2 and the last), and no check digit.
  // Issue 37 #6: plus the holder type (4th), which the identifier panel prints in words.
  it('should reveal no more of a PAN across every response than the spec shows of it', async () => {
    // A hidden character is shown as 'X': a PAN with an X of its own could not be told apart.
    let pan = uniquePan();
    while (pan.includes('X')) pan = uniquePan();
    const gstin = gstinFor(pan);
    const din = uniqueDin();
    const category = `Masking Test ${letters(8)}`;
    const company = await newCompany(deps.db, {
      company_name: `Proprietor ${letters(8)} Traders`,
      pan_number: pan,
      gst_number: gstin,
      industrial_classification: category,
      trust_score: 100,
    });
    await deps.db
      .insertInto('company_gst_details')
      .values({ company_id: company.id, gstin, pan, business_name: company.company_name })
      .execute();
    // What GSTN said of the same number, matched to the company (issue 40): masked the same way.
    await deps.db
      .insertInto('gst_registrations')
      .values({
        gstin,
        legal_name: company.company_name,
        status: 'Active',
        provider: 'gsp.example.in',
        raw: JSON.stringify({ gstin }),
        company_id: company.id,
        match_basis: 'pan',
      })
      .execute();
    await deps.db
      .insertInto('directors')
      .values([
        { company_cin: company.cin!, name: 'A Proprietor', din_pan: pan },
        { company_cin: company.cin!, name: 'B Director', din_pan: din },
      ])
      .execute();

    const slug = categorySlug(category);
    const urls = [
      `/api/companies/${company.id}`,
      '/api/home',
      '/api/categories',
      `/api/categories/${slug}`,
      `/api/categories/${slug}/filters`,
      `/api/categories/${slug}/companies`,
    ];
    const strings: string[] = [];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      strings.push(...stringsIn(response.json()));
    }
    // The profile shows the PAN (twice), the GSTIN (three times: the record, the GST details,
    // GSTN's registration) and the proprietor's PAN.
    const masked = strings.filter((text) => /X{3,}/.test(text));
    expect(masked.length).toBeGreaterThanOrEqual(6);

    const revealed = new Set<number>();
    for (const text of masked) {
      if (text.length === pan.length) {
        [...text].forEach((char, at) => char === pan[at] && revealed.add(at));
      } else if (text.length === gstin.length) {
        [...text.slice(2, 12)].forEach((char, at) => char === pan[at] && revealed.add(at));
        expect(text.at(-1), `the check digit of ${text}`).toBe('X');
      }
    }
    expect([...revealed].sort((a, b) => a - b)).toEqual([0, 1, 3, 9]);
    // Nor anywhere else, in any form: no response string holds the PAN's hidden middle.
    for (const text of strings) expect(text).not.toContain(pan.slice(2, 9));
  });

  // Issue 17: the score the scoring worker stored (company_scores, trust_score_history) comes
  // with the profile; the rows are written here as scoring would write them.
  it('should carry the stored score with its history, and null before one is stored', async () => {
    const company = await newCompany(deps.db, { company_name: `Scored ${letters(8)} Ltd` });
    const unscored = companyProfileSchema.parse((await getProfile(company.id)).json());
    expect(unscored.trustScore).toBeNull();

    const breakdown = {
      companyId: company.id,
      score: 64,
      level: 'Medium Trust',
      bandLevel: 'Medium Trust',
      coverage: {
        withData: ['registry', 'profile'],
        withoutData: ['GST', 'reputation', 'brand'],
        summary: 'Based on registry and profile data',
        lowestScore: 60,
        highestScore: 70,
      },
      redFlags: [],
      ruleVersion: 3,
      rawScore: 51,
      rawMaxScore: 80,
      scaled: true,
      components: [
        {
          name: 'Registry',
          status: 'verified',
          score: 20,
          maxScore: 20,
          description: 'MCA registration',
          details: 'Active company: 20 of 20.',
        },
      ],
      rating: { value: 4.2, reviewCount: 12, source: 'place', estimated: false },
      verdict: {
        tone: 'green',
        line: 'Registered with MCA since 2014 · Active',
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
            date: '2025-05-15',
          },
        ],
      },
    };
    const store = (value: unknown) =>
      sql`
      insert into company_scores (company_id, score, level, rule_version, breakdown)
      values (${company.id}, 64, 'Medium Trust', 3, ${JSON.stringify(value)}::jsonb)
      on conflict (company_id) do update set breakdown = excluded.breakdown
    `.execute(deps.db);
    await store(breakdown);
    await sql`
      insert into trust_score_history
        (company_id, score, previous_score, level, rule_version, reason, facts, created_at)
      values
        (${company.id}, 58, null, 'Low Trust', 3, 'First score', '{}', '2026-01-02T03:04:05Z'),
        (${company.id}, 64, 58, 'Medium Trust', 3, 'GST registration added', '{}',
         '2026-02-03T04:05:06Z')
    `.execute(deps.db);

    const scored = companyProfileSchema.parse((await getProfile(company.id)).json());
    expect(scored.trustScore).toEqual({
      ...breakdown,
      history: [
        {
          score: 64,
          previousScore: 58,
          level: 'Medium Trust',
          ruleVersion: 3,
          reason: 'GST registration added',
          changedAt: '2026-02-03T04:05:06.000Z',
        },
        {
          score: 58,
          previousScore: null,
          level: 'Low Trust',
          ruleVersion: 3,
          reason: 'First score',
          changedAt: '2026-01-02T03:04:05.000Z',
        },
      ],
    });
    // The trigger copied the stored score onto the row the lists sort by.
    expect(scored.company.trustScore).toBe(64);
    expect(scored.company.trustLevel).toBe('Medium Trust');
    // ...and the verdict's card form, without its sources (migration 0031).
    const { rows } = await sql<{ verdict: unknown }>`
      select verdict from companies where id = ${company.id}
    `.execute(deps.db);
    expect(rows[0]?.verdict).toEqual({
      tone: 'green',
      parts: [
        { kind: 'confirmed', text: 'Registered with MCA since 2014' },
        { kind: 'confirmed', text: 'Active' },
      ],
    });

    // A breakdown of another shape (older rules) is not shown: the page computes one instead.
    await store({ ...breakdown, components: 'not a list' });
    const older = companyProfileSchema.parse((await getProfile(company.id)).json());
    expect(older.trustScore).toBeNull();
  });

  it('should answer gst null and empty lists for a company with none', async () => {
    const company = await newCompany(deps.db, {
      company_name: `Bare ${letters(8)} Ltd`,
      cin: null,
    });
    const profile = companyProfileSchema.parse((await getProfile(company.id)).json());
    expect(profile.gst).toBeNull();
    expect(profile.brands).toEqual([]);
    expect(profile.directors).toEqual([]);
    expect(profile.sells).toEqual([]);
    expect(profile.gstRegistrations).toEqual([]);
    expect(profile.company.cin).toBeNull();
    expect(profile.company.gstNumber).toBeNull();
    expect(profile.company.ratings).toEqual({ google: null, trustpilot: null });
  });

  // Issue 40: GST registrations GSTN describes and the match rule gave the company.
  it('should answer the GST registrations matched to the company, GSTN’s facts with both dates', async () => {
    const company = await newCompany(deps.db, { company_name: `Matched ${letters(8)} Ltd` });
    const gstin = gstinFor(uniquePan());
    await deps.db
      .insertInto('gst_registrations')
      .values([
        {
          gstin,
          legal_name: company.company_name.toUpperCase(),
          status: 'Cancelled',
          registered_on: '2018-09-14',
          cancelled_on: '2024-03-15',
          state_name: 'Maharashtra',
          gstn_updated_on: '2024-03-15',
          provider: 'gsp.example.in',
          raw: JSON.stringify({ gstin }),
          company_id: company.id,
          match_basis: 'legal_name_and_state',
        },
        // Another company's registration is not this one's.
        {
          gstin: gstinFor(uniquePan()),
          legal_name: 'SOMEONE ELSE LIMITED',
          status: 'Active',
          provider: 'gsp.example.in',
          raw: '{}',
        },
      ])
      .execute();
    const profile = companyProfileSchema.parse((await getProfile(company.id)).json());
    expect(profile.gstRegistrations).toEqual([
      {
        gstin: expect.stringMatching(/^\d{2}X{11}ZX$/),
        legalName: company.company_name.toUpperCase(),
        tradeName: null,
        status: 'Cancelled',
        registeredOn: '2018-09-14',
        cancelledOn: '2024-03-15',
        state: 'Maharashtra',
        basis: 'legal_name_and_state',
        confirmedByStaff: false,
        gstnUpdatedOn: '2024-03-15',
        fetchedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        provider: 'gsp.example.in',
        standIn: false,
      },
    ]);
  });

  // Issue 20 #9: a reseller's picks (migration 0019) are its own claim, apart from brands.
  // Issue 41: what newer MCA files changed, written by the importer.
  it('should answer the latest ten registry changes, newest file first, named as the profile names them', async () => {
    const company = await newCompany(deps.db, { company_name: `Changed ${letters(8)} Ltd` });
    const cin = company.cin ?? 'U74999ZZ2024PTC000000';
    const change = (
      source_date: string,
      field: 'company_status' | 'paid_up_capital',
      values: [string, string],
    ) => ({
      company_id: company.id,
      cin,
      field,
      old_value: values[0],
      new_value: values[1],
      source_file: `goa-${source_date}.csv`,
      source_date,
    });
    await deps.db
      .insertInto('company_registry_changes')
      .values([
        // Eleven older changes of capital, then a status change: only the latest ten show.
        ...Array.from({ length: 11 }, (_, index) =>
          change(`2025-0${(index % 9) + 1}-01`, 'paid_up_capital', [
            `${index}.00`,
            `${index + 1}.00`,
          ]),
        ),
        change('2026-08-12', 'company_status', ['Active', 'Strike Off']),
      ])
      .execute();
    const profile = companyProfileSchema.parse((await getProfile(company.id)).json());
    expect(profile.registryChanges).toHaveLength(10);
    expect(profile.registryChanges[0]).toEqual({
      field: 'status',
      oldValue: 'Active',
      newValue: 'Strike Off',
      file: 'goa-2026-08-12.csv',
      fileDate: '2026-08-12',
    });
    expect(profile.registryChanges[1]).toMatchObject({
      field: 'paidUpCapital',
      fileDate: '2025-09-01',
    });
    const other = await newCompany(deps.db, { company_name: `Unchanged ${letters(8)} Ltd` });
    expect(companyProfileSchema.parse((await getProfile(other.id)).json()).registryChanges).toEqual(
      [],
    );
  });

  it("should answer a reseller's picked brand companies in sells, never in brands", async () => {
    const maker = await newCompany(deps.db, { company_name: `Maker ${letters(8)} Ltd` });
    const other = await newCompany(deps.db, { company_name: `Other ${letters(8)} Ltd` });
    const reseller = await newCompany(deps.db, {
      company_name: `Reseller ${letters(8)} Ltd`,
      relationship_type: 'reseller',
      data_source: 'registration',
    });
    await deps.db
      .insertInto('reseller_brand_companies')
      .values([
        { reseller_company_id: reseller.id, brand_company_id: other.id, brand_name: 'Zing' },
        {
          reseller_company_id: reseller.id,
          brand_company_id: maker.id,
          brand_name: 'Alpha',
          wants_authorization: true,
        },
      ])
      .execute();
    const profile = companyProfileSchema.parse((await getProfile(reseller.id)).json());
    expect(profile.brands).toEqual([]);
    expect(profile.sells).toEqual([
      {
        companyId: maker.id,
        companyName: maker.company_name,
        brandName: 'Alpha',
        wantsAuthorization: true,
      },
      {
        companyId: other.id,
        companyName: other.company_name,
        brandName: 'Zing',
        wantsAuthorization: false,
      },
    ]);
    // The brand company's own profile claims nothing back.
    expect(companyProfileSchema.parse((await getProfile(maker.id)).json()).sells).toEqual([]);
  });

  it.each(['999999999999', 'abc', '0', '-1', '1.5', '01', '99999999999999999999', '1%20OR%201=1'])(
    'should answer 404 Company Not Found for the id %j',
    async (id) => {
      const response = await getProfile(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { title: 'Company Not Found', message: expect.any(String) },
      });
    },
  );

  it('should run the same single query whatever the number of brands and directors', async () => {
    const small = await seedFullCompany(0, 0);
    const large = await seedFullCompany(12, 15);
    const counts: number[] = [];
    for (const id of [small.id, large.id]) {
      queryCount = 0;
      const response = await getProfile(id);
      expect(response.statusCode).toBe(200);
      counts.push(queryCount);
    }
    expect(counts).toEqual([1, 1]);
    const large$ = companyProfileSchema.parse((await getProfile(large.id)).json());
    expect(large$.brands).toHaveLength(12);
    expect(large$.directors).toHaveLength(15);
  });
});
