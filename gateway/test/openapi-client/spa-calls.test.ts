import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_NAMES,
  buildServiceServer,
  createRedis,
  createServiceDeps,
  loadConfig,
  type BuildApp,
  type Config,
  type Server,
  type ServiceDeps,
  type ServiceName,
} from '@trusthive/platform';
import {
  newCompany,
  testDatabaseUrl,
  testRedisUrl,
  uniqueCin,
  validRegistration,
} from '@trusthive/platform/testing';
import { buildApp as analytics } from '../../../services/analytics/src/app';
import { buildApp as company } from '@trusthive/company';
import { buildApp as enrichment } from '@trusthive/enrichment';
import { buildApp as scoring } from '@trusthive/scoring';
import { buildApp as search } from '@trusthive/search';
import { buildApp as submissions } from '@trusthive/submissions';
import {
  addOwner,
  issueOwnerToken,
} from '../../../services/submissions/test/support/owner-session';
import { createStaffAccount } from '../../../services/submissions/test/support/staff-session';
import { buildGateway } from '../../src/app';
import { buildOpenApiDocument } from '../../src/openapi/document';
import type { paths } from './api-types';

// Issue 37 #7: a client generated from the OpenAPI document alone (openapi-typescript's types,
// openapi-fetch) does what the SPA does, against the real gateway in front of every real
// service. A header, parameter or body the document leaves out is a compile error here
// (`npm run typecheck`), and one it gets wrong is a refused request.

