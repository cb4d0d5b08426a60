/**
 * A value read from the database and reused for up to `maxAgeMs` from the moment its read
 * began, with one shared read in flight at a time. The category totals are read by every grid,
 * detail and list request; under load that read (a round trip for twenty-odd rows) was most of
 * the grid's cost, while counts a second old change nothing for a visitor. Callers that must
 * not miss a row (a slug of a category created a moment ago) ask for a fresh read. With a max
 * age of 0 every call reads.
 */
export class TotalsSnapshot<T> {
  private latest: { value: T; readAt: number } | undefined;
  private shared: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    if (this.maxAgeMs <= 0) return this.load();
    if (this.latest && this.now() - this.latest.readAt < this.maxAgeMs) {
      return Promise.resolve(this.latest.value);
    }
    if (!this.shared) {
      const read = this.read();
      this.shared = read;
      const release = () => {
        if (this.shared === read) this.shared = undefined;
      };
      read.then(release, release);
    }
    return this.shared;
  }

  /** Reads now, whatever the age of the last read. */
  fresh(): Promise<T> {
    return this.maxAgeMs <= 0 ? this.load() : this.read();
  }

  private async read(): Promise<T> {
    const readAt = this.now();
    const value = await this.load();
    // Two reads may overlap (a fresh one and a shared one): keep the one that began last.
    if (!this.latest || readAt >= this.latest.readAt) this.latest = { value, readAt };
    return value;
  }
}
