import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '@trusthive/platform';
import type { z } from 'zod';

/**
 * The spec's 5-minute caches (§9: filter options and page results) in Redis, shared by every
 * instance of the service. A cache never makes a request fail: when Redis is down or holds
 * something unreadable, the value is loaded from the database as if it were a miss.
 */
export class JsonCache {
  constructor(
    private readonly redis: ServiceDeps['redis'],
    /** 0 turns the cache off (every read goes to the database). */
    private readonly ttlSeconds: number,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'categories:v1:',
  ) {}

  async getOrLoad<T>(key: string, schema: z.ZodType<T>, load: () => Promise<T>): Promise<T> {
    if (this.ttlSeconds <= 0) return load();
    const fullKey = this.prefix + key;
    const cached = await this.read(fullKey, schema);
    if (cached !== undefined) return cached;
    const value = await load();
    this.redis
      .set(fullKey, JSON.stringify(value), 'EX', this.ttlSeconds)
      .catch((error: unknown) => {
        this.log.warn({ err: error, key: fullKey }, 'category cache write failed');
      });
    return value;
  }

  private async read<T>(key: string, schema: z.ZodType<T>): Promise<T | undefined> {
    let text: string | null;
    try {
      text = await this.redis.get(key);
    } catch (error) {
      this.log.warn({ err: error, key }, 'category cache read failed; reading the database');
      return undefined;
    }
    if (text === null) return undefined;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}
