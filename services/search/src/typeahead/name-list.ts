import { WORD_START_LENGTH } from '../repositories/search-rows';
import { compareCodePoints } from './code-point-order';
import { CasedTexts, CasedTextsBuilder } from './cased-texts';
import { rowOf, type Utf8Fields } from './copy-rows';
import { CinStrings, cinStringsSteps } from './cin-strings';
import { KeyStrings, KeyStringsBuilder } from './key-strings';
import { NarrowIntegers } from './narrow-integers';
import { PackedStrings, PackedStringsBuilder } from './packed-strings';
import { arrayPart, listPart, nestedPart, SnapshotFileError, type Parts } from './snapshot-file';
import { drain, type Steps } from './steps';
import { TrigramPostings } from './trigram-postings';
import { grown, release } from './typed-arrays';

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

/** How a kind's shown object is kept: as nullable text columns and number columns. */
export interface ShownCodec<Shown> {
  textColumns: number;
  numberColumns: number;
  texts(shown: Shown): (string | null)[];
  numbers(shown: Shown): number[];
  decode(texts: (string | null)[], numbers: number[]): Shown;
  /** Text columns a search also matches inside (a company's CIN), beside the key. */
  searchedColumns?: readonly number[];
  /**
   * The text column whose lower() is the key (the shown name): kept as how its case differs
   * from the key (CasedTexts), not as a second copy. Not a searched column.
   */
  keyColumn?: number;
  /** Text columns of CINs: kept packed (CinStrings). */
  cinColumns?: readonly number[];
}

/** A text column kept as its own strings: packed CINs, or each its own. */
export type TextColumn = CinStrings | PackedStrings;

export const bySearchOrder = <Shown>(a: NameEntry<Shown>, b: NameEntry<Shown>): number =>
  compareCodePoints(a.sortName, b.sortName) || a.id - b.id;

export const byWordOrder = <Shown>(a: WordRow<Shown>, b: WordRow<Shown>): number =>
  compareCodePoints(a.wordStart, b.wordStart) || a.entry.id - b.entry.id;

/** The name-word tables keep a word's first WORD_START_LENGTH characters (migration 0010). */
const truncateWord = (word: string) =>
  word.length <= WORD_START_LENGTH ? word : Array.from(word).slice(0, WORD_START_LENGTH).join('');

/**
 * Every name of a table in search order (key, then id, as companies_search_order and
 * brands_search_order hold them) and every later word in the order of the name-word table's
 * primary key (word_start, id): the same orders the SQL reads, so a walk here meets rows in
 * the order its statement would. Built once from a consistent read and never changed: changes
 * after it are a small overlay (see NameIndex).
 *
 * Strings are packed (PackedStrings; keys with their common endings kept once, KeyStrings; CINs
 * with two digits to a byte, CinStrings) and a later word is a position and a byte offset into
 * its name's key, so a million companies are a few dozen buffers and typed arrays to the
 * garbage collector, not millions of strings.
 */
export class NameList<Shown> {
  constructor(
    /** NarrowIntegers when every id is a whole number of 32 bits, as they are. */
    private readonly ids: WholeNumbers,
    private readonly keys: KeyStrings,
    private readonly texts: readonly (TextColumn | CasedTexts)[],
    private readonly numbers: readonly WholeNumbers[],
    private readonly codec: ShownCodec<Shown>,
    /** Positions of names, in word order. */
    private readonly wordRefs: NarrowIntegers,
    /** Where in its name's key (in bytes) each later word starts: a byte each when all fit. */
    private readonly wordOffsets: Uint8Array | Uint16Array,
    /** The trigrams of each key and searched column: what a results page narrows by. */
    readonly trigrams: TrigramPostings,
  ) {}

  /** What a snapshot file keeps (see snapshot-file.ts): every array; the codec is code. */
  toParts(): Parts {
    return {
      ids: wholeNumbersParts(this.ids),
      keys: this.keys.toParts(),
      texts: this.texts.map((column): Parts => {
        if (column instanceof CasedTexts) return { cased: column.toParts() };
        if (column instanceof CinStrings) return { cins: column.toParts() };
        return { packed: column.toParts() };
      }),
      numbers: this.numbers.map(wholeNumbersParts),
      wordRefs: this.wordRefs.toParts(),
      wordOffsets: this.wordOffsets,
      trigrams: this.trigrams.toParts(),
    };
  }

