import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySlug } from '@trusthive/contracts';
import {
  SERVICE_NAMES,
  buildServiceServer,
  createRedis,
  createServiceDeps,
  loadConfig,
  type CompanyRow,
  type Config,
  type ServiceDeps,
} from '@trusthive/platform';
import { newCompany, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp as buildCompany } from '@trusthive/company';
import { buildApp as buildEnrichment } from '@trusthive/enrichment';
import { buildApp as buildScoring } from '@trusthive/scoring';
import { buildApp as buildSearch } from '@trusthive/search';
import { buildApp as buildSubmissions } from '@trusthive/submissions';
import { ROOT } from '../../scripts/stack/processes';
import { buildWebIfStale } from '../../scripts/stack/web-build';
import { buildGateway } from '../src/app';

// Public pages rendered by the gateway (issue 21) from the real web build, with data from the
// real company, scoring, enrichment and search services on the test database, over HTTP.

const PUBLIC_ORIGIN = 'http://trusthive.example';
const token = randomUUID().slice(0, 8).toUpperCase();

let deps: ServiceDeps;
let redis: Redis;
let gateway: FastifyInstance;
/** The same gateway with the company service down: pages must still answer. */
let companyDownGateway: FastifyInstance;
let gatewayUrl: string;
let company: CompanyRow;
const services: FastifyInstance[] = [];

beforeAll(async () => {
  buildWebIfStale(() => {});
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    SEARCH_TYPEAHEAD: 'false',
    // Its own queues and page cache: tests running at once never share either.
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 18)}`,
  });
  deps = createServiceDeps(
    {
      ...base,
      database: { url: testDatabaseUrl(), poolSize: 6 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID()}` },
      storage: { dir: mkdtempSync(path.join(tmpdir(), 'trusthive-render-')) },
    },
    'page-rendering-test',
  );
  const builders = {
    search: buildSearch,
    company: buildCompany,
    scoring: buildScoring,
    enrichment: buildEnrichment,
    submissions: buildSubmissions,
  } as const;
  const endpoints = {} as Config['services'];
  for (const name of SERVICE_NAMES) {
    const build = builders[name as keyof typeof builders];
    if (!build) {
      endpoints[name] = { port: 1, url: 'http://127.0.0.1:1' };
      continue;
    }
    const service = await buildServiceServer(name, deps, build);
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    services.push(service);
    endpoints[name] = { port: Number(new URL(address).port), url: address };
  }
  company = await newCompany(deps.db, {
    company_name: `Render ${token} Private Limited`,
    registered_office_address: '12 MG Road, Bengaluru',
    pincode: '560001',
  });
  const config: Config = {
    ...base,
    publicBaseUrl: PUBLIC_ORIGIN,
    services: endpoints,
    gateway: {
      ...base.gateway,
      webDistDir: path.join(ROOT, 'web/dist'),
      rateLimitPerMinute: 100_000,
    },
  };
  redis = createRedis(testRedisUrl(), 'producer', 'page-rendering-test');
  gateway = await buildGateway({ config, redis });
  gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  companyDownGateway = await buildGateway({
    config: {
      ...config,
      // A stack of its own: a replica of the first would serve the page that one kept.
      queues: { prefix: `${config.queues.prefix}-down` },
      services: { ...endpoints, company: { port: 1, url: 'http://127.0.0.1:1' } },
    },
    redis,
  });
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await companyDownGateway?.close();
  redis?.disconnect();
  await Promise.all(services.map((service) => service.close()));
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

