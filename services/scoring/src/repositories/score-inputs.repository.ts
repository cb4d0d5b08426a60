import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { GstnRegistration, RegistryFilings } from '../rules/trust-score';
import {
  preferredRating,
  registerPreparedStatement,
  type CompanyEventsOutbox,
  type Database,
} from '@trusthive/platform';

// What the trust score reads: the company's columns, its GST registration, what the GST network
// says of the registrations matched to it (gst_registration_matches: the enrichment service's
// matches less those staff undid, read here as the reports are) and its cached third-party rating, in one statement per company (or per batch). Which rating is the
// company's is platform's preferredRating, the one statement of spec §7's rule.

export interface ScoreInputRow {
  id: number;
  cin: string | null;
  roc: string | null;
  company_status: string | null;
  company_limited_by: string | null;
  paid_up_capital: number | null;
  nic_code: string | null;
  industrial_classification: string | null;
  company_class: string | null;
  company_sub_category: string | null;
  company_state_code: string | null;
  gst_number: string | null;
  pan_number: string | null;
  logo: string | null;
  domain_name: string | null;
  website: string | null;
  website_url: string | null;
  registered_office_address: string | null;
  business_category: string | null;
  wants_brand_authorization: boolean;
  ratings: Record<string, unknown> | null;
  data_source: 'registry' | 'registration' | 'synthetic';
  /** The date (UTC) the company's row was last written, YYYY-MM-DD. */
  recorded_on: string;
  /** The date of the MCA file the importer last read the row from, YYYY-MM-DD, if recorded. */
  registry_source_date: string | null;
  /** The date of incorporation on the registry record, YYYY-MM-DD. */
  incorporated_on: string | null;
  trust_score: number | null;
  trust_level: string | null;
  gst_gstin: string | null;
  gst_pan: string | null;
  gst_recorded_on: string | null;
  /** The latest history row's facts and rule version, to name the reason of the next change. */
  last_facts: unknown;
  last_rule_version: number | null;
  rating_value: number | null;
  rating_review_count: number | null;
  /** Reports the TrustHive team upheld (issue 18's moderation), oldest first. */
  upheld_reports: Array<{ reportId: number; date: string | null }>;
  /**
   * What the GST network says of the registrations matched to the company (issue 40), built by
   * the query in the rules' own shape.
   */
  gstn_registrations: GstnRegistration[];
  /** What the registry provider says of the company's filings (issue 41), in the rules' shape. */
  registry_filings: RegistryFilings | null;
}

function selectInputs(where: RawBuilder<unknown>, tail: RawBuilder<unknown> = sql``) {
  return sql<ScoreInputRow>`
    select
      c.id, c.cin, c.roc, c.company_status, c.company_limited_by, c.paid_up_capital,
      c.nic_code, c.industrial_classification, c.company_class, c.company_sub_category,
      c.company_state_code, c.gst_number, c.pan_number, c.logo, c.domain_name, c.website,
      c.website_url, c.registered_office_address, c.business_category,
      c.wants_brand_authorization, c.ratings, c.data_source,
      to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD') as recorded_on,
      to_char(c.registry_source_date, 'YYYY-MM-DD') as registry_source_date,
      to_char(c.registration_date, 'YYYY-MM-DD') as incorporated_on,
      c.trust_score, c.trust_level,
      g.gstin as gst_gstin, g.pan as gst_pan,
      to_char(g.updated_at at time zone 'UTC', 'YYYY-MM-DD') as gst_recorded_on,
      h.facts as last_facts, h.rule_version as last_rule_version,
      r.trust_score as rating_value, r.review_count as rating_review_count,
      coalesce((
        select json_agg(json_build_object(
                 'reportId', rep.id,
                 'date', to_char(rep.decided_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD'))
               order by rep.decided_at, rep.id)
          from reports rep
         where rep.company_id = c.id and rep.status = 'upheld'
      ), '[]'::json) as upheld_reports,
      coalesce((
        select json_agg(json_build_object(
                 'gstin', gr.gstin,
                 'status', gr.status,
                 'stateName', gr.state_name,
                 'registeredOn', to_char(gr.registered_on, 'YYYY-MM-DD'),
                 'cancelledOn', to_char(gr.cancelled_on, 'YYYY-MM-DD'),
                 'gstnUpdatedOn', to_char(gr.gstn_updated_on, 'YYYY-MM-DD'),
                 'fetchedOn', to_char(gr.fetched_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
                 'provider', gr.provider,
                 'standIn', gr.stand_in)
               order by gr.gstin)
          from gst_registration_matches m
          join gst_registrations gr on gr.id = m.registration_id
         where m.company_id = c.id
      ), '[]'::json) as gstn_registrations,
      (select json_build_object(
                'lastBalanceSheetDate', to_char(rr.last_balance_sheet_date, 'YYYY-MM-DD'),
                'lastAnnualReturnDate', to_char(rr.last_annual_return_date, 'YYYY-MM-DD'),
                'asOf', to_char(coalesce(rr.as_of, (rr.fetched_at at time zone 'Asia/Kolkata')::date), 'YYYY-MM-DD'),
                'provider', rr.provider,
                'standIn', rr.stand_in)
         from company_registry_records rr where rr.cin = c.cin) as registry_filings
    from companies c
    left join company_gst_details g on g.company_id = c.id
    left join lateral (
      select facts, rule_version from trust_score_history
      where company_id = c.id order by id desc limit 1
    ) h on true
    left join lateral (
      ${preferredRating({
        id: sql.ref('c.id'),
        name: sql.ref('c.company_name'),
        domainName: sql.ref('c.domain_name'),
      })}
    ) r on true
    where ${where}
    ${tail}
  `;
}

