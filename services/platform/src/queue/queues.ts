import { createHash } from 'node:crypto';
import { z } from 'zod';

// Every queue and its job payload in one typed map (STYLE 13). Payloads carry ids, never
// personal data. Workers parse the payload with the schema before acting on it.

export const companyChangedPayload = z.object({
  companyId: z.number().int().positive(),
  // 'score-changed' goes to the search index only: the scoring service stored a new score.
  reason: z.enum([
    'registered',
    'imported',
    'enriched',
    'updated',
    'brands-changed',
    'score-changed',
    // Staff approved or rejected a registration (issue 18): it goes live, or stays hidden.
    'reviewed',
    // What the GST network says of a registration matched to the company changed (issue 40).
    'gst-updated',
    // The registry provider's filing dates or board of the company changed (issue 41).
    'registry-updated',
  ]),
});

/** One event for a bulk load: consumers read companies with updated_at >= since. */
export const companiesBulkChangedPayload = z.object({
  since: z.iso.datetime(),
  // 'rescored': a bulk re-score stored new scores for these rows (search index only).
  reason: z.enum(['imported', 'generated', 'rescored']),
  count: z.number().int().nonnegative(),
});

// Analytics events (issue 8): the analytics intake and the search service put events here and
// the analytics worker inserts them in batches. Each event gets its id where it is accepted,
// so a retried job stores nothing twice. The IP is already truncated: never a full address.
const analyticsEventBase = {
  eventId: z.uuid(),
  occurredAt: z.iso.datetime(),
  userId: z.string().max(200).nullable(),
  userAgent: z.string().max(512).nullable(),
};
export const searchAnalyticsEvent = z.object({
  kind: z.literal('search'),
  ...analyticsEventBase,
  searchTerm: z.string().min(1).max(100),
  searchType: z.enum(['name', 'cin', 'brand', 'director']),
  resultsCount: z.number().int().min(0).max(2_147_483_647),
});
export const profileViewAnalyticsEvent = z.object({
  kind: z.literal('profile-view'),
  ...analyticsEventBase,
  companyId: z.number().int().positive(),
  ipAddress: z.string().max(64).nullable(),
  referrer: z.string().max(2_048).nullable(),
  /** Seconds; null for the view itself, set by the beacon sent when the profile is left. */
  viewDuration: z.number().int().min(0).max(86_400).nullable(),
});
export const websiteClickAnalyticsEvent = z.object({
  kind: z.literal('website-click'),
  ...analyticsEventBase,
  companyId: z.number().int().positive(),
  ipAddress: z.string().max(64).nullable(),
  referrer: z.string().max(2_048).nullable(),
  websiteUrl: z.string().min(1).max(2_048),
});
export const analyticsEvent = z.discriminatedUnion('kind', [
  searchAnalyticsEvent,
  profileViewAnalyticsEvent,
  websiteClickAnalyticsEvent,
]);
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;
/** One job carries the events accepted together (see analytics-events.ts). */
export const analyticsEventsPayload = z.object({
  events: z.array(analyticsEvent).min(1).max(1_000),
});

// Enrichment (issue 5): one queue per provider, so each has its own concurrency and a slow
// provider holds up only its own jobs. The payload is the company id; the worker reads the
// name (and, for the e-mail lookup, the CIN) from the row.
export const ENRICHMENT_KINDS = ['place', 'logo', 'rating', 'email'] as const;
export type EnrichmentKind = (typeof ENRICHMENT_KINDS)[number];
export const enrichmentPayload = z.object({ companyId: z.number().int().positive() });

// E-mail to submitters (issue 18): the job names the mail_messages row, never its address or
// contents; the worker reads both from the row it locks.
export const mailPayload = z.object({ mailId: z.uuid() });

// GST (issue 40): one job per GSTIN to ask GSTN about, whether a visitor typed it or the refresh
// sweep found its stored record old, all on one queue so the provider's quota is one limiter
// across replicas. The number is the lookup's subject (there is no row yet to name); it stays in
// the payload and never in a job id or a log line.
export const gstLookupPayload = z.object({ gstin: z.string().regex(/^[0-9A-Z]{15}$/) });
/** The refresh sweep: it queues lookups of the stored records older than GST_REFRESH_DAYS. */
export const gstRefreshPayload = z.object({});

// The registry (issue 41): one job per company (by CIN) or director (by DIN) to ask the
// company-master provider about, on one queue so its quota is one limiter across replicas. A
// DIN is personal data: it stays in the payload, and the job id is a digest of it.
export const registryCompanyPayload = z.object({
  cin: z.string().regex(/^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/),
});
export const registryDirectorPayload = z.object({ din: z.string().regex(/^[0-9]{8}$/) });

// Bulk checks (issue 43): one job per uploaded file an account asked to check; the worker reads
// the file from private storage and the check's row, never anything personal from the payload.
export const bulkCheckPayload = z.object({ checkId: z.uuid() });

/** The jobs of every queue that follows the companies table. */
const companyEventJobs = {
  'company.changed': companyChangedPayload,
  'companies.bulk-changed': companiesBulkChangedPayload,
} as const;