const BUILD_APPS: Record<ServiceName, BuildApp> = {
  search,
  company,
  scoring,
  enrichment,
  submissions,
  analytics,
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

let deps: ServiceDeps;
const services: Partial<Record<ServiceName, Server>> = {};
let gateway: FastifyInstance;
let gatewayRedis: Redis;
let baseUrl = '';

beforeAll(async () => {
  const base = loadConfig({ LOG_LEVEL: 'silent', SEARCH_TYPEAHEAD: 'false' });
  deps = createServiceDeps(
    {
      ...base,
      database: { url: testDatabaseUrl(), poolSize: 6 },
      redis: { url: testRedisUrl() },
      queues: { prefix: `test-${randomUUID()}` },
      storage: { dir: mkdtempSync(path.join(tmpdir(), 'trusthive-openapi-client-')) },
    },
    'openapi-client-test',
  );
  const endpoints = {} as Config['services'];
  for (const name of SERVICE_NAMES) {
    const app = await buildServiceServer(name, deps, BUILD_APPS[name]);
    services[name] = app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    endpoints[name] = { port: Number(new URL(address).port), url: address };
  }
  gatewayRedis = createRedis(testRedisUrl(), 'producer', 'openapi-client-test');
  gateway = await buildGateway({
    config: {
      ...base,
      services: endpoints,
      gateway: {
        ...base.gateway,
        webDistDir: mkdtempSync(path.join(tmpdir(), 'trusthive-dist-')),
        trustProxyHops: 1,
      },
    },
    redis: gatewayRedis,
  });
  baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  gatewayRedis?.disconnect();
  for (const app of Object.values(services)) await app.close();
  await deps?.db.destroy();
  deps?.redis.disconnect();
});

let lastAddress = 0;

/**
 * A client as a browser tab is one: its own caller address (so budgets of one test do not touch
 * another), and a cookie jar, since the document names sessions as cookies and fetch in Node
 * keeps none.
 */
function newClient(): Client<paths> {
  const client = createClient<paths>({ baseUrl });
  const address = `10.37.7.${++lastAddress}`;
  const jar = new Map<string, string>();
  const browser: Middleware = {
    onRequest({ request }) {
      request.headers.set('x-forwarded-for', address);
      if (jar.size > 0) {
        request.headers.set(
          'cookie',
          [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        );
      }
      return request;
    },
    onResponse({ response }) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      return response;
    },
  };
  client.use(browser);
  return client;
}

/** A multipart body as the SPA builds it: fields first, then files (a File keeps its name). */
function formData(fields: Record<string, string | Blob | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  return body;
}

const idempotencyKey = () => `openapi-client-${randomUUID()}`;

describe('a client generated from the OpenAPI document', () => {
  it("should read everything the SPA's public pages read", async () => {
    const client = newClient();
    const token = `Oc${randomUUID().slice(0, 8)}`;
    const listed = await newCompany(deps.db, { company_name: `${token} Steel Private Limited` });

    const home = await client.GET('/api/home');
    expect(home.response.status).toBe(200);
    expect(home.data?.topCompanies).toBeInstanceOf(Array);
    expect((await client.GET('/api/stats')).response.status).toBe(200);

    const results = await client.GET('/api/search', {
      params: { query: { q: token, type: 'name', page: 1 } },
    });
    expect(results.response.status).toBe(200);
    expect(results.data?.results.map((result) => result.id)).toContain(listed.id);
    const suggestions = await client.GET('/api/search/suggestions', {
      params: { query: { q: token, type: 'name' } },
    });
    expect(suggestions.response.status).toBe(200);

    const id = String(listed.id);
    const profile = await client.GET('/api/companies/{id}', { params: { path: { id } } });
    expect(profile.response.status).toBe(200);
    expect(profile.data?.company.id).toBe(listed.id);
    for (const read of [
      client.GET('/api/companies/{id}/trust-score', { params: { path: { id } } }),
      client.GET('/api/companies/{id}/enrichment', { params: { path: { id } } }),
    ]) {
      expect((await read).response.status).toBe(200);
    }

    const categories = await client.GET('/api/categories');
    expect(categories.response.status).toBe(200);
    const slug = categories.data?.categories[0]?.slug ?? 'business-services';
    const inCategory = { params: { path: { slug } } };
    const category = await client.GET('/api/categories/{slug}', inCategory);
    const filters = await client.GET('/api/categories/{slug}/filters', inCategory);
    const companies = await client.GET('/api/categories/{slug}/companies', {
      params: { path: { slug }, query: { page: 1, status: 'Active' } },
    });
    for (const { response } of [category, filters, companies]) {
      expect([200, 404]).toContain(response.status);
    }
    expect((await client.GET('/api/entity-types')).data?.entityTypes.length).toBeGreaterThan(0);
  });

  it("should send every form the SPA sends, with the SPA's headers and bodies", async () => {
    const client = newClient();
    const target = await newCompany(deps.db);
    const email = `openapi-client-${randomUUID().slice(0, 8)}@acme-industries.co.in`;

    const upload = await client.POST('/api/uploads/logos', {
      params: { header: { 'idempotency-key': idempotencyKey() } },
      body: { name: 'Acme Steel', file: new File([PNG], 'logo.png', { type: 'image/png' }) },
      bodySerializer: formData,
    });
    expect(upload.response.status).toBe(201);
    const logo = upload.data!;

    const registration = await client.POST('/api/registrations', {
      params: { header: { 'idempotency-key': idempotencyKey() } },
      body: { ...validRegistration({ cin: uniqueCin(), email }), logo: logo.url },
    });
    expect(registration.error).toBeUndefined();
    expect(registration.response.status).toBe(201);

    const claim = await client.POST('/api/companies/{id}/claims', {
      params: { path: { id: String(target.id) }, header: { 'idempotency-key': idempotencyKey() } },
      body: {
        mobile: '9876543210',
        email,
        directorIdProof: new File([PDF], 'id.pdf', { type: 'application/pdf' }),
        businessProof: new File([PNG], 'gst.png', { type: 'image/png' }),
      },
      bodySerializer: formData,
    });
    expect(claim.error).toBeUndefined();
    expect(claim.response.status).toBe(201);

    const correction = await client.POST('/api/companies/{id}/corrections', {
      params: { path: { id: String(target.id) }, header: { 'idempotency-key': idempotencyKey() } },
      body: {
        field: 'registeredOfficeAddress',
        proposedValue: `${randomUUID().slice(0, 8)} MG Road, Mumbai`,
        evidence: 'The MCA filing of the new office.',
        email,
      },
    });
    expect(correction.error).toBeUndefined();
    expect(correction.response.status).toBe(201);

    const report = await client.POST('/api/reports', {
      params: { header: { 'idempotency-key': idempotencyKey() } },
      body: {
        companyName: target.company_name,
        companyId: String(target.id),
        reportType: 'Scam',
        description: 'They took the money and sent nothing.',
        name: 'Ravi Kumar',
        email,
        agreeTerms: true,
      },
    });
    expect(report.error).toBeUndefined();
    expect(report.response.status).toBe(201);

    const contact = await client.POST('/api/contact', {
      params: { header: { 'idempotency-key': idempotencyKey() } },
      body: { name: 'Ravi Kumar', email, subject: 'Feedback', message: 'A useful directory.' },
    });
    expect(contact.error).toBeUndefined();
    expect(contact.response.status).toBe(201);

    // Issue 37: a "Your data" request, and the links its mail and an owner's new contact e-mail
    // carry (a link nobody was sent answers 400 in the error shape).
    const dataRequest = await client.POST('/api/your-data/requests', {
      body: { email, kind: 'access', details: '' },
    });
    expect(dataRequest.error).toBeUndefined();
    expect(dataRequest.response.status).toBe(202);
    const unsentToken = { token: 'A'.repeat(43) };
    const verification = await client.POST('/api/your-data/verifications', { body: unsentToken });
    expect(verification.response.status).toBe(400);
    expect(verification.error?.error.title).toBeTruthy();
    const confirmation = await client.POST('/api/account/contact-email/confirmations', {
      body: unsentToken,
    });
    expect(confirmation.response.status).toBe(400);
    expect(confirmation.error?.error.title).toBeTruthy();

    for (const event of [
      client.POST('/api/events/search', {
        body: { searchTerm: 'acme', searchType: 'name', resultsCount: 1 },
      }),
      client.POST('/api/events/profile-views', {
        body: { companyId: String(target.id), referrer: null },
      }),
      client.POST('/api/events/website-clicks', {
        body: { companyId: String(target.id), websiteUrl: 'https://acme.in', referrer: null },
      }),
      client.POST('/api/track-view-duration', {
        body: { companyId: String(target.id), viewDuration: 3, userAgent: 'Mozilla/5.0' },
      }),
    ]) {
      expect([202, 204]).toContain((await event).response.status);
    }
  });

  it('should delete an uploaded logo with the token its upload answered, and only with it', async () => {
    const client = newClient();
    const upload = await client.POST('/api/uploads/logos', {
      params: { header: { 'idempotency-key': idempotencyKey() } },
      body: { name: 'Removable', file: new File([PNG], 'logo.png', { type: 'image/png' }) },
      bodySerializer: formData,
    });
    const { key, deleteToken } = upload.data!;
    const path = { key };

    const wrong = await client.DELETE('/api/uploads/logos/{key}', {
      params: { path, header: { 'x-delete-token': `not-${deleteToken}` } },
    });
    expect(wrong.response.status).toBe(403);
    expect(wrong.error?.error.title).toBeTruthy();

    const removed = await client.DELETE('/api/uploads/logos/{key}', {
      params: { path, header: { 'x-delete-token': deleteToken } },
    });
    expect(removed.response.status).toBe(204);
  });

  it("should sign an owner in by a mailed link and make the owner's edit with the CSRF header", async () => {
    const client = newClient();
    const owned = await newCompany(deps.db);
    const email = await addOwner(deps.db, owned.id);

    const link = await client.POST('/api/account/sign-in-links', { body: { email } });
    expect(link.response.status).toBe(202);

    // The mailed link's token, as the service issues it (the mail itself is the outbox's test).
    const token = await issueOwnerToken(services.submissions!, email);
    const session = await client.POST('/api/account/session', { body: { token } });
    expect(session.response.status).toBe(200);
    const csrf = { 'x-csrf-token': session.data!.csrfToken };

    const mine = await client.GET('/api/account/companies');
    expect(mine.data?.companies.map((one) => one.id)).toContain(owned.id);
    const id = String(owned.id);
    const edit = await client.PATCH('/api/account/companies/{id}', {
      params: { path: { id }, header: csrf },
      body: { description: 'We make steel.' },
    });
    expect(edit.error).toBeUndefined();
    expect(edit.response.status).toBe(200);
    expect(
      (await client.DELETE('/api/account/session', { params: { header: csrf } })).response.status,
    ).toBe(204);
  });

  it('should sign staff in and decide a registration with the CSRF header', async () => {
    const client = newClient();
    const moderator = await createStaffAccount(deps.db, { role: 'moderator' });
    const registration = await newClient().POST('/api/registrations', {
      params: { header: { 'idempotency-key': idempotencyKey() } },
      body: validRegistration({ cin: uniqueCin() }),
    });
    const id = String(registration.data!.id);

    const session = await client.POST('/api/staff/session', {
      body: { email: moderator.email, password: moderator.password },
    });
    expect(session.response.status).toBe(200);
    const csrf = { 'x-csrf-token': session.data!.csrfToken };
    expect((await client.GET('/api/staff/queues')).response.status).toBe(200);
    const item = await client.GET('/api/staff/queues/registrations/{id}', {
      params: { path: { id } },
    });
    expect(item.response.status).toBe(200);
    const decided = await client.POST('/api/staff/queues/registrations/{id}/decision', {
      params: { path: { id }, header: csrf },
      body: { outcome: 'reject', reason: 'Not a real company.' },
    });
    expect(decided.error).toBeUndefined();
    expect(decided.response.status).toBe(200);
  });

  it('should answer 400 in the error shape for a malformed path parameter, as documented', async () => {
    // Every operation with a path parameter, each parameter sent as bytes that are no UTF-8.
    const document = buildOpenApiDocument();
    const withParameters = Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
      Object.entries(item ?? {})
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .filter(() => route.includes('{'))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          route,
          documented: Object.keys((operation as { responses: object }).responses),
        })),
    );
    expect(withParameters.length).toBeGreaterThan(30);
    const address = `10.37.8.${++lastAddress}`;
    const wrong: string[] = [];
    for (const { method, route, documented } of withParameters) {
      const url = `${baseUrl}${route.replace(/\{[^}]+\}/g, '%FF')}`;
      const response = await fetch(url, { method, headers: { 'x-forwarded-for': address } });
      const body = (await response.json().catch(() => null)) as { error?: object } | null;
      if (response.status !== 400 || !body?.error || !documented.includes('400')) {
        wrong.push(`${method} ${route}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
