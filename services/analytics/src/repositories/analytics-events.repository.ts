import { sql, type Kysely, type Transaction } from 'kysely';
import type { AnalyticsEvent, Database } from '@trusthive/platform';

// The worker's writes: one multi-row insert per table from column arrays (unnest), so a batch
// of any size is one statement with a fixed number of parameters. `on conflict (event_id) do
// nothing` makes a redelivered event a no-op; rows for a company deleted since the event was
// accepted are skipped (their rows would have been removed with it: on delete cascade).

type SearchEvent = Extract<AnalyticsEvent, { kind: 'search' }>;
type ProfileViewEvent = Extract<AnalyticsEvent, { kind: 'profile-view' }>;
type WebsiteClickEvent = Extract<AnalyticsEvent, { kind: 'website-click' }>;

export interface InsertedCounts {
  search: number;
  profileViews: number;
  websiteClicks: number;
}

/** Inserts every event in one transaction; answers how many rows each table gained. */
export async function insertEvents(
  db: Kysely<Database>,
  events: readonly AnalyticsEvent[],
): Promise<InsertedCounts> {
  const searches: SearchEvent[] = [];
  const views: ProfileViewEvent[] = [];
  const clicks: WebsiteClickEvent[] = [];
  for (const event of events) {
    if (event.kind === 'search') searches.push(event);
    else if (event.kind === 'profile-view') views.push(event);
    else clicks.push(event);
  }
  return db.transaction().execute(async (trx) => ({
    search: await insertSearches(trx, searches),
    profileViews: await insertProfileViews(trx, views),
    websiteClicks: await insertWebsiteClicks(trx, clicks),
  }));
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

async function insertSearches(trx: Transaction<Database>, events: SearchEvent[]) {
  if (events.length === 0) return 0;
  const result = await sql`
    insert into search_analytics
      (event_id, search_term, search_type, results_count, user_id, user_agent, created_at)
    select * from unnest(
      ${events.map((e) => e.eventId)}::uuid[],
      ${events.map((e) => e.searchTerm)}::text[],
      ${events.map((e) => e.searchType)}::text[],
      ${events.map((e) => e.resultsCount)}::int4[],
      ${events.map((e) => e.userId)}::text[],
      ${events.map((e) => e.userAgent)}::text[],
      ${events.map((e) => e.occurredAt)}::timestamptz[]
    )
    on conflict (event_id) do nothing
  `.execute(trx);
  return affected(result);
}

async function insertProfileViews(trx: Transaction<Database>, events: ProfileViewEvent[]) {
  if (events.length === 0) return 0;
  const result = await sql`
    insert into profile_views
      (event_id, company_id, user_id, ip_address, user_agent, referrer, view_duration, created_at)
    select e.* from unnest(
      ${events.map((e) => e.eventId)}::uuid[],
      ${events.map((e) => e.companyId)}::int8[],
      ${events.map((e) => e.userId)}::text[],
      ${events.map((e) => e.ipAddress)}::inet[],
      ${events.map((e) => e.userAgent)}::text[],
      ${events.map((e) => e.referrer)}::text[],
      ${events.map((e) => e.viewDuration)}::int4[],
      ${events.map((e) => e.occurredAt)}::timestamptz[]
    ) as e (event_id, company_id, user_id, ip_address, user_agent, referrer, view_duration,
            created_at)
    where exists (select 1 from companies c where c.id = e.company_id)
    on conflict (event_id) do nothing
  `.execute(trx);
  return affected(result);
}

async function insertWebsiteClicks(trx: Transaction<Database>, events: WebsiteClickEvent[]) {
  if (events.length === 0) return 0;
  const result = await sql`
    insert into website_clicks
      (event_id, company_id, website_url, user_id, ip_address, user_agent, referrer, created_at)
    select e.* from unnest(
      ${events.map((e) => e.eventId)}::uuid[],
      ${events.map((e) => e.companyId)}::int8[],
      ${events.map((e) => e.websiteUrl)}::text[],
      ${events.map((e) => e.userId)}::text[],
      ${events.map((e) => e.ipAddress)}::inet[],
      ${events.map((e) => e.userAgent)}::text[],
      ${events.map((e) => e.referrer)}::text[],
      ${events.map((e) => e.occurredAt)}::timestamptz[]
    ) as e (event_id, company_id, website_url, user_id, ip_address, user_agent, referrer,
            created_at)
    where exists (select 1 from companies c where c.id = e.company_id)
    on conflict (event_id) do nothing
  `.execute(trx);
  return affected(result);
}