const get = (url: string) => fetch(`${gatewayUrl}${url}`, { redirect: 'manual' });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('server-rendered company profile', () => {
  it('should answer the profile as HTML with its name, CIN, status and score before any script runs', async () => {
    const score = (await (
      await fetch(`${gatewayUrl}/api/companies/${company.id}/trust-score`)
    ).json()) as { score: number; level: string };

    const response = await get(`/company/${company.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(`<h1`);
    expect(body).toContain(`Render ${token} Private Limited`);
    expect(body).toContain(company.cin!);
    expect(body).toContain('Active');
    expect(body).toMatch(new RegExp(`score-ring__number[^>]*>${score.score}<`));
    // The state the page was rendered from, for the browser to hydrate without fetching.
    expect(html).toContain('<script type="application/json" id="trusthive-state">');
  });

  it('should describe the company in the head: title, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const html = await (await get(`/company/${company.id}`)).text();
    const name = `Render ${token} Private Limited`;
    expect(html).toContain(
      `<title>${name} – Trust Score &amp; Company Details | TrustHive</title>`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_ORIGIN}/company/${company.id}" />`,
    );
    expect(metaContent(html, 'og:title')).toMatch(new RegExp(`^${name}: Trust score \\d+/100`));
    expect(metaContent(html, 'og:description')).toContain('Status: Active');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'description')).toContain(company.cin!);
    // The shell's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const blocks = jsonLd(html);
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name,
      identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: company.cin },
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 MG Road, Bengaluru',
        postalCode: '560001',
        addressCountry: 'IN',
      },
    });
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${PUBLIC_ORIGIN}/` },
        { position: 2, name, item: `${PUBLIC_ORIGIN}/company/${company.id}` },
      ],
    });
  });

  it('should answer 301 to the one URL from a variant of a company path', async () => {
    const variants = [
      `/company/00${company.id}`,
      `/company/${company.id}/`,
      `/company/${company.cin}`,
      `/company/${company.cin!.toLowerCase()}`,
    ];
    for (const variant of variants) {
      const response = await get(variant);
      expect(response.status, variant).toBe(301);
      expect(response.headers.get('location'), variant).toBe(`/company/${company.id}`);
    }
    const withQuery = await get(`/about/?from=mail`);
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.get('location')).toBe('/about?from=mail');
    // A path of slashes must not become a redirect to another site.
    const slashes = await get('//evil.example/');
    expect(slashes.headers.get('location') ?? '/').toMatch(/^\/(?!\/)/);
  });
});

describe('real status codes', () => {
  it('should answer 404 with the not-found page for an unknown company, category or path', async () => {
    const cases = [
      ['/company/987654321098', 'Company Not Found'],
      ['/company/not-a-company', 'Company Not Found'],
      ['/category/no-such-category-here', 'Category not found'],
      ['/no/such/page', 'Oops! Page not found'],
    ] as const;
    for (const [url, heading] of cases) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain(heading);
      expect(metaContent(html, 'robots'), url).toBe('noindex');
    }
  });

  it('should still answer JSON 404s for unknown API paths', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { title: string } }).error.title).toBe('Not Found');
  });

  it('should send the plain shell for browser-only pages', async () => {
    const staff = await get('/staff');
    expect(staff.status).toBe(200);
    expect(staff.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await staff.text()).toContain('<div id="root"></div>');
    // A visitor's own account; the forms (register, claim, report) are rendered (issue 36).
    const account = await get('/account');
    expect(await account.text()).not.toContain('id="trusthive-state"');
  });

  it('should send the shell, not a 5xx, when a service the page needs is down', async () => {
    const response = await companyDownGateway.inject({ url: `/company/${company.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('listing pages', () => {
  it('should render a category with its ItemList and breadcrumbs', async () => {
    const slug = categorySlug(company.industrial_classification!);
    const response = await get(`/category/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/category/${slug}" />`);
    const blocks = jsonLd(html);
    expect(blocks.find((block) => block['@type'] === 'ItemList')).toMatchObject({
      '@type': 'ItemList',
    });
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Industry Categories' }, { position: 3 }],
    });
  });

  it('should render search results for a term in the HTML', async () => {
    const response = await get(`/search?q=${encodeURIComponent(`Render ${token}`)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Search Results: Render ${token}`);
    expect(html).toContain(`Render ${token} Private Limited`);
  });

  it('should render the home page whole, below the fold too, from its first render in a process on', async () => {
    // The sections below the fold are a lazy component: the first render in a process finds
    // it not loaded yet, and the renderer must wait for it rather than leave it to the browser.
    for (let visit = 1; visit <= 2; visit += 1) {
      const html = await (await get('/')).text();
      expect(html, `visit ${visit}`).toContain('The challenge');
      expect(html, `visit ${visit}`).toContain('Search and verify');
      expect(html, `visit ${visit}`).not.toContain('Loading more of the home page');
      expect(html, `visit ${visit}`).not.toContain('<!--$!-->');
    }
  });

  it('should render the home, categories and static pages with their own titles', async () => {
    const pages = [
      ['/', 'TrustHive — Verify Indian companies and sellers'],
      ['/categories', 'Industry Categories | TrustHive'],
      ['/about', 'About TrustHive | TrustHive'],
      ['/faq', 'Frequently Asked Questions | TrustHive'],
      ['/contact', 'Contact Us | TrustHive'],
      ['/terms', 'Terms &amp; Conditions | TrustHive'],
    ] as const;
    for (const [url, title] of pages) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(html, url).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${url}" />`);
      expect(html, url).toContain('id="trusthive-state"');
    }
  });
});
