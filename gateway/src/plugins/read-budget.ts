/**
 * Per-address request counts for one fixed window, kept in this process's memory. Reads are
 * most of the traffic, and counting each one in Redis cost the gateway about a third of its
 * throughput; a read budget only has to stop one address from flooding the site, so each
 * gateway replica keeping its own count (N replicas allow N times the budget) is acceptable.
 * Writes keep their exact, shared count in Redis.
 */
export class ReadBudget {
  private counts = new Map<string, number>();
  private windowEndsAt: number;

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowEndsAt = now() + windowMs;
  }

  /** Counts one request; the seconds to wait when it is over the budget, else null. */
  take(address: string): number | null {
    const now = this.now();
    if (now >= this.windowEndsAt) {
      // A new window: forget every address at once, so memory never outgrows one window.
      this.counts = new Map();
      this.windowEndsAt = now + this.windowMs;
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count > this.perWindow ? Math.ceil((this.windowEndsAt - now) / 1000) : null;
  }
}
