import {
  bySearchOrder,
  byWordOrder,
  type ChangedName,
  type NameEntry,
  type NameList,
  type WordRow,
} from './name-list';

/** A change notice's re-read of one row: the row as it is now, or null once it is gone. */
interface Overlay<Shown> {
  name: ChangedName<Shown> | null;
  /** The order in which re-reads were applied (see replaceBase). */
  sequence: number;
}

/**
 * A NameList plus the rows re-read since it was built. A walk reads the list in order, skips
 * every row the overlay holds (changed or deleted), and merges in the overlay's matching rows:
 * the answer is what the tables hold now. The overlay stays small: past a bound the owner
 * builds a new list (see Typeahead).
 */
export class NameIndex<Shown> {
  private readonly overlay = new Map<number, Overlay<Shown>>();

  constructor(private base: NameList<Shown>) {}

  get overlaySize(): number {
    return this.overlay.size;
  }

  get size(): number {
    return this.base.size;
  }

  /** Bytes held by the list (see NameList.byteLength). */
  get byteLength(): number {
    return this.base.byteLength;
  }

  /** byteLength by part (see NameList.bytesByPart). */
  get bytesByPart(): NameList<Shown>['bytesByPart'] {
    return this.base.bytesByPart;
  }

  /** Records re-read rows (null: deleted), in the order the re-reads ran. */
  apply(changes: ReadonlyMap<number, ChangedName<Shown> | null>, sequence: number): void {
    for (const [id, name] of changes) this.overlay.set(id, { name, sequence });
  }

  /**
   * Swaps in a list read after every re-read numbered below `readFrom` had finished: those rows
   * are in it, as new or newer, and leave the overlay. Later re-reads may be newer than the
   * list and stay.
   */
  replaceBase(list: NameList<Shown>, readFrom: number): void {
    this.base = list;
    for (const [id, { sequence }] of this.overlay) {
      if (sequence < readFrom) this.overlay.delete(id);
    }
  }

  /** Whether a row was re-read since the list was built (its list entry is out of date). */
  isOverlaid(id: number): boolean {
    return this.overlay.has(id);
  }

  /** The rows re-read since the list was built that still exist. */
  *overlaidNames(): Iterable<ChangedName<Shown>> {
    for (const { name } of this.overlay.values()) if (name) yield name;
  }

  /**
   * Up to `limit` names whose key starts with `prefix` (equals it, when `exact`) and that
   * `keep` accepts, in search order.
   */
  names(
    prefix: string,
    { limit, exact = false, keep = () => true }: NameWalk<Shown>,
  ): NameEntry<Shown>[] {
    const key = Buffer.from(prefix);
    const found: NameEntry<Shown>[] = [];
    for (let position = this.base.firstNameFrom(key); position < this.base.size; position++) {
      if (found.length === limit) break;
      if (!this.base.keyMatches(position, key, exact)) break;
      if (this.overlay.has(this.base.idAt(position))) continue;
      const entry = this.base.entryAt(position);
      if (keep(entry)) found.push(entry);
    }
    const matches = (sortName: string) =>
      exact ? sortName === prefix : sortName.startsWith(prefix);
    for (const { name } of this.overlay.values()) {
      if (name && matches(name.sortName) && keep(name)) found.push(name);
    }
    return found.sort(bySearchOrder).slice(0, limit);
  }

