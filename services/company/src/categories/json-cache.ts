import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '@trusthive/platform';

/**
 * The spec's 5-minute caches (§9: filter options and page results) in Redis, shared by every
 * instance of the service. Values are response bodies as JSON text, validated against their
 * contract before they are stored: a hit is sent as it is, with no parse, validation or
 * serialisation (those were most of a cached page's cost). A cache never makes a request fail:
 * when Redis is down the value is loaded from the database as if it were a miss.
 */
export class JsonCache {
  constructor(
    private readonly redis: ServiceDeps['redis'],
    /** 0 turns the cache off (every read goes to the database). */
    private readonly ttlSeconds: number,
    private readonly log: FastifyBaseLogger,
    // v2: bodies are trusted as stored (v1 entries were re-validated on every hit).
    // v3: list cards carry the stored trust level (issue 20), which v2 bodies lack.
    // v4: filter options carry the ratings that occur (issue 20), which v3 bodies lack.
    private readonly prefix = 'categories:v4:',
  ) {}

  /** The cached body for `key`, else `load()`'s body, stored for next time. */
  async getOrLoad(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlSeconds <= 0) return load();
    const fullKey = this.prefix + key;
    const cached = await this.read(fullKey);
    if (cached !== undefined) return cached;
    const body = await load();
    this.redis.set(fullKey, body, 'EX', this.ttlSeconds).catch((error: unknown) => {
      this.log.warn({ err: error, key: fullKey }, 'category cache write failed');
    });
    return body;
  }

  private async read(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(key)) ?? undefined;
    } catch (error) {
      this.log.warn({ err: error, key }, 'category cache read failed; reading the database');
      return undefined;
    }
  }
}
