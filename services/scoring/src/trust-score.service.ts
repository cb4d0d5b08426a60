import type { Kysely } from 'kysely';
import { SCORE_HISTORY_LIMIT, type TrustScore } from '@trusthive/contracts';
import {
  CompanyEventsOutbox,
  Outbox,
  toScoreHistoryEntry,
  type Database,
} from '@trusthive/platform';
import {
  findAppliedRuleVersion,
  findScoreHistory,
  findScoreInputs,
  findScoreInputsBatch,
  findUnstoredScoreInputsBatch,
  recordAppliedRuleVersion,
  storeScores,
  type ScoreInputRow,
  type StoredScore,
} from './repositories/score-inputs.repository';
import {
  RULE_VERSION,
  computeTrustScore,
  describeChange,
  scoreFactsOf,
  type RatingReading,
  type ScoreFacts,
  type TrustScoreInput,
} from './rules/trust-score';

/** The reason a rule change records when the bulk recompute is given none. */
export const rulesReason = (version = RULE_VERSION) => `rules v${version}`;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The Google rating on record, as the place details rating or the plain maps rating. The
 * enrichment worker stores a place answer's rating with its review count beside it
 * (ratings.google_user_ratings_total); a rating without that count came from elsewhere (an
 * import) and is the maps rating on record. A place found without a rating is marked
 * ratings.google_place_found: a place reading with no rating, which the rules show as the
 * estimated 4.5 (READINGS.estimated).
 */
function placeOrMaps(ratings: Record<string, unknown>): {
  place: RatingReading | null;
  maps: number | null;
} {
  const google = numberOrNull(ratings.google);
  const placeReviews = numberOrNull(ratings.google_user_ratings_total);
  if (google !== null && placeReviews !== null) {
    return { place: { rating: google, reviewCount: placeReviews }, maps: null };
  }
  if (ratings.google_place_found === true) {
    return { place: { rating: null, reviewCount: placeReviews ?? 0 }, maps: google };
  }
  return { place: null, maps: google };
}

/** A stored row as the pure rules' input. */
export function toScoreInput(row: ScoreInputRow): TrustScoreInput {
  const ratings = row.ratings ?? {};
  const storedThirdParty = numberOrNull(ratings.trustpilot);
  let thirdParty: RatingReading | null = null;
  if (row.rating_value !== null) {
    thirdParty = { rating: row.rating_value, reviewCount: row.rating_review_count ?? 0 };
  } else if (storedThirdParty !== null) {
    thirdParty = { rating: storedThirdParty, reviewCount: 0 };
  }
  return {
    companyId: row.id,
    company: {
      cin: row.cin,
      roc: row.roc,
      status: row.company_status,
      entityType: row.company_limited_by,
      paidUpCapital: row.paid_up_capital,
      nicCode: row.nic_code,
      industrialClassification: row.industrial_classification,
      companyClass: row.company_class,
      subCategory: row.company_sub_category,
      state: row.company_state_code,
      gstNumber: row.gst_number,
      panNumber: row.pan_number,
      logo: row.logo,
      domainName: row.domain_name,
      website: row.website,
      websiteUrl: row.website_url,
      address: row.registered_office_address,
      businessCategory: row.business_category,
      wantsBrandAuthorization: row.wants_brand_authorization,
      dataSource: row.data_source,
      recordedOn: row.recorded_on,
      registrySourceDate: row.registry_source_date,
      incorporatedOn: row.incorporated_on,
    },
    gst:
      row.gst_gstin === null
        ? null
        : { gstin: row.gst_gstin, pan: row.gst_pan, recordedOn: row.gst_recorded_on },
    gstn: row.gstn_registrations ?? [],
    // The registry provider's filing dates (issue 41); overdue ones are red flags.
    filings: row.registry_filings ?? null,
    // Upheld by staff in the reports queue (issue 18); each is a red flag.
    upheldReports: row.upheld_reports ?? [],
    ratings: { thirdParty, ...placeOrMaps(ratings) },
  };
}

const isFacts = (value: unknown): value is ScoreFacts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ScoreFacts).blocks === 'object' &&
  Array.isArray((value as ScoreFacts).flags);

/**
 * The score to store for a row, with the reason it would be recorded under if it changes:
 * the first score; a rule change (the caller's reason, else 'rules v{N}') when the last
 * recorded computation used other rules or none was recorded; else what changed between the
 * last recorded computation and this one ('GST registration added').
 */
export function toStoredScore(row: ScoreInputRow, ruleReason = rulesReason()): StoredScore {
  const input = toScoreInput(row);
  const score = computeTrustScore(input);
  const facts = scoreFactsOf(score, input);
  let reason: string;
  if (row.trust_score === null) reason = 'First score';
  else if (row.last_rule_version !== RULE_VERSION || !isFacts(row.last_facts)) reason = ruleReason;
  else reason = describeChange(row.last_facts, facts).join('; ') || 'Score recomputed';
  return { id: row.id, score: score.score, level: score.level, reason, facts, breakdown: score };
}

/** The trust score of one public company, or undefined when there is no such company. */
export async function scoreCompany(
  db: Kysely<Database>,
  companyId: number,
): Promise<TrustScore | undefined> {
  const row = await findScoreInputs(db, companyId, { publicOnly: true });
  if (!row) return undefined;
  const history = await findScoreHistory(db, companyId, SCORE_HISTORY_LIMIT);
  return {
    ...computeTrustScore(toScoreInput(row)),
    history: history.map(toScoreHistoryEntry),
  };
}