/**
 * One company's inputs. `publicOnly` (the public trust-score route) finds only a live company:
 * a registration staff have not approved is not public (issue 18); the worker scores every
 * company, so one approved is shown with its score at once.
 */
export async function findScoreInputs(
  db: Kysely<Database>,
  companyId: number,
  { publicOnly = false }: { publicOnly?: boolean } = {},
): Promise<ScoreInputRow | undefined> {
  // The same text for every id: prepared once per connection (platform prepared-statements).
  const compiled = selectInputs(
    publicOnly ? sql`c.id = ${companyId} and c.review_status = 'live'` : sql`c.id = ${companyId}`,
  ).compile(db);
  registerPreparedStatement(
    publicOnly ? 'score_inputs_by_public_id' : 'score_inputs_by_id',
    compiled.sql,
  );
  const { rows } = await db.executeQuery(compiled);
  return rows[0];
}

/**
 * The next batch of companies changed since `since`, in id order after `afterId` (keyset
 * paging, so a batch costs the same at the start and the end of a million rows).
 */
export async function findScoreInputsBatch(
  db: Kysely<Database>,
  { since, afterId, limit }: { since: Date; afterId: number; limit: number },
): Promise<ScoreInputRow[]> {
  const { rows } = await selectInputs(
    sql`c.updated_at >= ${since} and c.id > ${afterId}`,
    sql`order by c.id limit ${limit}`,
  ).execute(db);
  return rows;
}

/**
 * The next batch of scored companies with no stored breakdown (no company_scores row: scored
 * before migration 0028), in id order after `afterId`.
 */
export async function findUnstoredScoreInputsBatch(
  db: Kysely<Database>,
  { afterId, upToId, limit }: { afterId: number; upToId: number; limit: number },
): Promise<ScoreInputRow[]> {
  const { rows } = await selectInputs(
    sql`c.id > ${afterId} and c.id <= ${upToId} and c.trust_score is not null
      and not exists (select 1 from company_scores s where s.company_id = c.id)`,
    sql`order by c.id limit ${limit}`,
  ).execute(db);
  return rows;
}

export interface StoredScore {
  id: number;
  score: number;
  level: string;
  reason: string;
  facts: unknown;
  /** The rules' whole answer but the history, as the profile shows it (company_scores). */
  breakdown: unknown;
}

/**
 * Stores each score with its breakdown in company_scores (whose trigger copies score and level
 * onto the companies row that search and the lists sort by), in one statement per batch, and
 * writes a trust_score_history row for each company whose score changed (or whose stored level
 * changed from one level to another; filling a level the row never had is not a change anyone
 * saw). Only scores whose breakdown differs from the stored one are written, and updated_at is
 * left alone on purpose: the score is derived data, and bumping updated_at would make every
 * bulk follower (search index, this worker) see the rows as changed again; the search index
 * hears of a changed score through `events` instead (search-index queue only). Returns how
 * many companies' score or level changed.
 */
export async function storeScores(
  db: Kysely<Database>,
  scores: ReadonlyArray<StoredScore>,
  ruleVersion: number,
  /** Per-company search-index events; a bulk caller leaves them out and announces once. */
  events?: CompanyEventsOutbox,
): Promise<number> {
  if (scores.length === 0) return 0;
  // The score write does not touch updated_at and the search index keeps its own copy of the
  // score (Meilisearch documents): each changed company gets a search-index event, written in
  // this same transaction so it exists exactly when the new score does.
  return db.transaction().execute(async (trx) => {
    await lockCompanies(
      trx,
      scores.map((row) => row.id),
    );
    const changedIds = await upsertScores(trx, scores, ruleVersion);
    await events?.scoreChanged(trx, changedIds);
    return changedIds.length;
  });
}

