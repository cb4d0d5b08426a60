import type { Kysely } from 'kysely';
import type { TrustScore } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import {
  findScoreInputs,
  findScoreInputsBatch,
  storeScores,
  type ScoreInputRow,
} from './repositories/score-inputs.repository';
import { computeTrustScore, type RatingReading, type TrustScoreInput } from './rules/trust-score';

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
    },
    gst: row.gst_gstin === null ? null : { gstin: row.gst_gstin, pan: row.gst_pan },
    ratings: { thirdParty, ...placeOrMaps(ratings) },
  };
}

/** The trust score of one company, or undefined when there is no such company. */
export async function scoreCompany(
  db: Kysely<Database>,
  companyId: number,
): Promise<TrustScore | undefined> {
  const row = await findScoreInputs(db, companyId);
  return row ? computeTrustScore(toScoreInput(row)) : undefined;
}

/** Recomputes and stores one company's score; false when the company does not exist. */
export async function recomputeCompany(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await findScoreInputs(db, companyId);
  if (!row) return false;
  await storeScores(db, [{ id: row.id, score: computeTrustScore(toScoreInput(row)).score }]);
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
 * reported `afterId`.
 */
export async function recomputeSince(
  db: Kysely<Database>,
  since: Date,
  {
    from = { afterId: 0, scanned: 0, changed: 0 },
    batchSize = RECOMPUTE_BATCH_SIZE,
    onBatch,
  }: {
    from?: RecomputeProgress;
    batchSize?: number;
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
    if (rows.length === 0) return progress;
    const scores = rows.map((row) => ({
      id: row.id,
      score: computeTrustScore(toScoreInput(row)).score,
    }));
    progress.changed += await storeScores(db, scores);
    progress.scanned += rows.length;
    progress.afterId = rows[rows.length - 1]!.id;
    await onBatch?.({ ...progress });
    if (rows.length < batchSize) return progress;
  }
}