/**
 * Where a stored score change is announced to the search index when the caller names no queue
 * prefix: BullMQ's default one. The worker and the CLI pass their configured prefix.
 */
export function scoreEvents(prefix?: string): CompanyEventsOutbox {
  return new CompanyEventsOutbox(new Outbox(prefix));
}

/** Recomputes and stores one company's score; false when the company does not exist. */
export async function recomputeCompany(
  db: Kysely<Database>,
  companyId: number,
  events: CompanyEventsOutbox = scoreEvents(),
): Promise<boolean> {
  const row = await findScoreInputs(db, companyId);
  if (!row) return false;
  await storeScores(db, [toStoredScore(row)], RULE_VERSION, events);
  return true;
}

export const RECOMPUTE_BATCH_SIZE = 2_000;

export interface RecomputeProgress {
  /** The last company id done; the next batch starts after it. */
  afterId: number;
  scanned: number;
  changed: number;
}

/**
 * Recomputes every company with updated_at >= since, in id-ordered batches: one read and one
 * set-based update per batch. Idempotent (a rerun changes nothing) and resumable from any
 * reported `afterId`. At the end it tells the search index once, for the same `since`
 * (Meilisearch documents carry the score): always, not only when this run changed a score,
 * because a run that crashed after storing scores and is run again finds nothing to change
 * but its scores were never announced.
 */
export async function recomputeSince(
  db: Kysely<Database>,
  since: Date,
  {
    from = { afterId: 0, scanned: 0, changed: 0 },
    batchSize = RECOMPUTE_BATCH_SIZE,
    reason = rulesReason(),
    events = scoreEvents(),
    onBatch,
  }: {
    from?: RecomputeProgress;
    batchSize?: number;
    /** Where the one search-index event of the run is written (see above). */
    events?: CompanyEventsOutbox;
    /** Recorded for the scores a rule change moves (the CLI's --reason). */
    reason?: string;
    onBatch?: (progress: RecomputeProgress) => Promise<void> | void;
  } = {},
): Promise<RecomputeProgress> {
  const progress = { ...from };
  for (;;) {
    const rows = await findScoreInputsBatch(db, {
      since,
      afterId: progress.afterId,
      limit: batchSize,
    });
    if (rows.length > 0) {
      const scores = rows.map((row) => toStoredScore(row, reason));
      progress.changed += await storeScores(db, scores, RULE_VERSION);
      progress.scanned += rows.length;
      progress.afterId = rows[rows.length - 1]!.id;
      await onBatch?.({ ...progress });
    }
    if (rows.length < batchSize) {
      if (progress.scanned > 0) await events.scoresChangedSince(db, since, progress.changed);
      return progress;
    }
  }
}

/**
 * Re-scores every company once per rules version: when RULE_VERSION is newer than the last
 * version whose bulk re-score ran, recomputes all (recording `reason`, by default
 * 'rules v{N}', as the reason of every score that moves) and then records the version. Run
 * by the scoring worker at start, so a deploy with new rules re-scores without a manual step;
 * a crash half way reruns it next start (storing is idempotent). Returns null when the rules
 * were already applied.
 */
export async function applyRulesIfNew(
  db: Kysely<Database>,
  {
    reason = rulesReason(),
    events = scoreEvents(),
    onBatch,
  }: {
    reason?: string;
    events?: CompanyEventsOutbox;
    onBatch?: (progress: RecomputeProgress) => Promise<void> | void;
  } = {},
): Promise<RecomputeProgress | null> {
  if ((await findAppliedRuleVersion(db)) >= RULE_VERSION) return null;
  const progress = await recomputeSince(db, new Date(0), {
    reason,
    events,
    ...(onBatch ? { onBatch } : {}),
  });
  await recordAppliedRuleVersion(db, RULE_VERSION, reason);
  return progress;
}

/**
 * Stores the breakdown of every company scored before company_scores existed (issue 17; such a
 * company has only the copy of its score on its row, so its profile asks the trust-score route),
 * the deploy step of migration 0028 (`npm run recompute-scores -- --missing`). Resumable: a
 * second run finds nothing left. Announces to the search index the scores it moved, like any
 * recompute.
 */
export async function storeMissingScores(
  db: Kysely<Database>,
  {
    batchSize = RECOMPUTE_BATCH_SIZE,
    events = scoreEvents(),
    afterId = 0,
    upToId = Number.MAX_SAFE_INTEGER,
  }: {
    batchSize?: number;
    events?: CompanyEventsOutbox;
    /** The ids to look at, (afterId, upToId]; every company by default. */
    afterId?: number;
    upToId?: number;
  } = {},
): Promise<RecomputeProgress> {
  const progress: RecomputeProgress = { afterId, scanned: 0, changed: 0 };
  for (;;) {
    const rows = await findUnstoredScoreInputsBatch(db, {
      afterId: progress.afterId,
      upToId,
      limit: batchSize,
    });
    if (rows.length === 0) return progress;
    progress.changed += await storeScores(
      db,
      rows.map((row) => toStoredScore(row)),
      RULE_VERSION,
      events,
    );
    progress.scanned += rows.length;
    progress.afterId = rows[rows.length - 1]!.id;
  }
}