/**
 * Takes the companies' row locks (the ones the score trigger's copy takes anyway) before the
 * write reads the previous scores. Two writers scoring the same company at once (two bulk jobs
 * over the same import, or a bulk job and a company.changed job) each read the score from
 * their statement's snapshot: without this both saw no score and both wrote a "First score"
 * history row (issue 36). Locked first, the second writer's statement starts after the first
 * committed, reads its score and writes no history when nothing moved. In id order, so two
 * batches never wait on each other in a cycle.
 */
async function lockCompanies(trx: Transaction<Database>, ids: number[]): Promise<void> {
  await sql`
    select id from companies where id = any(${ids}::bigint[]) order by id for no key update
  `.execute(trx);
}

/** Stores the breakdowns that differ from the stored ones; the ids whose score or level moved. */
async function upsertScores(
  db: Kysely<Database>,
  scores: ReadonlyArray<StoredScore>,
  ruleVersion: number,
): Promise<number[]> {
  // Every part reads the statement's snapshot: `companies o` holds the score before this
  // statement (the trigger's copy lands after it), which names the previous score in history.
  const { rows } = await sql<{ id: string }>`
    with v as (
      select * from unnest(
        ${scores.map((row) => row.id)}::bigint[],
        ${scores.map((row) => row.score)}::smallint[],
        ${scores.map((row) => row.level)}::text[],
        ${scores.map((row) => row.reason)}::text[],
        ${scores.map((row) => JSON.stringify(row.facts))}::jsonb[],
        ${scores.map((row) => JSON.stringify(row.breakdown))}::jsonb[]
      ) as v(id, score, level, reason, facts, breakdown)
      where exists (select 1 from companies c where c.id = v.id)
    ),
    stored as (
      insert into company_scores as s (company_id, score, level, rule_version, breakdown)
      select v.id, v.score, v.level, ${ruleVersion}, v.breakdown from v
      on conflict (company_id) do update
        set score = excluded.score, level = excluded.level,
            rule_version = excluded.rule_version, breakdown = excluded.breakdown,
            computed_at = now()
        where s.breakdown is distinct from excluded.breakdown
           or s.rule_version is distinct from excluded.rule_version
           -- a row whose copy differs (written before 0028) is copied again by the trigger
           or exists (
             select 1 from companies o
             where o.id = s.company_id
               and (o.trust_score is distinct from excluded.score
                    or o.trust_level is distinct from excluded.level))
    ),
    changed as (
      select o.id, o.trust_score as previous_score, o.trust_level as previous_level
      from companies o join v on v.id = o.id
      where o.trust_score is distinct from v.score or o.trust_level is distinct from v.level
    ),
    history as (
      insert into trust_score_history
        (company_id, score, previous_score, level, rule_version, reason, facts)
      select v.id, v.score, changed.previous_score, v.level, ${ruleVersion}, v.reason, v.facts
      from changed join v on v.id = changed.id
      where changed.previous_score is distinct from v.score or changed.previous_level is not null
    ),
    -- The search index's documents carry the card's verdict too (issue 36): a verdict that
    -- moved without the score is announced, but is no change of the score's history.
    announced as (
      select o.id from companies o join v on v.id = o.id
      where o.trust_score is distinct from v.score or o.trust_level is distinct from v.level
         or o.verdict is distinct from company_card_verdict(v.breakdown)
    )
    select id from announced order by id
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The newest rules version whose bulk re-score has run, or 0 when none has. */
export async function findAppliedRuleVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('scoring_rule_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Records that every company was re-scored under `version` (a second record is a no-op). */
export async function recordAppliedRuleVersion(
  db: Kysely<Database>,
  version: number,
  reason: string,
): Promise<void> {
  await db
    .insertInto('scoring_rule_versions')
    .values({ version, reason })
    .onConflict((conflict) => conflict.column('version').doNothing())
    .execute();
}

/** The latest changes of a company's stored score, newest first. */
export async function findScoreHistory(db: Kysely<Database>, companyId: number, limit: number) {
  return db
    .selectFrom('trust_score_history')
    .select(['score', 'previous_score', 'level', 'rule_version', 'reason', 'created_at'])
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
