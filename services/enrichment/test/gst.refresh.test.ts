import type { EventEmitter } from 'node:events';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstLookupSchema } from '@trusthive/contracts';
import {
  CompanyEventsOutbox,
  Outbox,
  QUEUES,
  createRedis,
  jobIds,
  loadConfig,
} from '@trusthive/platform';
import { newCompany, ownMigratedDatabase, testRedisUrl } from '@trusthive/platform/testing';
import { runGstRefresh, type RefreshIo } from '../src/cli/gst-refresh-command';
import { askGstn } from '../src/gst/ask-gstn';
import { createProviders, type Providers } from '../src/providers';
import { gstMissingKey } from '../src/gst/ask-gstn';
import { queueStaleGstLookups, queueUncheckedGstLookups } from '../src/workers/gst.worker';
import { GST_KEY, freshStandInGstin, startFakeGstApi, type FakeGstApi } from './fakes/gst-api';
import { startHarness, type Harness } from './harness';

// The GST refresh (issue 40, slice 5): stored records older than GST_REFRESH_DAYS are asked
// about again by the enrichment worker, oldest first, within the provider's quota, and what
// GSTN says now is stored (and matched again). Real PostgreSQL and Redis, the GST stand-in as
// the provider. A database of this file's own: the sweep acts on every stale row there is.

const DAY_MS = 86_400_000;

let database: Awaited<ReturnType<typeof ownMigratedDatabase>>;
let gst: FakeGstApi;
let providers: Providers;

beforeAll(async () => {
  database = await ownMigratedDatabase('gst_refresh');
  gst = await startFakeGstApi();
});

afterAll(async () => {
  await providers?.close();
  await gst?.close();
  await database?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: database.url,
  GST_API_KEY: GST_KEY,
  GST_API_BASE_URL: gst.url,
  ...extra,
});

/** Looks a number up as the worker does, outside any queue: the record as a visit stored it. */
async function stored(h: Harness, gstin: string): Promise<void> {
  providers ??= createProviders(h.config.enrichment);
  const outcome = await askGstn(
    {
      db: h.db,
      redis: h.redis,
      gst: providers.gst,
      prefix: h.prefix,
      notFoundTtlSeconds: 60,
      events: new CompanyEventsOutbox(new Outbox(h.prefix)),
    },
    gstin,
  );
  expect(outcome).toBe('found');
}

/** Makes the stored record `days` old (a fixture: the clock is not moved). */
async function aged(h: Harness, gstin: string, days: number): Promise<Date> {
  const fetchedAt = new Date(Date.now() - days * DAY_MS);
  await h.db
    .updateTable('gst_registrations')
    .set({ fetched_at: fetchedAt })
    .where('gstin', '=', gstin)
    .execute();
  return fetchedAt;
}

const fetchedAt = async (h: Harness, gstin: string) =>
  (
    await h.db
      .selectFrom('gst_registrations')
      .select('fetched_at')
      .where('gstin', '=', gstin)
      .executeTakeFirstOrThrow()
  ).fetched_at;

const asked = (gstin: string) => gst.hits(`gstin=${gstin}`);

/**
 * Resolves once `count` of the numbers' lookup jobs have completed, listening on the queue's
 * event stream from before they are queued.
 */
async function lookupsLanding(h: Harness, gstins: string[], count = gstins.length) {
  const connection = createRedis(testRedisUrl(), 'worker', 'gst-refresh-test');
  const events = new QueueEvents(QUEUES.gstLookup.name, { connection, prefix: h.prefix });
  await events.waitUntilReady();
  const landed: string[] = [];
  const done = new Promise<string[]>((resolve) => {
    for (const gstin of gstins) {
      (events as unknown as EventEmitter).once(`completed:${jobIds.gstLookup(gstin)}`, () => {
        landed.push(gstin);
        if (landed.length === count) resolve([...landed]);
      });
    }
  });
  return {
    landed: async () => {
      try {
        return await done;
      } finally {
        await events.close();
        connection.disconnect();
      }
    },
  };
}

