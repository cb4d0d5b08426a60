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
   * Every name whose key contains `key`, found through its later words: each of `parts` is
   * the rest of `key` after one of its inner word boundaries (lower-cased, cut to the word
   * length), so every name that contains `key` has a later word that starts with each part.
   * The rows of the rarest part are read (ranges are counted by binary search first). Null
   * when even that part starts more than `maxRows` later words.
   */
  containing(key: string, parts: readonly string[], maxRows: number): NameEntry<Shown>[] | null {
    let rarest: [from: number, to: number] | null = null;
    for (const part of parts) {
      const range = this.base.wordRange(Buffer.from(part));
      if (!rarest || range[1] - range[0] < rarest[1] - rarest[0]) rarest = range;
    }
    if (!rarest || rarest[1] - rarest[0] > maxRows) return null;
    const needle = Buffer.from(key);
    const seen = new Set<number>();
    const found: NameEntry<Shown>[] = [];
    for (let index = rarest[0]; index < rarest[1]; index++) {
      const position = this.base.wordPositionAt(index);
      if (seen.has(position)) continue;
      seen.add(position);
      if (this.overlay.has(this.base.idAt(position))) continue;
      if (this.base.keyIncludes(position, needle)) found.push(this.base.entryAt(position));
    }
    for (const name of this.overlaidNames()) if (name.sortName.includes(key)) found.push(name);
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

export interface NameWalk<Shown> {
  limit: number;
  /** Only keys equal to the prefix. */
  exact?: boolean;
  keep?: (entry: NameEntry<Shown>) => boolean;
}
