import { WORD_START_LENGTH } from '../repositories/search-rows';
import { compareCodePoints } from './code-point-order';

/** One name as a suggestion lookup sees it: its row id, its key, and what a list shows. */
export interface NameEntry<Shown> {
  id: number;
  /** PostgreSQL's lower(name): the key of the search order and of every match. */
  sortName: string;
  shown: Shown;
}

/** A name re-read after a change notice, with its later words (name-word table rows). */
export interface ChangedName<Shown> extends NameEntry<Shown> {
  wordStarts: readonly string[];
}

/** A row of a name-word table: a later word of a name, from its first character on. */
export interface WordRow<Shown> {
  wordStart: string;
  entry: NameEntry<Shown>;
}

export const bySearchOrder = <Shown>(a: NameEntry<Shown>, b: NameEntry<Shown>): number =>
  compareCodePoints(a.sortName, b.sortName) || a.id - b.id;

export const byWordOrder = <Shown>(a: WordRow<Shown>, b: WordRow<Shown>): number =>
  compareCodePoints(a.wordStart, b.wordStart) || a.entry.id - b.entry.id;

/**
 * Every name of a table in search order (sortName, then id, as companies_search_order and
 * brands_search_order hold them) and every later word in the order of the name-word table's
 * primary key (word_start, id): the same orders the SQL reads, so a walk here meets rows in
 * the order its statement would. Built once from a consistent read and never changed: changes
 * after it are a small overlay (see NameIndex).
 *
 * Memory, for a million companies: the two strings and the shown object of each name, and six
 * bytes per later word (which name, and where in its key the word starts) instead of a string.
 */
export class NameList<Shown> {
  readonly size: number;

  constructor(
    private readonly ids: Float64Array,
    private readonly sortNames: readonly string[],
    private readonly shown: readonly Shown[],
    /** Positions of names, in word order. */
    private readonly wordRefs: Int32Array,
    /** Where in its name's key each later word starts. */
    private readonly wordOffsets: Uint16Array,
  ) {
    this.size = ids.length;
  }

  entryAt(position: number): NameEntry<Shown> {
    return {
      id: this.ids[position]!,
      sortName: this.sortNames[position]!,
      shown: this.shown[position]!,
    };
  }

  idAt(position: number): number {
    return this.ids[position]!;
  }

  sortNameAt(position: number): string {
    return this.sortNames[position]!;
  }

  /** The first position whose key is not below `key` (keys compared as PostgreSQL's C). */
  firstNameFrom(key: string): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodePoints(this.sortNames[middle]!, key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  get wordCount(): number {
    return this.wordRefs.length;
  }

  wordStartAt(index: number): string {
    const offset = this.wordOffsets[index]!;
    return this.sortNames[this.wordRefs[index]!]!.slice(offset, offset + WORD_START_LENGTH);
  }

  wordEntryAt(index: number): NameEntry<Shown> {
    return this.entryAt(this.wordRefs[index]!);
  }

  wordIdAt(index: number): number {
    return this.ids[this.wordRefs[index]!]!;
  }

  /** The first word row whose word start is not below `key`. */
  firstWordFrom(key: string): number {
    let low = 0;
    let high = this.wordRefs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodePoints(this.wordStartAt(middle), key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Collects a NameList from rows read in its orders: names in search order, then word rows in
 * word order (each naming its name's id).
 */
export class NameListBuilder<Shown> {
  private readonly ids: number[] = [];
  private readonly sortNames: string[] = [];
  private readonly shown: Shown[] = [];
  private readonly positions = new Map<number, number>();
  private wordRefs = new Int32Array(1024);
  private wordOffsets = new Uint16Array(1024);
  private words = 0;

  addName(id: number, sortName: string, shown: Shown): void {
    this.positions.set(id, this.ids.length);
    this.ids.push(id);
    this.sortNames.push(sortName);
    this.shown.push(shown);
  }

  /** False when the word is not in its name (the rows were not read consistently). */
  addWord(id: number, wordStart: string): boolean {
    const position = this.positions.get(id);
    if (position === undefined) return false;
    // Any place the word start occurs in the key reads the same from there on.
    const offset = this.sortNames[position]!.indexOf(wordStart);
    if (offset < 0 || offset > 0xffff) return false;
    if (this.words === this.wordRefs.length) {
      this.wordRefs = grow(this.wordRefs, new Int32Array(this.words * 2));
      this.wordOffsets = grow(this.wordOffsets, new Uint16Array(this.words * 2));
    }
    this.wordRefs[this.words] = position;
    this.wordOffsets[this.words] = offset;
    this.words += 1;
    return true;
  }

  build(): NameList<Shown> {
    return new NameList(
      Float64Array.from(this.ids),
      this.sortNames,
      this.shown,
      this.wordRefs.slice(0, this.words),
      this.wordOffsets.slice(0, this.words),
    );
  }
}

function grow<T extends Int32Array | Uint16Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
