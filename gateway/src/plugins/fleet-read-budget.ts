import type { Redis } from 'ioredis';

/**
 * The read budget of one address, shared by every gateway replica, at almost the cost of a
 * count in memory. Reads are most of the traffic, and counting each one in Redis as it comes
 * cost a gateway about a third of its throughput (d2e13e5), so the count is kept in two tiers:
 *
 * - cold (the address has used less than `hotShare` of its budget, as far as this replica
 *   knows): counted here in memory, and added to the fleet's count in Redis in one pipeline
 *   every `flushMs`; each flush answers the fleet's totals, which this replica then knows;
 * - hot (past that share): every request is added to Redis as it comes, and answered by the
 *   fleet's exact total. An address over its budget is refused from memory, without Redis.
 *
 * A visitor never gets near a quarter of 600 reads a minute, so almost every read is counted in
 * memory; an address that floods is counted exactly, whichever replicas it spreads over. What
 * can slip through is what other replicas counted cold and have not yet flushed (at most
 * `hotShare` of the budget each, for at most `flushMs`). Windows are aligned to the clock
 * (every replica's minute is the same minute), and while Redis does not answer each replica
 * falls back to its own count, so the site stays up.
 */
export class FleetReadBudget {
  private windowIndex: number;
  /** The fleet's count of each address this window, as Redis last answered it. */
  private known = new Map<string, number>();
  /** Counted here this window and not yet sent to Redis. */
  private pending = new Map<string, number>();
  /** Sent to Redis in a flush that has not been answered yet. */
  private inFlight = new Map<string, number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly options: {
      flushMs?: number;
      hotShare?: number;
      keyPrefix?: string;
      now?: () => number;
    } = {},
  ) {
    this.windowIndex = this.indexAt(this.now());
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private indexAt(time: number): number {
    return Math.floor(time / this.windowMs);
  }

  private keyOf(address: string, windowIndex = this.windowIndex): string {
    return `${this.options.keyPrefix ?? 'trusthive-rl:r:'}${windowIndex}:${address}`;
  }

  /** Seconds until the window ends, as a refusal's Retry-After. */
  private waitSeconds(now: number): number {
    return Math.max(1, Math.ceil(((this.windowIndex + 1) * this.windowMs - now) / 1000));
  }

  /**
   * Counts one request. The seconds to wait when it is over the budget, else null; a promise
   * of that only for a hot address (the cold path stays synchronous).
   */
  take(address: string): number | null | Promise<number | null> {
    const now = this.now();
    const index = this.indexAt(now);
    if (index !== this.windowIndex) {
      // A new window: every count starts again, and memory never outgrows one window.
      this.windowIndex = index;
      this.known = new Map();
      this.pending = new Map();
      this.inFlight = new Map();
    }
    const known = this.known.get(address) ?? 0;
    if (known >= this.perWindow) return this.waitSeconds(now);
    const counted = known + this.unanswered(address);
    if (counted + 1 <= this.perWindow * (this.options.hotShare ?? 0.25)) {
      this.count(this.pending, address, 1);
      this.scheduleFlush();
      return null;
    }
    return this.takeHot(address, now);
  }

  /** What this replica counted that Redis has not answered for yet. */
  private unanswered(address: string): number {
    return (this.pending.get(address) ?? 0) + (this.inFlight.get(address) ?? 0);
  }

  private count(counts: Map<string, number>, address: string, add: number): void {
    const total = (counts.get(address) ?? 0) + add;
    if (total === 0) counts.delete(address);
    else counts.set(address, total);
  }

  private async takeHot(address: string, now: number): Promise<number | null> {
    const windowIndex = this.windowIndex;
    try {
      // One connection keeps commands in order: a flush sent before this has been added by the
      // time this is, so the total holds every count of this replica but those still pending.
      const total = await this.add(address, 1, windowIndex);
      if (windowIndex !== this.windowIndex) return null;
      this.known.set(address, Math.max(total, this.known.get(address) ?? 0));
      return total + (this.pending.get(address) ?? 0) > this.perWindow
        ? this.waitSeconds(now)
        : null;
    } catch {
      // Redis did not answer: judge by this replica's count, and add it once Redis is back.
      if (windowIndex !== this.windowIndex) return null;
      const counted = (this.known.get(address) ?? 0) + this.unanswered(address) + 1;
      this.count(this.pending, address, 1);
      this.scheduleFlush();
      return counted > this.perWindow ? this.waitSeconds(now) : null;
    }
  }

  private async add(address: string, count: number, windowIndex: number): Promise<number> {
    const key = this.keyOf(address, windowIndex);
    const replies = await this.redis
      .multi()
      .incrby(key, count)
      .pexpire(key, this.windowMs * 2)
      .exec();
    const [error, total] = replies?.[0] ?? [new Error('no reply'), null];
    if (error) throw error;
    return Number(total);
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.flushing) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        if (this.pending.size > 0) this.scheduleFlush();
      });
    }, this.options.flushMs ?? 100);
    this.flushTimer.unref();
  }

  /** Adds every pending count to Redis in one pipeline and learns the fleet's totals. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const windowIndex = this.windowIndex;
    const batch = [...this.pending];
    const inFlight = this.inFlight;
    this.pending = new Map();
    for (const [address, count] of batch) this.count(inFlight, address, count);
    const pipeline = this.redis.pipeline();
    for (const [address, count] of batch) {
      const key = this.keyOf(address, windowIndex);
      pipeline.incrby(key, count).pexpire(key, this.windowMs * 2);
    }
    const replies = await pipeline.exec().catch(() => null);
    if (windowIndex !== this.windowIndex) return;
    batch.forEach(([address, count], position) => {
      this.count(inFlight, address, -count);
      const [error, total] = replies?.[position * 2] ?? [new Error('no reply'), null];
      if (error) {
        // Kept for the next flush, so the fleet's count catches up once Redis answers.
        this.count(this.pending, address, count);
      } else {
        this.known.set(address, Math.max(Number(total), this.known.get(address) ?? 0));
      }
    });
  }

  /** Stops the flush timer and adds what is pending (a replica shutting down). */
  async close(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.flushing;
    await this.flush();
  }
}