export const QUEUES = {
  // BullMQ hands a job to one worker, so each consumer of company events has its own queue
  // and the publisher (company-events.ts) adds every event to each of them.
  searchIndex: { name: 'search-index', jobs: companyEventJobs },
  scoreRecompute: { name: 'score-recompute', jobs: companyEventJobs },
  // The gateway's rendered-page cache (issue 42): a company's cached page is dropped in every
  // replica when the company changes, and every page on a bulk change.
  pageCache: { name: 'page-cache', jobs: companyEventJobs },
  analyticsEvents: {
    name: 'analytics-events',
    jobs: { 'analytics.events': analyticsEventsPayload },
  },
  enrichPlace: { name: 'enrich-place', jobs: { 'enrich.place': enrichmentPayload } },
  enrichLogo: { name: 'enrich-logo', jobs: { 'enrich.logo': enrichmentPayload } },
  enrichRating: { name: 'enrich-rating', jobs: { 'enrich.rating': enrichmentPayload } },
  enrichEmail: { name: 'enrich-email', jobs: { 'enrich.email': enrichmentPayload } },
  mail: { name: 'mail', jobs: { 'mail.send': mailPayload } },
  gstLookup: { name: 'gst-lookup', jobs: { 'gst.lookup': gstLookupPayload } },
  gstRefresh: { name: 'gst-refresh', jobs: { 'gst.refresh': gstRefreshPayload } },
  bulkCheck: { name: 'bulk-check', jobs: { 'bulk-check.run': bulkCheckPayload } },
  registryLookup: {
    name: 'registry-lookup',
    jobs: {
      'registry.company': registryCompanyPayload,
      'registry.director': registryDirectorPayload,
    },
  },
} as const;

/** The queue of each enrichment kind. */
export const ENRICHMENT_QUEUES = {
  place: 'enrichPlace',
  logo: 'enrichLogo',
  rating: 'enrichRating',
  email: 'enrichEmail',
} as const satisfies Record<EnrichmentKind, keyof typeof QUEUES>;

/** The queues that hear every company event. */
export const COMPANY_EVENT_QUEUES = [
  'searchIndex',
  'scoreRecompute',
  'pageCache',
] as const satisfies readonly (keyof typeof QUEUES)[];

export type QueueKey = keyof typeof QUEUES;
export type JobName<Q extends QueueKey> = keyof (typeof QUEUES)[Q]['jobs'] & string;
export type JobPayload<Q extends QueueKey, J extends JobName<Q>> = z.infer<
  (typeof QUEUES)[Q]['jobs'][J] extends z.ZodType ? (typeof QUEUES)[Q]['jobs'][J] : never
>;

/** Job ids come from the entity so a burst of the same change queues one job (STYLE 14). */
export const jobIds = {
  /** The deduplication id of a company's change events (see QueueProducer). */
  companyChanged: (companyId: number) => `company-changed-${companyId}`,
  bulkChanged: (since: string) => `companies-bulk-${since.replace(/[^0-9]/g, '')}`,
  /** A batch of analytics events is named after its first event. */
  analyticsEvents: (firstEventId: string) => `analytics-${firstEventId}`,
  /** One job per company and kind: a burst of profile views queues one lookup. */
  enrichment: (kind: EnrichmentKind, companyId: number) => `enrich-${kind}-${companyId}`,
  /** One job per mail row, named after it: a relay's resend of the outbox row is the same job. */
  mail: (mailId: string) => `mail-${mailId}`,
  /**
   * One lookup per GSTIN at a time, across replicas. Named by a digest of the number, not the
   * number: job ids reach logs and BullMQ's dashboards, and a GSTIN holds a PAN.
   */
  gstLookup: (gstin: string) =>
    `gst-lookup-${createHash('sha256').update(gstin).digest('hex').slice(0, 24)}`,
  /** One job per bulk check: a resend of its outbox row is the same job. */
  bulkCheck: (checkId: string) => `bulk-check-${checkId}`,
  /** One registry lookup per company at a time; a CIN is a public registry number. */
  registryCompany: (cin: string) => `registry-company-${cin}`,
  /** One per director at a time, named by a digest: a DIN is personal data. */
  registryDirector: (din: string) =>
    `registry-director-${createHash('sha256').update(din).digest('hex').slice(0, 24)}`,
};

export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 3_600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3_600 },
} as const;

/**
 * An SMTP server that is away for a while (a restart, a greylisting answer) must not cost a
 * mail: 8 attempts 5 s apart, doubling, span about ten minutes. A completed job is kept a day
 * so a resend of its outbox row within that time is recognised by its job id as well.
 */
export const MAIL_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3_600 },
  removeOnFail: { age: 30 * 24 * 3_600 },
} as const;

/** The default job options of a queue: its own where it has some, else DEFAULT_JOB_OPTIONS. */
export function jobOptionsOf(key: QueueKey) {
  return key === 'mail' ? MAIL_JOB_OPTIONS : DEFAULT_JOB_OPTIONS;
}
