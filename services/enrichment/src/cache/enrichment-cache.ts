import type { Redis } from 'ioredis';
import type { EnrichmentKind } from '@trusthive/platform';

// The spec's 30-minute place and logo caches (§9), kept in Redis so every service instance
// and worker shares them, and extended to the rating and e-mail lookups. An entry is a
// settled answer: found (ready), known to have none (none, spec §8: "Null result, which is
// cached") or failed after its retries (failed). While an entry lives, nobody asks the
// provider again; when it expires the next profile view queues a fresh lookup.

export type CachedStatus = 'ready' | 'none' | 'failed';

/**
 * The lookups whose settled answers are kept here: the four of the enrichment queues, and the
 * registry's (issue 41), whose rows live in PostgreSQL: its entry only marks that the first
 * lookup landed, or that the provider has no such company, so a held ask wakes and says so.
 */
export type CachedPart = EnrichmentKind | 'registry';

export interface CacheEntry<T = unknown> {
  status: CachedStatus;
  data: T | null;
  error: string | null;
}

export class EnrichmentCache {
  constructor(
    private readonly redis: Redis,
    /** Keeps stacks that share one Redis apart (the queue prefix). */
    private readonly namespace: string,
    private readonly ttlSeconds: number,
  ) {}

  key(kind: CachedPart, companyId: number): string {
    return `${this.namespace}:enrichment:${kind}:${companyId}`;
  }

  async get(kind: CachedPart, companyId: number): Promise<CacheEntry | null> {
    return parse(await this.redis.get(this.key(kind, companyId)));
  }

  /** Several kinds of one company in one round trip. */
  async getMany<K extends CachedPart>(
    kinds: readonly K[],
    companyId: number,
  ): Promise<Record<K, CacheEntry | null>> {
    const values = await this.redis.mget(...kinds.map((kind) => this.key(kind, companyId)));
    return Object.fromEntries(
      kinds.map((kind, index) => [kind, parse(values[index] ?? null)]),
    ) as Record<K, CacheEntry | null>;
  }

  async set(kind: CachedPart, companyId: number, entry: CacheEntry): Promise<void> {
    await this.redis.set(this.key(kind, companyId), JSON.stringify(entry), 'EX', this.ttlSeconds);
  }
}

function parse(value: string | null): CacheEntry | null {
  if (value === null) return null;
  try {
    const entry = JSON.parse(value) as CacheEntry;
    return ['ready', 'none', 'failed'].includes(entry.status) ? entry : null;
  } catch {
    // A garbled entry is treated as absent: the next view queues a fresh lookup.
    return null;
  }
}
