import type { Kysely } from 'kysely';
import type { Database, EnrichmentKind } from '@trusthive/platform';
import type { CacheEntry } from '../cache/enrichment-cache';
import { EMAIL_MESSAGES, LOGO_MESSAGES, PLACE_MESSAGES, RATING_MESSAGES } from '../messages';
import type { Providers } from '../providers';
import { ProviderError } from '../providers/http';
import type { Lookup } from '../providers/lookup';
import { savePlaceFacts, type EnrichmentCompany } from '../repositories/companies.repository';
import { upsertRating } from '../repositories/trust-ratings.repository';

// What each kind of lookup does with one company: one provider call (or pair, for places),
// then whatever the spec says to persist. Each returns the entry to cache; the worker
// (enrichment.worker.ts) handles retries, caching and the score event.

export interface Lookups {
  run(kind: EnrichmentKind, company: EnrichmentCompany): Promise<CacheEntry>;
  /** The `error` text cached when a lookup has failed for good. */
  failureText(kind: EnrichmentKind, error: unknown): string;
}

const MESSAGES = {
  place: PLACE_MESSAGES,
  logo: LOGO_MESSAGES,
  rating: RATING_MESSAGES,
  email: EMAIL_MESSAGES,
} as const;

const settle = <T>(lookup: Lookup<T>): CacheEntry<T> =>
  lookup.found
    ? { status: 'ready', data: lookup.data, error: null }
    : { status: 'none', data: null, error: lookup.reason };

/** The host of a website or domain, for the rating source's lookup key. */
export function hostOf(value: string | null): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value.trim()}`);
    return url.hostname.replace(/^www\./i, '') || null;
  } catch {
    return null;
  }
}

export function createLookups(db: Kysely<Database>, providers: Providers): Lookups {
  const handlers: Record<EnrichmentKind, (company: EnrichmentCompany) => Promise<CacheEntry>> = {
    place: async (company) => {
      const lookup = await providers.places.lookup(company.name);
      if (lookup.found) await savePlaceFacts(db, company.id, lookup.data);
      return settle(lookup);
    },
    logo: async (company) => settle(await providers.logo.lookup(company.name)),
    rating: async (company) => {
      const lookup = await providers.rating.lookup(hostOf(company.domainName) ?? company.name);
      if (!lookup.found) return settle(lookup);
      const stored = await upsertRating(db, company, lookup.data);
      return {
        status: 'ready',
        data: {
          score: stored.score,
          reviewCount: stored.reviewCount,
          source: stored.source,
          updatedAt: stored.updatedAt.toISOString(),
        },
        error: null,
      };
    },
    email: async (company) =>
      settle(
        await providers.email.lookup({ id: company.id, cin: company.cin, name: company.name }),
      ),
  };

  return {
    run: async (kind, company) => {
      // Spec §5: a blank company name is skipped (the rating may still go by the domain).
      if (!company.name.trim() && !(kind === 'rating' && hostOf(company.domainName))) {
        return {
          status: 'none',
          data: null,
          error: kind === 'place' ? PLACE_MESSAGES.noResults : null,
        };
      }
      return handlers[kind](company);
    },
    failureText: (kind, error) =>
      error instanceof ProviderError && error.failure === 'network'
        ? MESSAGES[kind].network
        : MESSAGES[kind].failed,
  };
}