describe('the GST refresh sweep', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(env());
    await h.startGstWorkers();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('should ask GSTN again about records older than GST_REFRESH_DAYS, and not about fresh ones', async () => {
    const [old, older, fresh] = [
      freshStandInGstin('active'),
      freshStandInGstin('cancelled'),
      freshStandInGstin('active'),
    ];
    for (const gstin of [old, older, fresh]) await stored(h, gstin);
    const agedAt = await aged(h, old, 8);
    await aged(h, older, 30);
    const freshAt = await fetchedAt(h, fresh);
    const landing = await lookupsLanding(h, [old, older]);

    const queued = await queueStaleGstLookups({ db: h.db, jobs: h.gstJobs, refreshDays: 7 }, 100);
    // Oldest first.
    expect(queued.indexOf(jobIds.gstLookup(older))).toBeLessThan(
      queued.indexOf(jobIds.gstLookup(old)),
    );
    expect(queued).not.toContain(jobIds.gstLookup(fresh));
    await landing.landed();

    expect((await fetchedAt(h, old)).getTime()).toBeGreaterThan(agedAt.getTime());
    expect(await fetchedAt(h, fresh)).toEqual(freshAt);
    expect([asked(old), asked(older), asked(fresh)]).toEqual([2, 2, 1]);
  });

  it('should store a status GSTN changed since, as the record page then shows it', async () => {
    const gstin = freshStandInGstin('active');
    await stored(h, gstin);
    gst.change(gstin, { sts: 'Cancelled', cxdt: '01/12/2026', lstupdt: '01/12/2026' });
    await aged(h, gstin, 10);
    const landing = await lookupsLanding(h, [gstin]);
    await queueStaleGstLookups({ db: h.db, jobs: h.gstJobs, refreshDays: 7 }, 100);
    await landing.landed();

    const page = gstLookupSchema.parse((await h.app.inject({ url: `/api/gstin/${gstin}` })).json());
    expect(page).toMatchObject({
      state: 'found',
      registration: { status: 'Cancelled', cancelledOn: '2026-12-01', gstnUpdatedOn: '2026-12-01' },
    });
  });

  it('should match a refreshed record again, to a company registered since with its PAN, and tell its score', async () => {
    const gstin = freshStandInGstin('active');
    await stored(h, gstin);
    const company = await newCompany(h.db, {
      company_name: 'A Company Since Registered Private Limited',
      pan_number: gstin.slice(2, 12),
    });
    await aged(h, gstin, 9);
    const landing = await lookupsLanding(h, [gstin]);
    await queueStaleGstLookups({ db: h.db, jobs: h.gstJobs, refreshDays: 7 }, 100);
    await landing.landed();

    const page = gstLookupSchema.parse((await h.app.inject({ url: `/api/gstin/${gstin}` })).json());
    expect(page.registration?.match).toEqual({
      company: { id: company.id, name: 'A Company Since Registered Private Limited' },
      basis: 'pan',
      confirmedByStaff: false,
    });
    // The new match moves the company's GST facts: its score is told.
    expect(await h.scoreEvent(company.id)).toEqual({
      companyId: company.id,
      reason: 'gst-updated',
    });
  });

  it('should ask GSTN about a GSTIN on a company’s record it never saw, and match it to the company', async () => {
    const typed = freshStandInGstin('active');
    const owner = await newCompany(h.db, {
      company_name: `Typed GSTIN ${Date.now()} Private Limited`,
      gst_number: typed,
      pan_number: typed.slice(2, 12),
    });
    const good = freshStandInGstin('active');
    const wrongCheck = `${good.slice(0, 14)}${good.endsWith('A') ? 'B' : 'A'}`;
    const knownMissing = freshStandInGstin('none');
    await newCompany(h.db, { gst_number: wrongCheck });
    await newCompany(h.db, { gst_number: knownMissing });
    await h.redis.set(gstMissingKey(h.prefix, knownMissing), '1', 'EX', 60);
    const landing = await lookupsLanding(h, [typed]);
    const isKnownMissing = async (gstin: string) =>
      (await h.redis.exists(gstMissingKey(h.prefix, gstin))) === 1;
    const queued = await queueUncheckedGstLookups(
      { db: h.db, jobs: h.gstJobs, isKnownMissing },
      1_000,
    );
    await landing.landed();
    expect(asked(typed)).toBe(1);
    // A number failing its check character, or one GSTN said lately it does not know, is not asked.
    expect(asked(wrongCheck)).toBe(0);
    expect(asked(knownMissing)).toBe(0);
    expect(queued).not.toContain(jobIds.gstLookup(wrongCheck));
    const row = await h.db
      .selectFrom('gst_registration_matches')
      .select(['company_id', 'match_basis'])
      .where('gstin', '=', typed)
      .executeTakeFirst();
    expect(row).toEqual({ company_id: owner.id, match_basis: 'pan' });
    // Asked once: the next sweep finds it stored.
    expect(
      await queueUncheckedGstLookups({ db: h.db, jobs: h.gstJobs, isKnownMissing }, 1_000),
    ).not.toContain(jobIds.gstLookup(typed));
  });

  it('should run as a repeatable job the worker schedules', async () => {
    const gstin = freshStandInGstin('cancelled');
    await stored(h, gstin);
    await aged(h, gstin, 8);
    const landing = await lookupsLanding(h, [gstin]);
    const workers = await h.startGstWorkers();
    // The scheduler's first run is at once; the next an interval later.
    await workers.schedule();
    await landing.landed();
    expect(asked(gstin)).toBe(2);
  });
});