  /** The list toParts gave, decoded by `codec` (which must be the one it was built with). */
  static fromParts<Shown>(parts: Parts, codec: ShownCodec<Shown>): NameList<Shown> {
    const keys = KeyStrings.fromParts(nestedPart(parts, 'keys'));
    const texts = listPart(parts, 'texts').map((column) => {
      if ('cased' in (column as object)) {
        return CasedTexts.fromParts(nestedPart(column, 'cased'), keys);
      }
      if ('cins' in (column as object)) return CinStrings.fromParts(nestedPart(column, 'cins'));
      return PackedStrings.fromParts(nestedPart(column, 'packed'));
    });
    const numbers = listPart(parts, 'numbers').map(wholeNumbersFromParts);
    if (texts.length !== codec.textColumns || numbers.length !== codec.numberColumns) {
      throw new SnapshotFileError('list of another codec');
    }
    return new NameList(
      wholeNumbersFromParts(nestedPart(parts, 'ids')),
      keys,
      texts,
      numbers,
      codec,
      NarrowIntegers.fromParts(nestedPart(parts, 'wordRefs')),
      arrayPart<Uint8Array | Uint16Array>(parts, 'wordOffsets', [Uint8Array, Uint16Array]),
      TrigramPostings.fromParts(nestedPart(parts, 'trigrams')),
    );
  }

  /** Bytes held by the typed arrays and buffers (the decoded shown objects are transient). */
  get byteLength(): number {
    const { ids, names, words, postings } = this.bytesByPart;
    return ids + names + words + postings;
  }

  /** byteLength by what it holds, for the memory reports. */
  get bytesByPart(): { ids: number; names: number; words: number; postings: number } {
    return {
      ids: this.ids.byteLength,
      names:
        this.keys.byteLength +
        this.texts.reduce((sum, column) => sum + column.byteLength, 0) +
        this.numbers.reduce((sum, column) => sum + column.byteLength, 0),
      words: this.wordRefs.byteLength + this.wordOffsets.byteLength,
      postings: this.trigrams.byteLength,
    };
  }

  get size(): number {
    return this.ids.length;
  }

  get wordCount(): number {
    return this.wordRefs.length;
  }

  entryAt(position: number): NameEntry<Shown> {
    return {
      id: this.ids.at(position)!,
      sortName: this.keys.get(position)!,
      shown: this.codec.decode(
        this.texts.map((column) => column.get(position)),
        this.numbers.map((column) => column.at(position)!),
      ),
    };
  }

  idAt(position: number): number {
    return this.ids.at(position)!;
  }

  /** A text column of the shown objects (the CIN list reads one). */
  textColumn(index: number): TextColumn {
    return textColumnOf(this.texts, index);
  }

  keyMatches(position: number, key: Buffer, exact: boolean): boolean {
    return exact ? this.keys.equals(position, key) : this.keys.startsWith(position, key);
  }

  /** The first position whose key is not below `key` (C collation). */
  firstNameFrom(key: Buffer): number {
    return lowerBound(this.size, (position) => this.keys.compare(position, key));
  }

  wordIdAt(index: number): number {
    return this.ids.at(this.wordRefs.at(index))!;
  }

  wordEntryAt(index: number): NameEntry<Shown> {
    return this.entryAt(this.wordRefs.at(index));
  }

  wordStartAt(index: number): string {
    return truncateWord(this.keys.tail(this.wordRefs.at(index), this.wordOffsets[index]!));
  }

  /** The word rows whose word start begins with `prefix`: [from, to). */
  wordRange(prefix: Buffer): [from: number, to: number] {
    const from = this.firstWordFrom(prefix);
    const to = lowerBound(this.wordRefs.length, (index) =>
      this.wordStartsWith(index, prefix) || index < from ? -1 : 1,
    );
    return [from, to];
  }

