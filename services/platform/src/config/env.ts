import { z } from 'zod';
import { DEFAULT_RETENTION_DAYS, type SiteContact, type SitePrivacy } from '@trusthive/contracts';
import type { S3StorageConfig } from '../storage/s3-storage';

// Every setting comes from the environment, parsed here once. Code reads `config.*`, never
// process.env, and a bad value stops the process at boot with every bad variable named.

export const SERVICE_NAMES = [
  'search',
  'company',
  'scoring',
  'enrichment',
  'submissions',
  'analytics',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const DEFAULT_PORTS: Record<ServiceName, number> = {
  search: 4001,
  company: 4002,
  scoring: 4003,
  enrichment: 4004,
  submissions: 4005,
  analytics: 4006,
};

/** The providers `npm start` can stand in for (DEMO_STAND_INS). */
export const DEMO_STAND_INS = ['gst', 'registry'] as const;
export type DemoStandIn = (typeof DEMO_STAND_INS)[number];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(1).max(65535);
/** A retention period in days: at least one day, at most ten years. */
const retentionDays = (fallback: number, min = 1) =>
  z.coerce.number().int().min(min).max(3650).default(fallback);
const url = z.url();
/** A value that may be left out; a blank one (an empty line in an env file) counts as unset. */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const envSchema = z
  .object({
    DATABASE_URL: url.default('postgres://postgres@127.0.0.1:5432/trusthive'),
    // Straight to PostgreSQL when DATABASE_URL is a pooler in transaction mode (PgBouncer): the
    // connections that keep session state (a LISTEN, startup `options`) cannot share a server
    // connection between transactions. Unset: DATABASE_URL.
    DATABASE_DIRECT_URL: url.optional(),
    // The role that owns the tables, for migrations (and the importers): the services connect
    // as DATABASE_URL's role, which may read and write rows only (issue 37). `npm run migrate`
    // grants that role its rights. Unset: DATABASE_DIRECT_URL, else DATABASE_URL (one role).
    DATABASE_MIGRATION_URL: url.optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: url.default('redis://127.0.0.1:6379'),
    // BullMQ's key prefix: stacks that share one Redis (a test run beside `npm start`) keep
    // their queues apart by giving each its own.
    QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only (1-40)')
      .default('bull'),
    MEILISEARCH_URL: url.optional(),
    MEILISEARCH_API_KEY: z.string().optional(),
    SEARCH_TYPEAHEAD: booleanFlag.default(true),
    // A directory of the search service's own (a volume that outlives the process): the
    // typeahead keeps its lists there and starts from them. Unset: every start reads every name.
    SEARCH_TYPEAHEAD_SNAPSHOT_DIR: z.string().min(1).optional(),
    // How long a best-effort hint ("Did you mean", a reviewer's similar names) may look before
    // it is left out. Unset: each hint's own budget (250 ms and 500 ms). Tests of what a hint
    // finds set it high, so that their answer never depends on how busy the machine is.
    HINT_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_PRETTY: booleanFlag.default(false),
    HOST: z.string().min(1).default('127.0.0.1'),
    GATEWAY_PORT: port.default(8080),
    // The site's public origin (scheme, host and port; no path). Every absolute URL the server
    // builds (an uploaded logo's URL, the https redirect) starts with it, never with a request's
    // Host or X-Forwarded-* headers, which any caller can forge.
    PUBLIC_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .refine((value) => {
        const parsed = new URL(value);
        return parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username;
      }, 'an origin only, such as https://trusthive.in (no path, query or credentials)')
      .optional(),
    // The site's contact details (issue 36): shown in the footer and on /contact only when
    // set; unset (or blank), the page hides them rather than show a placeholder.
    SUPPORT_PHONE: optionalText(
      z.string().regex(/^\+?[0-9][0-9 -]{5,20}$/, 'a phone number such as +91 80 4567 8900'),
    ),
    SUPPORT_EMAIL: optionalText(z.email()),
    SOCIAL_FACEBOOK_URL: optionalText(z.url({ protocol: /^https$/ })),
    SOCIAL_X_URL: optionalText(z.url({ protocol: /^https$/ })),
    SOCIAL_LINKEDIN_URL: optionalText(z.url({ protocol: /^https$/ })),
    SOCIAL_INSTAGRAM_URL: optionalText(z.url({ protocol: /^https$/ })),
    // Personal data (issue 37, DPDP Act 2023): the grievance officer the Privacy page names, and
    // how long each kind of personal data is kept. The retention job enforces the same periods
    // the page states; docs/personal-data.md says why each default is what it is.
    GRIEVANCE_OFFICER_NAME: optionalText(z.string().max(100)),
    GRIEVANCE_OFFICER_EMAIL: optionalText(z.email()),
    GRIEVANCE_OFFICER_ADDRESS: optionalText(z.string().max(300)),
    CLAIM_DOCUMENT_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.claimDocuments),
    // The DPDP Rules 2025 ask a fiduciary to keep logs of processing for at least a year.
    SENT_MAIL_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.sentMail, 365),
    SUBMITTER_CONTACT_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.submitterContacts),
    ANALYTICS_USER_ID_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.analyticsUserIds),
    AUDIT_PERSONAL_DATA_RETENTION_DAYS: retentionDays(
      DEFAULT_RETENTION_DAYS.auditPersonalData,
      365,
    ),
    SEARCH_PORT: port.default(DEFAULT_PORTS.search),
    SEARCH_URL: url.optional(),
    COMPANY_PORT: port.default(DEFAULT_PORTS.company),
    COMPANY_URL: url.optional(),
    SCORING_PORT: port.default(DEFAULT_PORTS.scoring),
    SCORING_URL: url.optional(),
    ENRICHMENT_PORT: port.default(DEFAULT_PORTS.enrichment),
    ENRICHMENT_URL: url.optional(),
    SUBMISSIONS_PORT: port.default(DEFAULT_PORTS.submissions),
    SUBMISSIONS_URL: url.optional(),
    ANALYTICS_PORT: port.default(DEFAULT_PORTS.analytics),
    ANALYTICS_URL: url.optional(),
    // A worker answers GET /health on this port when it is set (Kubernetes' probes); the
    // workers of `npm start` run several to a machine and leave it unset.
    WORKER_HEALTH_PORT: port.optional(),
    WEB_DIST_DIR: z.string().min(1).default('web/dist'),
    STORAGE_DIR: z.string().min(1).default('var/storage'),
    // Where logos and claim documents live: `local` (STORAGE_DIR, one machine) or `s3` (one
    // bucket every replica shares; public/ and private/ key prefixes, no object ever public).
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: url.optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    // How many proxy hops in front of the gateway to trust for X-Forwarded-* (0: none).
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    // Shared by the gateway and the services (issue 37 #3): the gateway signs the caller's
    // address it forwards, and a service believes X-Forwarded-* only so signed. Unset: services
    // believe them from loopback alone (a single process in a test, a hand-started service).
    GATEWAY_FORWARDING_SECRET: optionalText(
      z.string().min(32, 'at least 32 characters, e.g. from `openssl rand -base64 32`'),
    ),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // API keys (issue 43): the limits a new key gets (staff may change one key's in api_keys),
    // counted by the gateway across replicas in place of the caller's per-address read budget.
    API_KEY_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
    API_KEY_DAILY_QUOTA: z.coerce.number().int().min(1).default(10_000),
    API_KEY_MONTHLY_QUOTA: z.coerce.number().int().min(1).default(200_000),
    API_KEYS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    // The rendered-page cache (issue 42): how long a rendered profile is kept at most (company
    // events drop it sooner; 0 turns the cache off), and each gateway's in-memory share of it.
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4_096).default(64),
    // The spec's 5-minute caches of category filter options and pages (0 turns them off).
    CATEGORY_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    // How old the category counts may be when a request uses them (0: read on every request).
    CATEGORY_COUNTS_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    // Enrichment providers (issue 5): each is off, and answers nothing, until its key is set.
    // Base URLs are settable so tests and the browser-test stack point them at local fakes.
    GOOGLE_PLACES_API_KEY: z.string().optional(),
    GOOGLE_PLACES_BASE_URL: url.default('https://maps.googleapis.com'),
    LOGO_API_KEY: z.string().optional(),
    LOGO_API_BASE_URL: url.default('https://api.brandfetch.io'),
    RATING_API_KEY: z.string().optional(),
    RATING_API_BASE_URL: url.default('https://api.trustpilot.com'),
    // A GST Suvidha Provider relaying GSTN's taxpayer search (issue 40); no default: which
    // provider is the operator's contract. Off unless both are set.
    GST_API_BASE_URL: url.optional(),
    GST_API_KEY: z.string().optional(),
    // How old a stored GST record may be before a visit asks GSTN again.
    GST_REFRESH_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    // The provider's quota: GSTN calls per minute, live lookups and refreshes together, shared
    // by every replica (BullMQ's limiter on the gst-lookup queue).
    // `npm start` only (scripts/dev.ts): stand-in providers of ours started beside the stack,
    // the services pointed at them (a comma-separated list: `gst`, `registry`). What they answer is
    // made up and shown as a stand-in's. Never in a deployment (the manifests test checks).
    DEMO_STAND_INS: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
          : value,
      z.array(z.enum(DEMO_STAND_INS, `one of: ${DEMO_STAND_INS.join(', ')}`)).optional(),
    ),
    GST_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    // A company-master provider relaying MCA's company and director master data (issue 41):
    // directors, charges, filing dates by CIN; a director's companies by DIN. Off unless both
    // are set; no default, as for GST: which provider is the operator's contract.
    REGISTRY_API_BASE_URL: url.optional(),
    REGISTRY_API_KEY: z.string().optional(),
    // How old a company's registry record may be before a visit asks the provider again.
    REGISTRY_REFRESH_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // The provider's quota: calls per minute across every replica (the registry-lookup limiter).
    REGISTRY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    EMAIL_LOOKUP_API_KEY: z.string().optional(),
    EMAIL_LOOKUP_BASE_URL: url.optional(),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    ENRICHMENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1_800),
    PHOTO_CACHE_MAX_BYTES: z.coerce.number().int().min(0).max(10_485_760).default(1_048_576),
    // E-mail to submitters (issue 18): the SMTP server the mail worker sends through (smtps://
    // for implicit TLS; user:password@ in the URL when it asks for a login) and the sender.
    // The default is the local mail catcher `npm start` runs.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z
      .string()
      .regex(
        /^[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/,
        'an address, or a name <address>',
      )
      .default('TrustHive <no-reply@trusthive.in>'),
    // Staff sign-in attempts one address may make per 15 minutes, whatever the accounts (the
    // lockout after five failures guards each account; this guards against trying many).
    STAFF_SIGN_IN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(20),
  })
  // The gateway speaks plain http; an https origin means TLS ends at a proxy in front of it.
  // Without trusting that proxy's X-Forwarded-Proto every request looks like plain http and
  // the https redirect would send each one round in a loop.
  .refine((env) => !env.PUBLIC_BASE_URL?.startsWith('https:') || env.TRUST_PROXY_HOPS >= 1, {
    path: ['TRUST_PROXY_HOPS'],
    message: 'PUBLIC_BASE_URL is https, so TLS ends at a proxy: set TRUST_PROXY_HOPS to 1 or more',
  })
  // An https origin is a real deployment, where the gateway and the services are apart (pods):
  // without the secret a service would fall back to believing loopback alone, so every caller
  // would share the gateway's address in the per-address limits (issue 37 #3). Refused at start.
  .refine((env) => !env.PUBLIC_BASE_URL?.startsWith('https:') || env.GATEWAY_FORWARDING_SECRET, {
    path: ['GATEWAY_FORWARDING_SECRET'],
    message:
      'PUBLIC_BASE_URL is https, a deployment: set the secret the gateway signs forwarded addresses with',
  })
  .refine((env) => env.STORAGE_DRIVER !== 's3' || env.S3_BUCKET !== undefined, {
    path: ['S3_BUCKET'],
    message: 'STORAGE_DRIVER is s3: name the bucket',
  })
  // A key without its secret (or the other way round) is a typo, not a wish for the SDK's own
  // credential chain; that is asked for by leaving both unset.
  .refine(
    (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
    {
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
    },
  );

type RawEnv = z.infer<typeof envSchema>;

export interface ServiceEndpoint {
  port: number;
  /** Where the gateway and other services reach it. */
  url: string;
}

export interface Config {
  database: {
    url: string;
    /**
     * For the connections bound to their session (the typeahead's LISTEN, the search walks'
     * startup settings); loadConfig always sets it, hand-built configs may leave it to `url`.
     */
    directUrl?: string;
    /** The owning role's URL, for migrations; loadConfig always sets it. */
    migrationUrl?: string;
    poolSize: number;
  };
  redis: { url: string };
  queues: { prefix: string };
  search: {
    engine: 'meilisearch' | 'postgres';
    meilisearch?: { url: string; apiKey?: string };
    /** PostgreSQL engine: answer suggestions from the in-memory typeahead once it is loaded. */
    typeahead?: boolean;
    /** Where the typeahead keeps a file of its lists to start from (none when unset). */
    typeaheadSnapshotDir?: string;
  };
  /** A best-effort hint's time budget in ms; unset: each hint's own default. */
  hints: { timeoutMs?: number };
  log: { level: RawEnv['LOG_LEVEL']; pretty: boolean };
  host: string;
  /** The site's public origin without a trailing slash, e.g. `https://trusthive.in`. */
  publicBaseUrl: string;
  /** What the pages show as TrustHive's contact details: only what is configured. */
  contact: SiteContact;
  /** The grievance officer and the retention periods: shown on /privacy, enforced by the job. */
  privacy: SitePrivacy;
  gateway: {
    port: number;
    webDistDir: string;
    trustProxyHops: number;
    rateLimitPerMinute: number;
    writeRateLimitPerMinute: number;
    bodyLimitBytes: number;
    upstreamTimeoutMs: number;
    /** Rendered pages kept in Redis for every replica and in each replica's memory. */
    pageCache: { ttlSeconds: number; memoryBytes: number };
  };
  services: Record<ServiceName, ServiceEndpoint>;
  /** Local files under `dir`, unless `s3` names a bucket (STORAGE_DRIVER=s3). */
  storage: { dir: string; s3?: S3StorageConfig };
  /** Where a worker process answers its health probe; null: it opens no port. */
  workers: { healthPort: number | null };
  /** Stand-in providers `npm start` runs beside the stack (DEMO_STAND_INS); none by default. */
  demo: { standIns: DemoStandIn[] };
  categories: { cacheTtlSeconds: number; countsMaxAgeMs: number };
  enrichment: EnrichmentConfig;
  mail: { smtpUrl: string; from: string };
  staff: { signInAttemptsPerIp: number };
  /** What a new API key may do (issue 43), and how many live keys an account may hold. */
  apiKeys: {
    ratePerSecond: number;
    dailyQuota: number;
    monthlyQuota: number;
    perAccount: number;
  };
  /**
   * The secret the gateway signs forwarded addresses with (gateway-forwarding.ts); null: services
   * trust X-Forwarded-* from loopback only. Optional so hand-built configs in tests may omit it.
   */
  forwarding?: { secret: string | null };
}

export interface EnrichmentProviderConfig {
  /** False without a key (or, for the e-mail lookup, without a base URL): the provider is off. */
  enabled: boolean;
  apiKey: string | null;
  baseUrl: string | null;
}

export interface EnrichmentConfig {
  providers: Record<
    'places' | 'logo' | 'rating' | 'email' | 'gst' | 'registry',
    EnrichmentProviderConfig
  >;
  /** How old a stored GST record may be before a visit asks GSTN again. */
  gstRefreshDays: number;
  /** GSTN calls per minute across replicas (the provider's quota). */
  gstRequestsPerMinute: number;
  /** How old a company's registry record may be before a visit asks the provider again. */
  registryRefreshDays: number;
  /** Registry provider calls per minute across replicas (its quota). */
  registryRequestsPerMinute: number;
  /** Every provider call (connect, headers and body) ends by then. */
  timeoutMs: number;
  cacheTtlSeconds: number;
  /** Photos larger than this are proxied but not cached (0: photos are never cached). */
  photoCacheMaxBytes: number;
}

const provider = (apiKey: string | undefined, baseUrl: string | undefined) => ({
  enabled: Boolean(apiKey && baseUrl),
  apiKey: apiKey ?? null,
  baseUrl: baseUrl ?? null,
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set": `FOO= npm start` should fall back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const key = name.toUpperCase() as Uppercase<ServiceName>;
      const servicePort = raw[`${key}_PORT`];
      return [
        name,
        { port: servicePort, url: raw[`${key}_URL`] ?? `http://127.0.0.1:${servicePort}` },
      ];
    }),
  ) as Record<ServiceName, ServiceEndpoint>;

  return {
    database: {
      url: raw.DATABASE_URL,
      directUrl: raw.DATABASE_DIRECT_URL ?? raw.DATABASE_URL,
      migrationUrl: raw.DATABASE_MIGRATION_URL ?? raw.DATABASE_DIRECT_URL ?? raw.DATABASE_URL,
      poolSize: raw.DATABASE_POOL_SIZE,
    },
    redis: { url: raw.REDIS_URL },
    queues: { prefix: raw.QUEUE_PREFIX },
    search: raw.MEILISEARCH_URL
      ? {
          engine: 'meilisearch',
          meilisearch: {
            url: raw.MEILISEARCH_URL,
            ...(raw.MEILISEARCH_API_KEY ? { apiKey: raw.MEILISEARCH_API_KEY } : {}),
          },
        }
      : {
          engine: 'postgres',
          typeahead: raw.SEARCH_TYPEAHEAD,
          ...(raw.SEARCH_TYPEAHEAD_SNAPSHOT_DIR
            ? { typeaheadSnapshotDir: raw.SEARCH_TYPEAHEAD_SNAPSHOT_DIR }
            : {}),
        },
    hints: raw.HINT_TIMEOUT_MS ? { timeoutMs: raw.HINT_TIMEOUT_MS } : {},
    log: { level: raw.LOG_LEVEL, pretty: raw.LOG_PRETTY },
    host: raw.HOST,
    publicBaseUrl: new URL(raw.PUBLIC_BASE_URL ?? `http://localhost:${raw.GATEWAY_PORT}`).origin,
    contact: {
      phone: raw.SUPPORT_PHONE ?? null,
      email: raw.SUPPORT_EMAIL ?? null,
      social: {
        facebook: raw.SOCIAL_FACEBOOK_URL ?? null,
        x: raw.SOCIAL_X_URL ?? null,
        linkedin: raw.SOCIAL_LINKEDIN_URL ?? null,
        instagram: raw.SOCIAL_INSTAGRAM_URL ?? null,
      },
    },
    privacy: {
      grievanceOfficer: {
        name: raw.GRIEVANCE_OFFICER_NAME ?? null,
        email: raw.GRIEVANCE_OFFICER_EMAIL ?? null,
        postalAddress: raw.GRIEVANCE_OFFICER_ADDRESS ?? null,
      },
      retentionDays: {
        claimDocuments: raw.CLAIM_DOCUMENT_RETENTION_DAYS,
        sentMail: raw.SENT_MAIL_RETENTION_DAYS,
        submitterContacts: raw.SUBMITTER_CONTACT_RETENTION_DAYS,
        analyticsUserIds: raw.ANALYTICS_USER_ID_RETENTION_DAYS,
        auditPersonalData: raw.AUDIT_PERSONAL_DATA_RETENTION_DAYS,
      },
    },
    gateway: {
      port: raw.GATEWAY_PORT,
      webDistDir: raw.WEB_DIST_DIR,
      trustProxyHops: raw.TRUST_PROXY_HOPS,
      rateLimitPerMinute: raw.RATE_LIMIT_PER_MINUTE,
      writeRateLimitPerMinute: raw.RATE_LIMIT_WRITES_PER_MINUTE,
      bodyLimitBytes: raw.BODY_LIMIT_BYTES,
      upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
      pageCache: {
        ttlSeconds: raw.PAGE_CACHE_TTL_SECONDS,
        memoryBytes: raw.PAGE_CACHE_MEMORY_MB * 1024 * 1024,
      },
    },
    services,
    storage: {
      dir: raw.STORAGE_DIR,
      ...(raw.STORAGE_DRIVER === 's3' && raw.S3_BUCKET
        ? {
            s3: {
              bucket: raw.S3_BUCKET,
              region: raw.S3_REGION,
              forcePathStyle: raw.S3_FORCE_PATH_STYLE,
              ...(raw.S3_ENDPOINT ? { endpoint: raw.S3_ENDPOINT } : {}),
              ...(raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
                ? {
                    credentials: {
                      accessKeyId: raw.S3_ACCESS_KEY_ID,
                      secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
                    },
                  }
                : {}),
            },
          }
        : {}),
    },
    workers: { healthPort: raw.WORKER_HEALTH_PORT ?? null },
    demo: { standIns: [...new Set(raw.DEMO_STAND_INS ?? [])] },
    categories: {
      cacheTtlSeconds: raw.CATEGORY_CACHE_TTL_SECONDS,
      countsMaxAgeMs: raw.CATEGORY_COUNTS_MAX_AGE_MS,
    },
    enrichment: {
      providers: {
        places: provider(raw.GOOGLE_PLACES_API_KEY, raw.GOOGLE_PLACES_BASE_URL),
        logo: provider(raw.LOGO_API_KEY, raw.LOGO_API_BASE_URL),
        rating: provider(raw.RATING_API_KEY, raw.RATING_API_BASE_URL),
        email: provider(raw.EMAIL_LOOKUP_API_KEY, raw.EMAIL_LOOKUP_BASE_URL),
        gst: provider(raw.GST_API_KEY, raw.GST_API_BASE_URL),
        registry: provider(raw.REGISTRY_API_KEY, raw.REGISTRY_API_BASE_URL),
      },
      gstRefreshDays: raw.GST_REFRESH_DAYS,
      gstRequestsPerMinute: raw.GST_REQUESTS_PER_MINUTE,
      registryRefreshDays: raw.REGISTRY_REFRESH_DAYS,
      registryRequestsPerMinute: raw.REGISTRY_REQUESTS_PER_MINUTE,
      timeoutMs: raw.PROVIDER_TIMEOUT_MS,
      cacheTtlSeconds: raw.ENRICHMENT_CACHE_TTL_SECONDS,
      photoCacheMaxBytes: raw.PHOTO_CACHE_MAX_BYTES,
    },
    mail: { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM },
    staff: { signInAttemptsPerIp: raw.STAFF_SIGN_IN_ATTEMPTS_PER_IP },
    apiKeys: {
      ratePerSecond: raw.API_KEY_RATE_PER_SECOND,
      dailyQuota: raw.API_KEY_DAILY_QUOTA,
      monthlyQuota: raw.API_KEY_MONTHLY_QUOTA,
      perAccount: raw.API_KEYS_PER_ACCOUNT,
    },
    forwarding: { secret: raw.GATEWAY_FORWARDING_SECRET ?? null },
  };
}
