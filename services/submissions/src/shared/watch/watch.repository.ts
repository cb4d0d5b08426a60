import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AlertMode, Database, MailLocale } from '@trusthive/platform';
import type { WatchChange, WatchFacts } from './changes';

// The SQL of watchlists and alerts (migration 0050, issue 43), written by this service only.

type Db = Kysely<Database> | Transaction<Database>;

export interface CompanyFactsNow {
  companyId: number;
  companyName: string;
  facts: WatchFacts;
}

/**
 * The facts of public companies as a follower is alerted on them, read as the profile does:
 * the MCA status from the row, red flags from the stored score, the GST network's status of
 * the registrations matched to the company (gst_registration_matches), the upheld reports.
 */
export async function readWatchFacts(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, CompanyFactsNow>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.id',
      'c.company_name',
      'c.company_status',
      'c.trust_level',
      'c.is_claimed',
      eb
        .selectFrom('company_scores as s')
        .select(
          sql<
            string[] | null
          >`array(select jsonb_array_elements(s.breakdown -> 'redFlags') ->> 'title' order by 1)`.as(
            'titles',
          ),
        )
        .whereRef('s.company_id', '=', 'c.id')
        .as('red_flags'),
      eb
        .selectFrom('gst_registration_matches as m')
        .innerJoin('gst_registrations as r', 'r.id', 'm.registration_id')
        .select(sql<string | null>`string_agg(distinct r.status, ', ' order by r.status)`.as('s'))
        .whereRef('m.company_id', '=', 'c.id')
        .as('gst_status'),
      eb
        .selectFrom('reports as rp')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('rp.company_id', '=', 'c.id')
        .where('rp.status', '=', 'upheld')
        .as('upheld'),
    ])
    .where('c.id', 'in', companyIds)
    .where('c.review_status', '=', 'live')
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        companyId: row.id,
        companyName: row.company_name,
        facts: {
          companyStatus: row.company_status,
          redFlags: row.red_flags ?? [],
          gstStatus: row.gst_status ?? null,
          trustLevel: row.trust_level,
          upheldReports: row.upheld ?? 0,
          claimed: row.is_claimed,
        },
      },
    ]),
  );
}

/** The facts last alerted on, locked until the transaction ends (one check at a time). */
export async function lockAlertedFacts(
  trx: Transaction<Database>,
  companyId: number,
): Promise<WatchFacts | null> {
  const row = await trx
    .selectFrom('company_watch_facts')
    .selectAll()
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? {
        companyStatus: row.company_status,
        redFlags: row.red_flags,
        gstStatus: row.gst_status,
        trustLevel: row.trust_level,
        upheldReports: row.upheld_reports,
        claimed: row.claimed,
      }
    : null;
}

const factColumns = (companyId: number, facts: WatchFacts) => ({
  company_id: companyId,
  company_status: facts.companyStatus,
  red_flags: facts.redFlags,
  gst_status: facts.gstStatus,
  trust_level: facts.trustLevel,
  upheld_reports: facts.upheldReports,
  claimed: facts.claimed,
});

/** Stores the facts just alerted on. */
export async function storeAlertedFacts(
  trx: Db,
  companyId: number,
  facts: WatchFacts,
): Promise<void> {
  const values = factColumns(companyId, facts);
  const { company_id: _id, ...rest } = values;
  await trx
    .insertInto('company_watch_facts')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('company_id').doUpdateSet({ ...rest, updated_at: sql`now()` }),
    )
    .execute();
}

/** A company's first follower: its facts now are the base of its alerts (no alert for them). */
export async function storeFirstFacts(
  trx: Db,
  companyId: number,
  facts: WatchFacts,
): Promise<void> {
  await trx
    .insertInto('company_watch_facts')
    .values(factColumns(companyId, facts))
    .onConflict((conflict) => conflict.column('company_id').doNothing())
    .execute();
}

export interface Follower {
  accountId: string;
  email: string;
  locale: MailLocale;
  alertMode: AlertMode;
  unsubscribeToken: string;
}

/** Who follows the company, with how each is alerted. */
export async function followersOf(db: Db, companyId: number): Promise<Follower[]> {
  const rows = await db
    .selectFrom('watchlist_entries as w')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .innerJoin('account_alert_settings as s', 's.account_id', 'w.account_id')
    .select(['a.id', 'a.email', 'a.locale', 's.alert_mode', 's.unsubscribe_token'])
    .where('w.company_id', '=', companyId)
    .execute();
  return rows.map((row) => ({
    accountId: row.id,
    email: row.email,
    locale: row.locale,
    alertMode: row.alert_mode,
    unsubscribeToken: row.unsubscribe_token,
  }));
}

/** Which of these companies someone follows. */
export async function followedAmong(db: Db, companyIds: readonly number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom('watchlist_entries')
    .select('company_id')
    .distinct()
    .where('company_id', 'in', companyIds)
    .execute();
  return rows.map((row) => row.company_id);
}

