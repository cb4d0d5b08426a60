import { z } from 'zod';
import { storableString } from './common/text';
import { trustScoreSchema } from './scoring';

// GET /api/companies/:id/enrichment: what the enrichment caches hold for a company (spec §2
// profile: Google Business Information, photos, reviews, rating box; §7 google-place-details,
// logo-fetch, scrape-cleartax; §9 30-minute caches). Each part says whether it is ready, still
// being looked up (the SPA polls while anything is pending), known to have no result, or
// failed; provider keys and raw provider URLs never appear here: photos go through
// GET /api/photos/:reference.

// registry (issue 41): the company-master provider's first answer about the company's board,
// charges and filings, which the profile read shows; the part only says whether it landed.
export const ENRICHMENT_PARTS = ['place', 'logo', 'rating', 'email', 'registry'] as const;
export type EnrichmentPart = (typeof ENRICHMENT_PARTS)[number];

/**
 * ready: data is set. pending: a job is queued or running. none: the provider answered with no
 * result (cached as null for 30 minutes). failed: the lookup failed for now; `error` says why
 * (spec §8 texts: 'Failed to fetch place details', 'Network error', 'Failed to fetch logo').
 * off: the provider is not configured.
 */
export const ENRICHMENT_STATUSES = ['ready', 'pending', 'none', 'failed', 'off'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

export const placePhotoSchema = z.object({
  /** The maps photo reference; fetch it as GET /api/photos/{reference}?maxwidth=300|800. */
  reference: z.string().min(1).max(1_000),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type PlacePhoto = z.infer<typeof placePhotoSchema>;

export const placeReviewSchema = z.object({
  authorName: z.string(),
  profilePhotoUrl: z.string().nullable(),
  rating: z.number().min(0).max(5),
  relativeTimeDescription: z.string(),
  text: z.string(),
});
export type PlaceReview = z.infer<typeof placeReviewSchema>;

/** Spec §3 "Place details", in camelCase. */
export const placeDetailsSchema = z.object({
  name: z.string(),
  rating: z.number().min(0).max(5).nullable(),
  userRatingsTotal: z.number().int().min(0).nullable(),
  formattedAddress: z.string().nullable(),
  formattedPhoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  photos: z.array(placePhotoSchema),
  reviews: z.array(placeReviewSchema),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/** A third-party rating as cached in trustpilot_ratings (spec §3 "Trust rating cache"). */
export const thirdPartyRatingSchema = z.object({
  score: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0).nullable(),
  source: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ThirdPartyRating = z.infer<typeof thirdPartyRatingSchema>;

const part = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.enum(ENRICHMENT_STATUSES),
    data: data.nullable(),
    error: z.string().nullable(),
  });

export const enrichmentSchema = z.object({
  companyId: z.number().int().positive(),
  place: part(placeDetailsSchema),
  logo: part(z.object({ url: z.string() })),
  rating: part(thirdPartyRatingSchema),
  email: part(z.object({ email: z.string() })),
  /**
   * The registry provider's answer (issue 41): ready once the company's directors, charges and
   * filing dates are stored (the profile read carries them; a page that saw this pending reads
   * the profile again when it lands), pending while the first lookup runs, none when the
   * provider has no such CIN (or the company has none), off with no provider.
   */
  registry: part(z.object({ fetchedAt: z.iso.datetime({ offset: true }) })),
  /** The parts still pending; empty when the SPA can stop polling. */
  pending: z.array(z.enum(ENRICHMENT_PARTS)),
  /**
   * The trust score computed now from what the lookups stored, in an answer asked to wait
   * (?waitMs): a page asks so only after it saw a part pending, and a rating or place that
   * landed since moves the score (the rating box reads its rating from the score). The page
   * takes it in place of the score it showed, with no call of its own. Absent in an answer
   * that did not wait, or when the score could not be computed just then (the stored score
   * follows within moments).
   */
  trustScore: trustScoreSchema.optional(),
});
export type Enrichment = z.infer<typeof enrichmentSchema>;

/**
 * The longest GET /api/companies/:id/enrichment?waitMs= holds an answer with pending parts,
 * waiting for one to land: the page asks once more instead of polling. Below the gateway's
 * upstream timeout (10 s).
 */
export const ENRICHMENT_MAX_WAIT_MS = 5_000;
/** 0 to 5000 written plainly: the pattern itself says the bound, so the OpenAPI document does. */
const WAIT_MS_PATTERN = /^(?:[0-9]{1,3}|[1-4][0-9]{3}|5000)$/;
/**
 * ?waitMs of an answer that may be held until a lookup lands (the enrichment answer, the GST
 * record): whole milliseconds up to ENRICHMENT_MAX_WAIT_MS.
 */
export const waitMsQuerySchema = z.object({
  waitMs: z
    .string()
    .regex(
      WAIT_MS_PATTERN,
      `waitMs is a whole number of milliseconds from 0 to ${ENRICHMENT_MAX_WAIT_MS}.`,
    )
    .transform(Number)
    .optional(),
});
export const enrichmentQuerySchema = waitMsQuerySchema;

export const PHOTO_WIDTHS = [300, 800] as const;
export const photoParamsSchema = z.object({ reference: storableString().min(1).max(1_000) });
export const photoQuerySchema = z.object({
  maxwidth: z.enum(['300', '800']).transform(Number).default(300),
});
