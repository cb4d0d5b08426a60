import { sql, type Kysely } from 'kysely';
import { cutoffOf, type Database } from '@trusthive/platform';

// Issue 37 (DPDP Act 2023): analytics keep their counts for good, but the pseudonymous user id,
// the (already truncated) IP address and the user agent of an event only for
// `analyticsUserIds` days, and parked events the database refused (which may hold all three)
// no longer than that. The
// tables can be large, so each statement blanks at most a batch, found through migration
// 0038's partial indexes, and the pass repeats until nothing is left. `now` is a parameter so
// a test can move the clock forward.

const BATCH = 5_000;

/** Events whose id or address each table blanked in this pass: counts only. */
export interface AnalyticsRetentionCounts {
  searches: number;
  profileViews: number;
  websiteClicks: number;
  deadEvents: number;
}

async function blankSearches(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await sql`
    update search_analytics set user_id = null, user_agent = null
     where id in (select id from search_analytics
                   where user_id is not null and created_at < ${cutoff} limit ${BATCH})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

async function blankVisits(
  db: Kysely<Database>,
  table: 'profile_views' | 'website_clicks',
  cutoff: Date,
): Promise<number> {
  const result = await sql`
    update ${sql.table(table)} set user_id = null, ip_address = null, user_agent = null
     where id in (select id from ${sql.table(table)}
                   where (user_id is not null or ip_address is not null)
                     and created_at < ${cutoff} limit ${BATCH})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

async function untilDone(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await step();
    total += changed;
    if (changed < BATCH) return total;
  }
}

export async function anonymiseAnalyticsUserIds(
  db: Kysely<Database>,
  days: number,
  now = Date.now(),
): Promise<AnalyticsRetentionCounts> {
  const cutoff = cutoffOf(now, days);
  return {
    searches: await untilDone(() => blankSearches(db, cutoff)),
    profileViews: await untilDone(() => blankVisits(db, 'profile_views', cutoff)),
    websiteClicks: await untilDone(() => blankVisits(db, 'website_clicks', cutoff)),
    deadEvents: Number(
      (await sql`delete from analytics_dead_events where created_at < ${cutoff}`.execute(db))
        .numAffectedRows ?? 0,
    ),
  };
}