  /**
   * The first `wanted` names that match `key` in the order of a results page: rank 0 the key
   * itself (and `exactExtra`), rank 1 keys that start with it, rank 2 the rest that contain it
   * (or that `alsoMatches`), each in search order. As ids; null when the trigram postings
   * cannot narrow the term (a character beyond ASCII).
   * Ranks 0 and 1 are one range of the list (an equal key sorts first); rank 2 is the trigram
   * candidates outside that range, ascending, so every walk stops once it has enough.
   */
  firstMatches(query: MatchQuery<Shown>): number[] | null {
    const list = this.base;
    const { key, wanted, exactExtra = null } = query;
    const needle = Buffer.from(key);
    const extraId = exactExtra?.id ?? null;
    const checkIds = extraId !== null || this.overlay.size > 0;
    const skipped = (position: number) => {
      if (!checkIds) return false;
      const id = list.idAt(position);
      return id === extraId || this.overlay.has(id);
    };
    const reread: NameEntry<Shown>[][] = [exactExtra ? [exactExtra] : [], [], []];
    for (const name of this.overlaidNames()) {
      if (name.id === extraId) continue;
      if (name.sortName === key) reread[0]!.push(name);
      else if (name.sortName.startsWith(key)) reread[1]!.push(name);
      else if (name.sortName.includes(key) || query.alsoMatches?.entry(name)) reread[2]!.push(name);
    }

    const found: number[] = [];
    /** Adds a rank: its walked positions merged with its re-read rows, up to `wanted`. */
    const add = (rank: number, positions: number[]) => {
      const rows = reread[rank]!;
      const ordered =
        rows.length === 0
          ? positions.map((position) => list.idAt(position))
          : [...positions.map((position) => list.entryAt(position)), ...rows]
              .sort(bySearchOrder)
              .map((entry) => entry.id);
      for (const id of ordered) {
        if (found.length === wanted) return;
        found.push(id);
      }
    };

    const rangeStart = list.firstNameFrom(needle);
    let position = rangeStart;
    for (const [rank, inRank] of [
      [0, (at: number) => list.keyMatches(at, needle, true)],
      [1, (at: number) => list.keyMatches(at, needle, false)],
    ] as const) {
      const positions: number[] = [];
      // Re-read rows may sort anywhere in the rank, so the walk reads as if there were none.
      const room = wanted - found.length;
      for (; position < list.size && inRank(position); position++) {
        if (positions.length >= room) break;
        if (!skipped(position)) positions.push(position);
      }
      add(rank, positions);
    }
    if (found.length === wanted) return found;

    // Rank 2: every name outside the prefix range [rangeStart, position) that contains the key.
    const rangeEnd = position;
    const room = wanted - found.length;
    const positions: number[] = [];
    const consider = (at: number) => {
      if (at >= rangeStart && at < rangeEnd) return true;
      if (skipped(at)) return true;
      if (list.keyIncludes(at, needle) || query.alsoMatches?.atPosition(list, at)) {
        positions.push(at);
      }
      return positions.length < room;
    };
    if (needle.length < 3) {
      // A common letter or pair fills the page within the first names read in order; a rare
      // one is read from the holders of the trigrams that start with it.
      let at = 0;
      for (; at < list.size && at < query.maxScan; at++) if (!consider(at)) break;
      if (positions.length < room && at < list.size) {
        positions.length = 0;
        if (!list.trigrams.forEachCandidate(needle, consider)) return null;
      }
    } else if (!list.trigrams.forEachCandidate(needle, consider)) {
      return null;
    }
    add(2, positions);
    return found;
  }

  /**
   * Up to `limit` later-word rows whose word start begins with `prefix`, of names `keep`
   * accepts, in word order (word start, then id), as the name-word table's key holds them.
   */
  words(
    prefix: string,
    { limit, keep = () => true }: { limit: number; keep?: (entry: NameEntry<Shown>) => boolean },
  ): WordRow<Shown>[] {
    const key = Buffer.from(prefix);
    const found: WordRow<Shown>[] = [];
    for (let index = this.base.firstWordFrom(key); index < this.base.wordCount; index++) {
      if (found.length === limit) break;
      if (!this.base.wordStartsWith(index, key)) break;
      if (this.overlay.has(this.base.wordIdAt(index))) continue;
      const entry = this.base.wordEntryAt(index);
      if (keep(entry)) found.push({ wordStart: this.base.wordStartAt(index), entry });
    }
    for (const { name } of this.overlay.values()) {
      if (!name || !keep(name)) continue;
      for (const wordStart of name.wordStarts) {
        if (wordStart.startsWith(prefix)) found.push({ wordStart, entry: name });
      }
    }
    return found.sort(byWordOrder).slice(0, limit);
  }
}

export interface MatchQuery<Shown> {
  /** The lower-cased term: a name matches when its key contains it. */
  key: string;
  /** Matches wanted: cap + 1 tells a capped total from an exact one. */
  wanted: number;
  /** A row ranked with the exact names although its key differs (an exact CIN's company). */
  exactExtra?: NameEntry<Shown> | null;
  /**
   * Another way a row matches besides its key: the term inside one of the codec's searched
   * columns (a CIN that contains it), whose trigrams the postings hold.
   */
  alsoMatches?: {
    atPosition(list: NameList<Shown>, position: number): boolean;
    entry(entry: NameEntry<Shown>): boolean;
  };
  /**
   * Names read one by one at most, for a term of one or two characters, before its rank 2 is
   * read from the trigram postings instead.
   */
  maxScan: number;
}

export interface NameWalk<Shown> {
  limit: number;
  /** Only keys equal to the prefix. */
  exact?: boolean;
  keep?: (entry: NameEntry<Shown>) => boolean;
}
