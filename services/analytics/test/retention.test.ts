import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { newCompany, ownMigratedDatabase } from '@trusthive/platform/testing';
import { anonymiseAnalyticsUserIds } from '../src/retention/anonymise-user-ids';

// Issue 37 (DPDP Act 2023): analytics' pseudonymous ids and addresses go after their period,
// the events (the counts) stay. The clock is moved forward, so the file has its own database.

const DAY_MS = 24 * 60 * 60 * 1000;
const period = DEFAULT_RETENTION_DAYS.analyticsUserIds;

let database: Awaited<ReturnType<typeof ownMigratedDatabase>>;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await ownMigratedDatabase('analytics_retention');
  db = database.db;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe(anonymiseAnalyticsUserIds.name, () => {
  it('should blank ids and addresses past the period, keep the events and younger ids', async () => {
    const now = Date.now();
    const company = await newCompany(db);
    // Raw SQL: the generated created_at columns take no value in kysely's insert types.
    const at = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString();
    for (const [userId, offsetDays] of [
      ['u-old', 0],
      ['u-new', 30],
    ] as const) {
      await sql`
        insert into search_analytics
          (search_term, search_type, results_count, user_id, user_agent, created_at)
        values ('tata', 'name', 3, ${userId}, 'Firefox', ${at(offsetDays)})`.execute(db);
      await sql`
        insert into profile_views (company_id, user_id, ip_address, user_agent, created_at)
        values (${company.id}, ${userId}, '203.0.113.0', 'Firefox', ${at(offsetDays)})`.execute(db);
      await sql`
        insert into website_clicks
          (company_id, website_url, user_id, ip_address, user_agent, created_at)
        values (${company.id}, 'https://acme.example', ${userId}, '203.0.113.0', 'Firefox',
                ${at(offsetDays)})
      `.execute(db);
      await sql`
        insert into analytics_dead_events (event, error, created_at)
        values ('{"userId":"u"}', 'refused', ${at(offsetDays)})`.execute(db);
    }

    const counts = await anonymiseAnalyticsUserIds(db, period, now + (period + 1) * DAY_MS);
    expect(counts).toEqual({ searches: 1, profileViews: 1, websiteClicks: 1, deadEvents: 1 });

    const searches = await db
      .selectFrom('search_analytics')
      .select('user_id')
      .orderBy('id')
      .execute();
    expect(searches.map((row) => row.user_id)).toEqual([null, 'u-new']);
    for (const table of ['profile_views', 'website_clicks'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['user_id', 'ip_address', 'user_agent'])
        .where('company_id', '=', company.id)
        .orderBy('id')
        .execute();
      expect(rows, table).toEqual([
        { user_id: null, ip_address: null, user_agent: null },
        { user_id: 'u-new', ip_address: '203.0.113.0', user_agent: 'Firefox' },
      ]);
    }
    // Nothing more on a second pass.
    expect(await anonymiseAnalyticsUserIds(db, period, now + (period + 1) * DAY_MS)).toEqual({
      searches: 0,
      profileViews: 0,
      websiteClicks: 0,
      deadEvents: 0,
    });
  });
});
