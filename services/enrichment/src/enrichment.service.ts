import type { Kysely } from 'kysely';
import {
  ENRICHMENT_PARTS,
  type Enrichment,
  type EnrichmentPart,
  isValidLogo,
  type EnrichmentStatus,
} from '@trusthive/contracts';
import type { Database, EnrichmentConfig, EnrichmentKind } from '@trusthive/platform';
import type { CacheEntry, EnrichmentCache } from './cache/enrichment-cache';
import type { LiveScores } from './live-score';
import { PLACE_MESSAGES } from './messages';
import type { EnrichmentJobs } from './queue/enrichment-jobs';
import type { RegistryJobs } from './registry/registry-jobs';
import { findEnrichmentCompany, type EnrichmentCompany } from './repositories/companies.repository';
import { findStoredRating } from './repositories/trust-ratings.repository';

// GET /api/companies/:id/enrichment: what the caches hold, and a lookup queued for each part
// that has nothing yet. It never calls a provider itself: a part with no answer is `pending`,
// and with ?waitMs the answer is held until a worker's lookup lands (readWaiting). Parts the
// company row already answers (a valid logo, a registry e-mail) and a rating already stored
// in trustpilot_ratings need no lookup at all.

/** How often a held request looks for a landed part: one Redis MGET per check. */
const LANDED_CHECK_MS = 150;

interface PartState {
  status: EnrichmentStatus;
  data: unknown;
  error: string | null;
}

const part = (status: EnrichmentStatus, data: unknown = null, error: string | null = null) => ({
  status,
  data,
  error,
});
const fromCache = (entry: CacheEntry): PartState => part(entry.status, entry.data, entry.error);

export interface EnrichmentServiceDeps {
  db: Kysely<Database>;
  cache: EnrichmentCache;
  jobs: Pick<EnrichmentJobs, 'request'>;
  providers: EnrichmentConfig['providers'];
  cacheTtlSeconds: number;
  /** The score a landed lookup moves, sent in the held answer (live-score.ts). */
  scores: LiveScores;
  /** Registry lookups (issue 41): null with no registry provider. */
  registry: { jobs: Pick<RegistryJobs, 'requestCompany'>; refreshDays: number } | null;
}

const DAY_MS = 86_400_000;

export class EnrichmentService {
  constructor(private readonly deps: EnrichmentServiceDeps) {}

  /** The enrichment of a company, or undefined when there is no such company. */
  async read(companyId: number): Promise<Enrichment | undefined> {
    const company = await findEnrichmentCompany(this.deps.db, companyId);
    if (!company) return undefined;
    const cached = await this.deps.cache.getMany(
      ['place', 'logo', 'rating', 'email', 'registry'],
      companyId,
    );
    const toQueue: EnrichmentKind[] = [];
    // Queue a lookup when the provider is on; otherwise the part is off.
    const lookup = (kind: EnrichmentKind): PartState => {
      if (!this.deps.providers[kind === 'place' ? 'places' : kind].enabled) return part('off');
      toQueue.push(kind);
      return part('pending');
    };
    const named = company.name.trim() !== '';

    const parts: Record<EnrichmentPart, PartState> = {
      place: cached.place
        ? fromCache(cached.place)
        : // Spec §5: a blank company name is skipped.
          named
          ? lookup('place')
          : part('none', null, PLACE_MESSAGES.noResults),
      logo: isValidLogo(company.logo)
        ? part('ready', { url: company.logo.trim() })
        : cached.logo
          ? fromCache(cached.logo)
          : named
            ? lookup('logo')
            : part('none'),
      rating: await this.ratingPart(company, cached.rating, lookup, toQueue),
      email: company.email?.trim()
        ? part('ready', { email: company.email.trim() })
        : cached.email
          ? fromCache(cached.email)
          : named
            ? lookup('email')
            : part('none'),
      registry: await this.registryPart(company, cached.registry),
    };

    await Promise.all(toQueue.map((kind) => this.deps.jobs.request(kind, companyId)));
    return {
      companyId,
      ...(parts as Pick<Enrichment, EnrichmentPart>),
      pending: ENRICHMENT_PARTS.filter((name) => parts[name].status === 'pending'),
    };
  }