describe('a visitor asking about a record whose refresh is queued', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(env());
  });

  afterAll(async () => {
    await h?.close();
  });

  it('should have GSTN asked about it before the older records queued ahead of it', async () => {
    const [older, visited] = [freshStandInGstin('cancelled'), freshStandInGstin('active')];
    await stored(h, older);
    await aged(h, older, 300);
    await stored(h, visited);
    await aged(h, visited, 8);
    // The sweep queues both, the older first; no worker runs yet.
    await queueStaleGstLookups({ db: h.db, jobs: h.gstJobs, refreshDays: 7 }, 100);
    const ask = await h.app.inject({ url: `/api/gstin/${visited}` });
    // Stale and not yet asked again: the stored record, and "checking".
    expect(ask.json()).toMatchObject({ state: 'checking', registration: { gstin: visited } });

    const landing = await lookupsLanding(h, [older, visited]);
    const before = gst.requests.length;
    await h.startGstWorkers({ concurrency: 1 });
    await landing.landed();
    expect(gst.requests[before]).toContain(`gstin=${visited}`);
  });
});

describe('the GST refresh within the provider’s quota', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(env({ GST_REQUESTS_PER_MINUTE: '2' }));
    await h.startGstWorkers();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('should ask GSTN no more often than GST_REQUESTS_PER_MINUTE, the oldest records first', async () => {
    // Older than any other test's records here, so these are the oldest of the sweep.
    const gstins = [1, 2, 3, 4].map(() => freshStandInGstin('active'));
    for (const [index, gstin] of gstins.entries()) {
      await stored(h, gstin);
      await aged(h, gstin, 400 - index);
    }
    const landing = await lookupsLanding(h, gstins, 2);
    await queueStaleGstLookups({ db: h.db, jobs: h.gstJobs, refreshDays: 7 }, 100);
    const first = await landing.landed();

    // Two calls this minute: the two oldest; the others wait, queued, for the next minute.
    expect(first.sort()).toEqual(gstins.slice(0, 2).sort());
    expect(gstins.map(asked)).toEqual([2, 2, 1, 1]);
    expect(await h.gstJobs.queue.getRateLimitTtl(2)).toBeGreaterThan(0);
    for (const gstin of gstins.slice(2)) {
      expect(await h.gstJobs.queue.getJobState(jobIds.gstLookup(gstin)), gstin).toMatch(
        /^(waiting|prioritized)$/,
      );
    }
  });
});

describe('npm run gst:refresh', () => {
  const io = () => {
    const lines = { out: [] as string[], err: [] as string[], done: [] as number[] };
    const given: RefreshIo = {
      out: (line) => lines.out.push(line),
      err: (line) => lines.err.push(line),
      progress: {
        start: () => undefined,
        update: (done) => lines.done.push(done),
        stop: () => undefined,
      },
    };
    return { lines, given };
  };

  it('should refuse with the reason when no GST provider is configured', async () => {
    const { lines, given } = io();
    const config = loadConfig({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl() });
    expect(await runGstRefresh(config, database.db, given)).toBe(1);
    expect(lines.err.join('\n')).toMatch(
      /no GST provider is configured.*GST_API_BASE_URL and GST_API_KEY/,
    );
  });

  it('should refresh every stale record, showing its progress up to the whole', async () => {
    const h = await startHarness(env());
    try {
      const gstins = [freshStandInGstin('active'), freshStandInGstin('cancelled')];
      for (const gstin of gstins) {
        await stored(h, gstin);
        await aged(h, gstin, 20);
      }
      const { lines, given } = io();
      expect(await runGstRefresh(h.config, h.db, given)).toBe(0);
      expect(gstins.map(asked)).toEqual([2, 2]);
      const stale = await h.db
        .selectFrom('gst_registrations')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('fetched_at', '<', new Date(Date.now() - 7 * DAY_MS))
        .executeTakeFirstOrThrow();
      expect(Number(stale.count)).toBe(0);
      expect(lines.done.at(-1)).toBeGreaterThanOrEqual(2);
      expect(lines.out.at(-1)).toMatch(
        /^gst:refresh: \d+ refreshed, 0 no longer found by GSTN, 0 not refreshed$/,
      );
    } finally {
      await h.close();
    }
  });
});
