/**
 * The matches of recently searched terms, kept until the names change: a term searched again
 * (most traffic asks for a few terms) skips the trigram walk. The typeahead clears it with
 * every change it applies, so an answer from here is never older than the lists; the cards of
 * a page are read from PostgreSQL either way.
 */
export class RecentMatches {
  /** Map order is use order: the first key is the least recently used. */
  private readonly entries = new Map<string, number[] | null>();

  constructor(private readonly maxEntries = 2_000) {}

  /** The matches kept under `key`, else `find()`'s, kept for next time. */
  get(key: string, find: () => number[] | null): number[] | null {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const found = find();
    this.entries.set(key, found);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return found;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