  /** The name position of a word row. */
  wordPositionAt(index: number): number {
    return this.wordRefs.at(index);
  }

  keyIncludes(position: number, needle: Uint8Array): boolean {
    return this.keys.includes(position, needle);
  }

  wordStartsWith(index: number, prefix: Buffer): boolean {
    return this.keys.startsWith(this.wordRefs.at(index), prefix, this.wordOffsets[index]!);
  }

  /**
   * The first word row whose word start is not below `prefix`. A prefix is at most
   * WORD_START_LENGTH characters, so comparing the untruncated rest of the key orders the rows
   * against it as their truncated word starts would.
   */
  firstWordFrom(prefix: Buffer): number {
    return lowerBound(this.wordRefs.length, (index) =>
      this.keys.compare(this.wordRefs.at(index), prefix, this.wordOffsets[index]!),
    );
  }
}

/** The first index in [0, size) at which `compare` is not negative (it must be monotone). */
export function lowerBound(size: number, compare: (index: number) => number): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(middle) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Collects a NameList from rows read in its orders: names in search order, then word rows in
 * word order (each naming its name's id). It holds buffers and typed arrays that double as
 * they fill, never a string or an object per row, so a load's memory is the lists' own and a
 * batch of rows at a time.
 */
export class NameListBuilder<Shown> {
  private ids = new Float64Array(1024);
  private count = 0;
  private readonly keys = new KeyStringsBuilder();
  private readonly texts: (PackedStringsBuilder | CasedTextsBuilder)[];
  private numbers: Float64Array[];
  /** Until build: each name's position by id, to place words. */
  private positions = new PositionsById();
  private wordRefs = new Int32Array(1024);
  private wordOffsets = new Uint16Array(1024);
  private words = 0;
  private maxWordOffset = 0;
  /** A word start's UTF-8 bytes, reused from one word row to the next. */
  private wordBytes = Buffer.allocUnsafe(256);

  constructor(private readonly codec: ShownCodec<Shown>) {
    const keyColumn = codec.searchedColumns?.includes(codec.keyColumn ?? -1)
      ? undefined
      : codec.keyColumn;
    this.texts = Array.from({ length: codec.textColumns }, (_, column) =>
      column === keyColumn ? new CasedTextsBuilder() : new PackedStringsBuilder(),
    );
    this.numbers = Array.from({ length: codec.numberColumns }, () => new Float64Array(1024));
  }

  addName(id: number, sortName: string, shown: Shown): void {
    const texts = this.codec.texts(shown);
    this.addNameFrom(
      id,
      rowOf([sortName, ...texts]),
      0,
      texts.map((_, column) => column + 1),
      this.codec.numbers(shown),
    );
  }

  /**
   * addName from UTF-8 fields (a COPY row, as the load reads them): the key is field
   * `keyField`, text column i is field `textFields[i]`, the numbers are the codec's numbers.
   */
  addNameFrom(
    id: number,
    row: Utf8Fields,
    keyField: number,
    textFields: readonly number[],
    numbers: readonly number[],
  ): void {
    if (this.count === this.ids.length) {
      this.ids = grown(this.ids, new Float64Array(this.count * 2));
      this.numbers = this.numbers.map((column) => grown(column, new Float64Array(this.count * 2)));
    }
    this.positions.set(id, this.count);
    this.ids[this.count] = id;
    const { bytes } = row;
    const keyStart = row.start(keyField);
    const keyEnd = row.end(keyField);
    this.keys.addBytes(bytes, keyStart, keyEnd);
    for (let column = 0; column < this.texts.length; column++) {
      const field = textFields[column]!;
      const builder = this.texts[column]!;
      const isNull = row.isNull(field);
      if (builder instanceof CasedTextsBuilder) {
        const shown = isNull ? null : bytes;
        builder.addBytes(bytes, keyStart, keyEnd, shown, row.start(field), row.end(field));
      } else if (isNull) builder.add(null);
      else builder.addBytes(bytes, row.start(field), row.end(field));
    }
    for (let column = 0; column < this.numbers.length; column++) {
      this.numbers[column]![this.count] = numbers[column]!;
    }
    this.count += 1;
  }

  /** Where a name added so far will be in the list, by its id (until build). */
  positionOf(id: number): number | undefined {
    return this.positions.get(id);
  }

  /** False when the word is not in its name (the rows were not read consistently). */
  addWord(id: number, wordStart: string): boolean {
    if (wordStart.length * 3 > this.wordBytes.length) {
      this.wordBytes = Buffer.allocUnsafe(wordStart.length * 3);
    }
    return this.addWordBytes(id, this.wordBytes, 0, this.wordBytes.write(wordStart));
  }

  /** addWord, the word start given as UTF-8 bytes [start, end) of `bytes`. */
  addWordBytes(id: number, bytes: Uint8Array, start: number, end: number): boolean {
    const position = this.positions.get(id);
    if (position === undefined) return false;
    // Any place the word start occurs in the key reads the same from there on. A match of
    // UTF-8 bytes starts on a character, as a lead byte never equals a continuation byte.
    const offset = this.keys.indexOf(position, bytes, end - start, start);
    if (offset < 0 || offset > 0xffff) return false;
    if (this.words === this.wordRefs.length) {
      this.wordRefs = grown(this.wordRefs, new Int32Array(this.words * 2));
      this.wordOffsets = grown(this.wordOffsets, new Uint16Array(this.words * 2));
    }
    this.wordRefs[this.words] = position;
    this.wordOffsets[this.words] = offset;
    if (offset > this.maxWordOffset) this.maxWordOffset = offset;
    this.words += 1;
    return true;
  }

  build(): NameList<Shown> {
    return drain(this.buildSteps());
  }

  /** build, in steps (see steps.ts): the columns, then the trigram postings. */
  *buildSteps(): Steps<NameList<Shown>> {
    const columns = yield* this.columnsSteps();
    return yield* columns.postingsSteps();
  }

  /**
   * The first part of build, in steps: every column but the trigram postings, which are most
   * of a build's time and its largest allocation. A load can do other work with a large
   * transient (a sort, another list) between the two parts, when less is held.
   */
  *columnsSteps(): Steps<NameListColumns<Shown>> {
    this.positions.release();
    const keys = this.keys.build();
    // Each copy of a crore entries takes a while: the event loop is let free between them.
    yield;
    const texts: (TextColumn | CasedTexts)[] = [];
    const cinColumns = this.codec.cinColumns ?? [];
    for (const [index, column] of this.texts.entries()) {
      if (column instanceof CasedTextsBuilder) texts.push(column.build(keys));
      else if (cinColumns.includes(index)) texts.push(yield* cinStringsSteps(column.take()));
      else texts.push(column.build());
      yield;
    }
    const ids = compactNumbers(this.ids.subarray(0, this.count));
    const numbers = this.numbers.map((column) => compactNumbers(column.subarray(0, this.count)));
    yield;
    const wordRefs = NarrowIntegers.of(this.wordRefs.subarray(0, this.words));
    const wordOffsets =
      this.maxWordOffset <= 0xff
        ? Uint8Array.from(this.wordOffsets.subarray(0, this.words))
        : this.wordOffsets.slice(0, this.words);
    // Done with: the builder's arrays (up to twice what they hold) go now, not when the
    // builder does.
    for (const array of [this.ids, ...this.numbers, this.wordRefs, this.wordOffsets]) {
      release(array);
    }
    this.ids = new Float64Array(0);
    this.numbers = [];
    this.wordRefs = new Int32Array(0);
    this.wordOffsets = new Uint16Array(0);
    this.count = 0;
    this.words = 0;
    yield;
    return new NameListColumns(ids, keys, texts, numbers, this.codec, wordRefs, wordOffsets);
  }
}

/** A list built but for its trigram postings (NameListBuilder.columnsSteps). */
export class NameListColumns<Shown> {
  constructor(
    private readonly ids: WholeNumbers,
    private readonly keys: KeyStrings,
    private readonly texts: readonly (TextColumn | CasedTexts)[],
    private readonly numbers: readonly WholeNumbers[],
    private readonly codec: ShownCodec<Shown>,
    private readonly wordRefs: NarrowIntegers,
    private readonly wordOffsets: Uint8Array | Uint16Array,
  ) {}

  /** A text column as the list will have it (see NameList.textColumn). */
  textColumn(index: number): TextColumn {
    return textColumnOf(this.texts, index);
  }

  /** The list, once its trigram postings are made. */
  *postingsSteps(): Steps<NameList<Shown>> {
    const { ids, keys, texts, numbers, codec, wordRefs, wordOffsets } = this;
    const searched = (codec.searchedColumns ?? []).map((column) => texts[column] as TextColumn);
    const trigrams = yield* TrigramPostings.buildSteps(ids.length, (position, add) => {
      keys.visitBytes(position, add);
      for (let column = 0; column < searched.length; column++) {
        searched[column]!.visitBytes(position, add);
      }
    });
    return new NameList(ids, keys, texts, numbers, codec, wordRefs, wordOffsets, trigrams);
  }
}

/** Text column `index`, when it is kept as its own strings (not derived from the key). */
function textColumnOf(texts: readonly (TextColumn | CasedTexts)[], index: number): TextColumn {
  const column = texts[index]!;
  if (!(column instanceof CinStrings || column instanceof PackedStrings)) {
    throw new Error(`text column ${index} is derived`);
  }
  return column;
}

/**
 * Positions by id while a list is built: a typed array indexed by id for the ids a sequence
 * gives (growing as they come), a Map for any far beyond. A Map of ten million entries was
 * most of a load's peak and near V8's limit on a Map's size.
 */
class PositionsById {
  private dense = new Int32Array(1024).fill(-1);
  private readonly sparse = new Map<number, number>();

  set(id: number, position: number): void {
    if (Number.isInteger(id) && id >= 0 && id < MAX_DENSE_ID) {
      if (id >= this.dense.length) {
        // From 1,024 at least: a released array (length 0) would never double.
        let size = Math.max(1024, this.dense.length * 2);
        while (size <= id) size *= 2;
        this.dense = grown(this.dense, new Int32Array(size).fill(-1));
      }
      this.dense[id] = position;
    } else {
      this.sparse.set(id, position);
    }
  }

  /** Forgets every position and gives the memory back (a build no longer asks). */
  release(): void {
    release(this.dense);
    this.dense = new Int32Array(0);
    this.sparse.clear();
  }

  get(id: number): number | undefined {
    if (Number.isInteger(id) && id >= 0 && id < this.dense.length) {
      const position = this.dense[id]!;
      return position < 0 ? undefined : position;
    }
    return this.sparse.get(id);
  }
}

/** Ids below this are kept in PositionsById's array (256 MB at most), others in its Map. */
const MAX_DENSE_ID = 1 << 26;

/**
 * Numbers of a list as NarrowIntegers when every one is a whole number of 32 bits (ids under
 * 2^24, a crore and more, take three bytes each), else as a Float64Array.
 */
type WholeNumbers = NarrowIntegers | Float64Array;

/** WholeNumbers for a snapshot file: which kind, and its parts. */
const wholeNumbersParts = (numbers: WholeNumbers): Parts =>
  numbers instanceof NarrowIntegers ? { narrow: numbers.toParts() } : { wide: numbers };

function wholeNumbersFromParts(parts: Parts): WholeNumbers {
  if (typeof parts === 'object' && parts !== null && 'narrow' in parts) {
    return NarrowIntegers.fromParts(nestedPart(parts, 'narrow'));
  }
  return arrayPart(parts, 'wide', Float64Array);
}

/** A copy of `values` as WholeNumbers. */
function compactNumbers(values: Float64Array): WholeNumbers {
  for (const value of values) {
    if (!(Number.isInteger(value) && value >= 0 && value <= 0xffffffff)) return values.slice();
  }
  return NarrowIntegers.of(values);
}
