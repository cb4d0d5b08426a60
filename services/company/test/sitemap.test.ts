import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_STATIC_PATHS, categorySlug, errorBodySchema } from '@trusthive/contracts';
import {
  buildServiceServer,
  createDb,
  createServiceDeps,
  loadConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import {
  newRegistryDirector,
  testOwnerDatabaseUrl,
  testRedisUrl,
  createMigratedDatabase,
} from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// The sitemap on real PostgreSQL with more companies than one file holds (50,000). The rows go
// into a database of this test's own, migrated here and dropped after, so the shared test
// database and the other files' counts never see them; ids therefore start at 1.
const LIVE_COMPANIES = 50_010;
const BASE = 'https://trusthive.example';
const CATEGORY = `Sitemap Test Category ${randomUUID().slice(0, 8)}`;

let deps: ServiceDeps;
let app: Server;
let databaseUrl: string;
/** Director pages (issue 41): one listed, and two that are not (a stand-in's, no companies). */
let director: { publicId: string };
let standIn: { publicId: string };
let companiless: { publicId: string };

function scratchDatabaseUrl(): string {
  const url = new URL(testOwnerDatabaseUrl());
  url.pathname = `/${url.pathname.slice(1)}_sitemap_${randomUUID().slice(0, 8)}`;
  return url.toString();
}

async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const db = createDb({ url: admin.toString(), poolSize: 1 });
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(db);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  databaseUrl = scratchDatabaseUrl();
  await createMigratedDatabase(databaseUrl);
  deps = createServiceDeps(
    {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        PUBLIC_BASE_URL: BASE,
        TRUST_PROXY_HOPS: '1',
        GATEWAY_FORWARDING_SECRET: 'a deployment signs forwarded addresses',
      }),
      database: { url: databaseUrl, poolSize: 2 },
      redis: { url: testRedisUrl() },
    },
    'sitemap-test',
  );
  // Company n was last changed n minutes before 2026-01-01: each row's lastmod is its own.
  await sql`
    insert into companies (company_name, industrial_classification, data_source, updated_at)
    select 'SITEMAP COMPANY ' || n, ${CATEGORY}, 'registry',
           timestamptz '2026-01-01T00:00:00Z' - n * interval '1 minute'
      from generate_series(1, ${LIVE_COMPANIES}) as n`.execute(deps.db);
  // A registration waiting for review and a benchmark row inside file 1, and a rejected one in
  // file 2: none of them is a page a visitor may open.
  await sql`update companies set review_status = 'pending' where id = 7`.execute(deps.db);
  await sql`update companies set data_source = 'synthetic' where id = 8`.execute(deps.db);
  await sql`update companies set review_status = 'rejected' where id = 50005`.execute(deps.db);
  director = await newRegistryDirector(deps.db, {
    standIn: false,
    companiesFetchedAt: new Date('2026-02-01T00:00:00Z'),
    companies: [{ companyName: 'Listed Elsewhere Private Limited' }],
  });
  standIn = await newRegistryDirector(deps.db, { companies: [{}] });
  companiless = await newRegistryDirector(deps.db, { standIn: false });
  app = await buildServiceServer('company', deps, buildApp);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function sitemapFile(file: string) {
  const response = await app.inject({ method: 'GET', url: `/sitemaps/${file}` });
  return {
    response,
    xml: response.statusCode === 200 ? gunzipSync(response.rawPayload).toString('utf8') : '',
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const companyIds = (xml: string) =>
  locs(xml).map((loc) => Number(loc?.slice(`${BASE}/company/`.length)));

describe('sitemap', () => {
  it('should list the pages file and one file per 50,000 company ids in the index, in each language', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(response.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = [
      'pages.xml.gz',
      'companies-1.xml.gz',
      'companies-2.xml.gz',
      'directors-1.xml.gz',
    ];
    // English's files, then Hindi's, Tamil's and Bengali's (issue 44).
    expect(locs(response.body)).toEqual(
      ['', 'hi-', 'ta-', 'bn-'].flatMap((prefix) =>
        files.map((file) => `${BASE}/sitemaps/${prefix}${file}`),
      ),
    );
  });

  it("should list a language's pages under its prefix in that language's files", async () => {
    const { response, xml } = await sitemapFile('hi-directors-1.xml.gz');
    expect(response.statusCode).toBe(200);
    expect(xml).toContain(`<loc>${BASE}/hi/director/${director.publicId}</loc>`);
    expect((await sitemapFile('fr-pages.xml.gz')).response.statusCode).toBe(400);
  });

  it('should list the pages of directors with companies by their random id, and no stand-in', async () => {
    const { response, xml } = await sitemapFile('directors-1.xml.gz');
    expect(response.statusCode).toBe(200);
    expect(xml).toContain(
      `<url><loc>${BASE}/director/${director.publicId}</loc><lastmod>2026-02-01T00:00:00Z</lastmod></url>`,
    );
    expect(xml).not.toContain(standIn.publicId);
    expect(xml).not.toContain(companiless.publicId);
    expect((await sitemapFile('directors-2.xml.gz')).response.statusCode).toBe(404);
  });

  it('should split the companies into files of at most 50,000 URLs, leaving out unpublished ones', async () => {
    const first = await sitemapFile('companies-1.xml.gz');
    const second = await sitemapFile('companies-2.xml.gz');
    expect(first.response.statusCode).toBe(200);
    expect(first.response.headers['content-type']).toBe('application/gzip');

    const firstIds = companyIds(first.xml);
    const secondIds = companyIds(second.xml);
    expect(firstIds.length).toBeLessThanOrEqual(50_000);
    expect(firstIds).toHaveLength(50_000 - 2);
    expect(firstIds).not.toContain(7);
    expect(firstIds).not.toContain(8);
    expect(firstIds[0]).toBe(1);
    expect(firstIds.at(-1)).toBe(50_000);
    expect(secondIds).toEqual([
      50_001, 50_002, 50_003, 50_004, 50_006, 50_007, 50_008, 50_009, 50_010,
    ]);
    // Every id in order, each once: nothing skipped or repeated where keyset pages meet.
    expect(firstIds.every((id, index) => index === 0 || id > (firstIds[index - 1] ?? 0))).toBe(
      true,
    );
    expect(new Set([...firstIds, ...secondIds]).size).toBe(LIVE_COMPANIES - 3);
  }, 60_000);

  it("should give each company its row's last change as lastmod", async () => {
    const { xml } = await sitemapFile('companies-2.xml.gz');
    expect(xml).toContain(
      `<url><loc>${BASE}/company/50001</loc><lastmod>2025-11-27T06:39:00Z</lastmod></url>`,
    );
  });

  it('should list the static pages and every category in the pages file', async () => {
    const { response, xml } = await sitemapFile('pages.xml.gz');
    expect(response.statusCode).toBe(200);
    expect(locs(xml)).toEqual(
      expect.arrayContaining([
        ...SITEMAP_STATIC_PATHS.map((path) => `${BASE}${path}`),
        `${BASE}/category/${categorySlug(CATEGORY)}`,
      ]),
    );
  });

  it('should answer 404 for a file past the last company', async () => {
    const { response } = await sitemapFile('companies-3.xml.gz');
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.title).toBe('Not Found');
  });

  it('should answer 400 in the error shape for a name that is not a sitemap file', async () => {
    for (const file of ['companies-0.xml.gz', 'companies-1.xml', '..%2Fetc', 'pages.xml']) {
      const { response } = await sitemapFile(file);
      expect(response.statusCode, file).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.field).toBe('file');
    }
  });
});