  /**
   * As read(), but an answer with pending parts is held until one of them lands in the cache
   * (checked every LANDED_CHECK_MS) or `waitMs` have passed, or `signal` aborts (the caller
   * went away). Replaces the page's polling: one request waits where seven asked. A page asks
   * to wait only after it saw a part pending, and whatever landed since moves the score, so
   * the answer carries the score computed now.
   */
  async readWaiting(
    companyId: number,
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<Enrichment | undefined> {
    if (waitMs <= 0) return this.read(companyId);
    const answer = await this.readOnceLanded(companyId, waitMs, signal);
    if (!answer || signal?.aborted) return answer;
    const trustScore = await this.deps.scores.of(companyId, signal);
    return trustScore ? { ...answer, trustScore } : answer;
  }

  private async readOnceLanded(
    companyId: number,
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<Enrichment | undefined> {
    const first = await this.read(companyId);
    if (!first || first.pending.length === 0) return first;
    const deadline = Date.now() + waitMs;
    while (!signal?.aborted) {
      const left = deadline - Date.now();
      if (left <= 0) return first;
      await new Promise((resolve) => setTimeout(resolve, Math.min(LANDED_CHECK_MS, left)));
      const cached = await this.deps.cache.getMany(first.pending, companyId);
      if (first.pending.some((kind) => cached[kind] !== null)) return this.read(companyId);
    }
    return first;
  }

  /**
   * The registry provider's answer is stored in PostgreSQL and shown by the profile read: the
   * part is ready once a record is stored (a record older than REGISTRY_REFRESH_DAYS is asked
   * for again in the background, the old one shown meanwhile), pending while the first lookup
   * runs, and what the cache remembers of a "no such CIN" or a failure.
   */
  private async registryPart(
    company: EnrichmentCompany,
    cached: CacheEntry | null,
  ): Promise<PartState> {
    const stored = company.registryFetchedAt;
    const registry = this.deps.registry;
    if (stored) {
      if (
        registry &&
        company.cin &&
        Date.now() - stored.getTime() > registry.refreshDays * DAY_MS
      ) {
        await registry.jobs.requestCompany(company.cin, { background: true });
      }
      return part('ready', { fetchedAt: stored.toISOString() });
    }
    if (!registry) return part('off');
    if (!company.cin) return part('none', null, 'No CIN on record to ask the registry about');
    if (cached && cached.status !== 'ready') return fromCache(cached);
    await registry.jobs.requestCompany(company.cin);
    return part('pending');
  }

  /**
   * A fresh lookup's answer first; then the rating stored in trustpilot_ratings (also found
   * by name or domain, spec §7), refreshed in the background once older than the cache TTL;
   * then a cached "none" or failure; else a lookup.
   */
  private async ratingPart(
    company: EnrichmentCompany,
    cached: CacheEntry | null,
    lookup: (kind: EnrichmentKind) => PartState,
    toQueue: EnrichmentKind[],
  ): Promise<PartState> {
    if (cached?.status === 'ready') return fromCache(cached);
    const stored = await findStoredRating(this.deps.db, company);
    if (stored) {
      const stale = Date.now() - stored.updatedAt.getTime() > this.deps.cacheTtlSeconds * 1_000;
      if (stale && !cached && this.deps.providers.rating.enabled && company.name.trim()) {
        toQueue.push('rating');
      }
      return part('ready', {
        score: stored.score,
        reviewCount: stored.reviewCount,
        source: stored.source,
        updatedAt: stored.updatedAt.toISOString(),
      });
    }
    if (cached) return fromCache(cached);
    if (!company.name.trim() && !company.domainName?.trim()) return part('none');
    return lookup('rating');
  }
}