/** The followed companies a bulk load changed (updated_at >= since). */
export async function followedChangedSince(db: Db, since: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('companies as c')
    .select('c.id')
    .where('c.updated_at', '>=', since as never)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('watchlist_entries as w')
          .select('w.company_id')
          .whereRef('w.company_id', '=', 'c.id'),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The account's alert settings, made on its first follow with a fresh unsubscribe token. */
export async function ensureAlertSettings(db: Db, accountId: string): Promise<void> {
  await db
    .insertInto('account_alert_settings')
    .values({ account_id: accountId, unsubscribe_token: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
}

export async function alertModeOf(db: Db, accountId: string): Promise<AlertMode> {
  const row = await db
    .selectFrom('account_alert_settings')
    .select('alert_mode')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.alert_mode ?? 'instant';
}

export async function setAlertMode(db: Db, accountId: string, mode: AlertMode): Promise<void> {
  await ensureAlertSettings(db, accountId);
  await db
    .updateTable('account_alert_settings')
    .set({ alert_mode: mode, updated_at: sql`now()` })
    .where('account_id', '=', accountId)
    .execute();
}

/** Turns off the alerts of the account whose token this is; false for a token nobody has. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const result = await db
    .updateTable('account_alert_settings')
    .set({ alert_mode: 'off', updated_at: sql`now()` })
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function tokenExists(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_alert_settings')
    .select('account_id')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countEntries(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('watchlist_entries')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Adds the entry; false when the account followed the company already. */
export async function insertEntry(db: Db, accountId: string, companyId: number): Promise<boolean> {
  const result = await db
    .insertInto('watchlist_entries')
    .values({ account_id: accountId, company_id: companyId })
    .onConflict((conflict) => conflict.columns(['account_id', 'company_id']).doNothing())
    .returning('company_id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function deleteEntry(db: Db, accountId: string, companyId: number): Promise<void> {
  await db
    .deleteFrom('watchlist_entries')
    .where('account_id', '=', accountId)
    .where('company_id', '=', companyId)
    .execute();
  // Nobody follows it any more: its facts are not kept (a later first follow starts afresh).
  await db
    .deleteFrom('company_watch_facts')
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('watchlist_entries')
            .select('company_id')
            .where('company_id', '=', companyId),
        ),
      ),
    )
    .execute();
}

export async function isFollowing(db: Db, accountId: string, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('watchlist_entries')
    .select('company_id')
    .where('account_id', '=', accountId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listEntries(db: Db, accountId: string) {
  return db
    .selectFrom('watchlist_entries as w')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .select([
      'c.id',
      'c.company_name',
      'c.cin',
      'c.company_status',
      'c.trust_level',
      'w.created_at',
    ])
    .where('w.account_id', '=', accountId)
    .orderBy('w.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Public companies by CIN or GSTIN (the company's own, its GST details', or a matched one). */
export async function companiesByIdentifiers(
  db: Db,
  identifiers: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (identifiers.length === 0) return found;
  const byCin = await db
    .selectFrom('companies')
    .select(['id', 'cin'])
    .where('cin', 'in', identifiers)
    .where('review_status', '=', 'live')
    .execute();
  for (const row of byCin) if (row.cin) found.set(row.cin, row.id);
  const rest = identifiers.filter((value) => !found.has(value));
  if (rest.length === 0) return found;
  const byGstin = await db
    .selectFrom('companies')
    .select(['id', 'gst_number as gstin'])
    .where('gst_number', 'in', rest)
    .where('review_status', '=', 'live')
    .unionAll(
      db
        .selectFrom('company_gst_details as g')
        .innerJoin('companies as c', 'c.id', 'g.company_id')
        .select(['c.id', 'g.gstin'])
        .where('g.gstin', 'in', rest)
        .where('c.review_status', '=', 'live'),
    )
    .unionAll(
      db
        .selectFrom('gst_registration_matches as m')
        .innerJoin('companies as c', 'c.id', 'm.company_id')
        .select(['c.id', 'm.gstin'])
        .where('m.gstin', 'in', rest)
        .where('c.review_status', '=', 'live'),
    )
    .execute();
  for (const row of byGstin) if (row.gstin && !found.has(row.gstin)) found.set(row.gstin, row.id);
  return found;
}

export async function isPublicCompany(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('id', '=', companyId)
    .where('review_status', '=', 'live')
    .executeTakeFirst();
}

export async function insertDigestItems(
  trx: Db,
  items: { accountId: string; companyId: number; changes: WatchChange[] }[],
): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('watch_alert_digest_items')
    .values(
      items.map((item) => ({
        account_id: item.accountId,
        company_id: item.companyId,
        changes: JSON.stringify(item.changes),
      })),
    )
    .execute();
}

/** Accounts with digest items waiting. */
export async function accountsWithDigestItems(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('watch_alert_digest_items')
    .select('account_id')
    .distinct()
    .limit(limit)
    .execute();
  return rows.map((row) => row.account_id);
}

/** The account's waiting items, taken (deleted) in the transaction, oldest first. */
export async function takeDigestItems(trx: Transaction<Database>, accountId: string) {
  return trx
    .deleteFrom('watch_alert_digest_items as d')
    .using('companies as c')
    .whereRef('c.id', '=', 'd.company_id')
    .where('d.account_id', '=', accountId)
    .returning(['d.id', 'd.company_id', 'c.company_name', 'd.changes'])
    .execute()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

export async function insertFollowConfirmation(
  db: Db,
  values: {
    tokenHash: string;
    email: string;
    companyId: number;
    locale: MailLocale;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('watch_follow_confirmations')
    .values({
      token_hash: values.tokenHash,
      email: values.email,
      company_id: values.companyId,
      locale: values.locale,
      expires_at: values.expiresAt,
    })
    .execute();
}

export async function lockFollowConfirmation(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('watch_follow_confirmations')
    .select(['id', 'email', 'company_id', 'locale', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markFollowConfirmationUsed(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('watch_follow_confirmations')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Confirmations whose link expired before the cutoff (retention, with the sign-in links). */
export async function deleteFollowConfirmationsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('watch_follow_confirmations')
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
