import type { Redis } from 'ioredis';

// A fixed-window counter in Redis, for limits every replica must share exactly (sign-in
// attempts per address). INCR then PEXPIRE on the first hit of a window.

export class AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly options: { keyPrefix: string; limit: number; windowMs: number },
  ) {}

  /**
   * Counts one attempt for `who`. Returns null while within the limit, else the seconds until
   * the window ends.
   */
  async hit(who: string): Promise<number | null> {
    const key = `${this.options.keyPrefix}:${who}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(key).pttl(key).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) await this.redis.pexpire(key, this.options.windowMs);
    if (count <= this.options.limit) return null;
    return Math.max(1, Math.ceil((ttl < 0 ? this.options.windowMs : ttl) / 1000));
  }
}
