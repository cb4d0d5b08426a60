import { z } from 'zod';
import { storableString } from './common/text';
import { storedTrustLevelSchema } from './scoring';
import {
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TYPES,
  SUGGESTION_LIMIT,
} from './search-rules';
import { cardVerdictSchema } from './verdict';

export * from './search-rules';

// GET /api/search and GET /api/search/suggestions (spec §2 "Search box and results", §5 Search,
// §7 "Search and suggestions", §9 paging). The same schemas validate the SPA's input and the
// service's querystring, so both sides agree on what a valid search is.

export const searchTypeSchema = z.enum(SEARCH_TYPES, {
  error: 'The search type must be name, cin, brand or director.',
});

/** The term as the user typed it: at most 100 characters, not blank once trimmed. */
export const searchTermSchema = storableString({ error: SEARCH_MESSAGES.termRequired })
  .max(SEARCH_TERM_MAX_LENGTH, SEARCH_MESSAGES.termTooLong)
  .trim()
  .min(1, SEARCH_MESSAGES.termRequired);

export const searchQuerySchema = z.object({
  q: searchTermSchema,
  type: searchTypeSchema.default('name'),
  page: z.coerce
    .number({ error: SEARCH_MESSAGES.badPage })
    .int(SEARCH_MESSAGES.badPage)
    .min(1, SEARCH_MESSAGES.badPage)
    .max(1_000_000, SEARCH_MESSAGES.badPage)
    .default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({
  q: searchTermSchema,
  type: searchTypeSchema.default('name'),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const searchResultRatingsSchema = z.object({
  google: z.number().nullable(),
  trustpilot: z.number().nullable(),
});

/** The search result view model of spec §3. */
export const searchResultSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  /** The industry the company is listed under. */
  category: z.string().nullable(),
  /** City and state, as far as they are known. */
  location: z.string().nullable(),
  cin: z.string().nullable(),
  ratings: searchResultRatingsSchema,
  verified: z.boolean(),
  /** The registry status (company_status), for the card's status badge (issue 20). */
  status: z.string().nullable(),
  /** The stored trust score out of 100; null until the scoring worker has scored the company. */
  trustScore: z.number().int().min(0).max(100).nullable(),
  /** The level stored with the score: a band or 'Limited data'; null until scored. */
  trustLevel: storedTrustLevelSchema,
  /** The verdict line of the stored score (issue 36); null until scored under rules v3. */
  verdict: cardVerdictSchema.nullable(),
  /** The matched brand on a brand search; null otherwise. */
  brandName: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * A GSTIN or PAN typed whole, whatever type was chosen (issue 40): found by equality in what
 * TrustHive holds, never by a partial match.
 */
export const SEARCH_TAX_ID_KINDS = ['gstin', 'pan'] as const;
export const searchTaxIdSchema = z.object({
  kind: z.enum(SEARCH_TAX_ID_KINDS),
  /** The visitor's own number, spaces and case aside: echoed back to them, and only to them. */
  value: z.string(),
  /**
   * A GSTIN whose check character is wrong: nothing was looked up (the record page says which
   * character it should be). Always false for a PAN.
   */
  checkFailed: z.boolean(),
});
export type SearchTaxId = z.infer<typeof searchTaxIdSchema>;

/**
 * A GST registration TrustHive has stored (from the GST network, through a GST provider) under
 * the PAN searched for: one per state (and per business vertical within a state).
 */
export const panGstRegistrationSchema = z.object({
  /** Masked as every GSTIN off its own record page is (identifiers/masks.ts). */
  gstin: z.string(),
  /**
   * The full number, for the link to its record page (/gstin/{gstin}, which is keyed by it and
   * not indexed). Only ever sent to someone who typed this PAN: characters 3-12 are that PAN,
   * the first two the state shown beside it, the 14th 'Z' and the 15th a check character over
   * the rest, so it tells them one character they did not type (the entity number), which the
   * GST portal's own public "Search by PAN" lists in full for anyone who types the PAN. A
   * verification directory does the same: a PAN's registrations, each opening its record.
   */
  recordGstin: z.string(),
  /** The principal place's state, as GSTN names it. */
  state: z.string().nullable(),
  /** GSTN's word: Active, Cancelled, Suspended, … */
  status: z.string(),
  legalName: z.string(),
  tradeName: z.string().nullable(),
  /** True when a stand-in server of ours answered (tests, the demo): never GSTN's data. */
  standIn: z.boolean(),
});
export type PanGstRegistration = z.infer<typeof panGstRegistrationSchema>;

/** How many of a director's current companies a result names; the rest are counted. */
export const DIRECTOR_RESULT_COMPANIES = 3;

/** A director found by a director search (issue 41), opening their page. */
export const directorSearchResultSchema = z.object({
  /** The public id of the director page (/director/{id}). */
  id: z.string(),
  name: z.string(),
  /** Masked: the first 2 and last 2 digits. */
  din: z.string(),
  /** Names of up to DIRECTOR_RESULT_COMPANIES companies the person sits on now, by name. */
  companies: z.array(z.string()).max(DIRECTOR_RESULT_COMPANIES),
  /** How many companies the person sits on now, named or not. */
  companyCount: z.number().int().nonnegative(),
});
export type DirectorSearchResult = z.infer<typeof directorSearchResultSchema>;

/** At most this many registrations of one PAN are listed (GSTN issues one per state, 38). */
export const PAN_REGISTRATIONS_LIMIT = 50;

export const searchResponseSchema = z.object({
  query: z.string(),
  type: searchTypeSchema,
  page: z.number().int().min(1),
  pageSize: z.literal(SEARCH_PAGE_SIZE),
  /**
   * Matches counted up to the engine's cap (Meilisearch's maxTotalHits, 1,000). When the cap is
   * reached `totalCapped` is true and `total` is the cap: "at least this many".
   */
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  results: z.array(searchResultSchema),
  /** Closest company names when a name search finds nothing ("Did you mean"). */
  didYouMean: z.array(z.string()),
  /**
   * The same names, each with the id of the one company a search for it finds, so the
   * suggestion opens that profile; null when the name finds several (issue 36).
   */
  didYouMeanCompanies: z.array(
    z.object({ name: z.string(), companyId: z.number().int().positive().nullable() }),
  ),
  /**
   * The GSTIN or PAN the term is, or null. For one, `results` are the companies that hold it: a
   * GSTIN on a company's record, in its GST details or matched to it from the GST network; a
   * PAN the same way. The SPA opens the one company holding a GSTIN, and the GSTIN's record
   * page when none does.
   */
  taxId: searchTaxIdSchema.nullable(),
  /** A PAN's stored GST registrations (first page only; empty otherwise), by state. */
  gstRegistrations: z.array(panGstRegistrationSchema).max(PAN_REGISTRATIONS_LIMIT),
  /** A director search's page (`results` is then empty); empty for every other type. */
  directors: z.array(directorSearchResultSchema).max(SEARCH_PAGE_SIZE),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  cin: z.string().nullable(),
  brandName: z.string().optional(),
  /**
   * A director suggestion's page id (/director/{directorId}) and masked DIN; `id` is then only
   * a key for the list, and `cin` null.
   */
  directorId: z.string().optional(),
  din: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsResponseSchema = z.object({
  suggestions: z.array(suggestionSchema).max(SUGGESTION_LIMIT),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
