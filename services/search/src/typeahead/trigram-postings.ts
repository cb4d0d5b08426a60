import { forEachAscending, MAX_POSITION, varintLength, writeVarint } from './ascending-varints';
import { arrayPart, listPart, numberPart, SnapshotFileError, type Parts } from './snapshot-file';
import { drain, type Steps } from './steps';

/**
 * For every trigram of printable ASCII (letters folded to lower case), the positions of a
 * NameList whose texts hold it, ascending: ascending positions are search order, so the
 * names that contain a term are met in the order a results page lists them. What pg_trgm's GIN
 * index is to the SQL, for the terms the typeahead answers (ASCII ones): a term's rarest
 * trigrams narrow every name to a few candidates, and the bytes decide.
 *
 * A trigram held by more than one position in 32 is a bitmap (one bit per position), the rest
 * are lists of the gaps between holders as varints, about a byte a holder (four as an
 * Int32Array: 132 MB of postings on 10 lakh companies, 67 MB as varints). The legal-form words
 * ("private limited") and the CIN's common parts are in most names: as lists they were a
 * third of the postings.
 *
 * The end of a text (or of a run of ASCII in it) counts as a symbol, so every character of a
 * text starts a trigram ("ab" ends in "ab$", "b$$"): a term of one or two characters finds its
 * holders as the union of the trigrams that start with it.
 */
export class TrigramPostings {
  private constructor(
    /** Positions indexed. */
    private readonly size: number,
    /** Holders per trigram. */
    private readonly counts: Int32Array,
    /**
     * Where each trigram's list starts in `lists`, in bytes (a bitmap trigram's list is
     * empty). Lists are ascending varint gaps (see ascending-varints.ts): about a byte a holder.
     */
    private readonly starts: Int32Array,
    private readonly lists: Uint8Array,
    /** Index in `bitmaps` of each bitmap trigram, else -1. */
    private readonly bitmapOf: Int32Array,
    private readonly bitmaps: readonly Uint32Array[],
  ) {}

  /**
   * `textsAt(position, add)` hands over the bytes of each text of a position (a name's key, a
   * company's CIN); trigrams do not cross from one text into the next. Two passes over the
   * texts: the first counts each trigram's holders and the bytes of its gaps, the second
   * writes them where they go, so nothing but the result is allocated per holder.
   */
  static build(size: number, textsAt: (position: number, add: AddText) => void): TrigramPostings {
    return drain(TrigramPostings.buildSteps(size, textsAt));
  }

  /** build, yielding every STEP_POSITIONS positions of each pass (see steps.ts). */
  static *buildSteps(
    size: number,
    textsAt: (position: number, add: AddText) => void,
  ): Steps<TrigramPostings> {
    if (size > MAX_POSITION + 1) throw new RangeError(`too many positions to index: ${size}`);
    const counts = new Int32Array(TRIGRAMS);
    /** Bytes of each trigram's list, were it a list. */
    const sizes = new Float64Array(TRIGRAMS);
    const lastSeen = new Int32Array(TRIGRAMS).fill(-1);
    // The visitors are made once, not per position (a closure each was a third of the build).
    let position = 0;
    const count: AddText = (bytes, start, end) =>
      forEachTrigram(bytes, start, end, true, (trigram) => {
        const previous = lastSeen[trigram]!;
        if (previous === position) return;
        lastSeen[trigram] = position;
        counts[trigram]! += 1;
        sizes[trigram]! += varintLength(position - previous - 1);
      });
    for (position = 0; position < size; position++) {
      textsAt(position, count);
      if (position % STEP_POSITIONS === STEP_POSITIONS - 1) yield;
    }
    const bitmapOf = new Int32Array(TRIGRAMS).fill(-1);
    const bitmaps: Uint32Array[] = [];
    const starts = new Int32Array(TRIGRAMS + 1);
    let listed = 0;
    for (let trigram = 0; trigram < TRIGRAMS; trigram++) {
      starts[trigram] = listed;
      if (counts[trigram]! * BITMAP_DENSITY > size) {
        bitmapOf[trigram] = bitmaps.length;
        bitmaps.push(new Uint32Array(Math.ceil(size / 32)));
      } else {
        listed += sizes[trigram]!;
      }
    }
    if (listed > MAX_POSITION) throw new RangeError(`trigram lists too large: ${listed} bytes`);
    starts[TRIGRAMS] = listed;
    const lists = new Uint8Array(listed);
    const filled = starts.slice(0, TRIGRAMS);
    lastSeen.fill(-1);
    const fill: AddText = (bytes, start, end) =>
      forEachTrigram(bytes, start, end, true, (trigram) => {
        const previous = lastSeen[trigram]!;
        if (previous === position) return;
        lastSeen[trigram] = position;
        const bitmap = bitmapOf[trigram]!;
        if (bitmap >= 0) bitmaps[bitmap]![position >>> 5]! |= 1 << (position & 31);
        else filled[trigram] = writeVarint(lists, filled[trigram]!, position - previous - 1);
      });
    for (position = 0; position < size; position++) {
      textsAt(position, fill);
      if (position % STEP_POSITIONS === STEP_POSITIONS - 1) yield;
    }
    return new TrigramPostings(size, counts, starts, lists, bitmapOf, bitmaps);
  }

  /** What a snapshot file keeps (see snapshot-file.ts). */
  toParts(): Parts {
    const { size, counts, starts, lists, bitmapOf, bitmaps } = this;
    return { size, counts, starts, lists, bitmapOf, bitmaps };
  }

  static fromParts(parts: Parts): TrigramPostings {
    const counts = arrayPart(parts, 'counts', Int32Array);
    if (counts.length !== TRIGRAMS) throw new SnapshotFileError('postings of another alphabet');
    return new TrigramPostings(
      numberPart(parts, 'size'),
      counts,
      arrayPart(parts, 'starts', Int32Array),
      arrayPart(parts, 'lists', Uint8Array),
      arrayPart(parts, 'bitmapOf', Int32Array),
      listPart(parts, 'bitmaps').map((bitmap) => {
        if (!(bitmap instanceof Uint32Array)) throw new SnapshotFileError('bitmap is not one');
        return bitmap;
      }),
    );
  }

  /** Bytes held, for the service's memory report. */
  get byteLength(): number {
    return (
      this.counts.byteLength +
      this.starts.byteLength +
      this.lists.byteLength +
      this.bitmapOf.byteLength +
      this.bitmaps.reduce((sum, bitmap) => sum + bitmap.byteLength, 0)
    );
  }

  /**
   * Calls `visit` with every position that holds all trigrams of `needle`, ascending, until it
   * returns false. Every position that contains `needle` (letters folded) is among them; the
   * caller checks the bytes. A needle of one or two characters visits the holders of any
   * trigram that starts with it. Returns false, visiting nothing, for a needle with a byte
   * outside printable ASCII or none at all: these postings cannot narrow it.
   */
  forEachCandidate(needle: Uint8Array, visit: (position: number) => boolean): boolean {
    const symbols = Array.from(needle, (byte) => SYMBOL_OF[byte]!);
    if (symbols.length === 0 || symbols.some((symbol) => symbol < 0)) return false;
    if (symbols.length < 3) {
      this.forEachHolderOfAny(trigramsStartingWith(symbols), visit);
      return true;
    }
    const trigrams = new Set<number>();
    forEachTrigram(needle, 0, needle.length, false, (trigram) => trigrams.add(trigram));
    const ordered = [...trigrams].sort((a, b) => this.counts[a]! - this.counts[b]!);
    const lead = ordered[0]!;
    if (this.counts[lead] === 0) return true;
    // The rarest trigram's holders that also hold a few of the next rarest bitmap trigrams
    // (a bit test each). Asking the other lists too (a binary search each) cost more than it
    // saved: the caller's byte check on a name of a few dozen bytes is about as cheap, and it
    // has the last word anyway.
    const filters = ordered
      .slice(1)
      .filter((trigram) => this.bitmapOf[trigram]! >= 0)
      .slice(0, MAX_BITMAP_FILTERS)
      .map((trigram) => this.bitmaps[this.bitmapOf[trigram]!]!);
    if (this.bitmapOf[lead]! < 0) {
      forEachAscending(this.lists, this.starts[lead]!, this.starts[lead + 1]!, (position) => {
        const word = position >>> 5;
        const bit = 1 << (position & 31);
        for (const filter of filters) if ((filter[word]! & bit) === 0) return true;
        return visit(position);
      });
      return true;
    }
    // Every trigram is common: AND the bitmaps a word at a time.
    const bitmaps = [this.bitmaps[this.bitmapOf[lead]!]!, ...filters];
    visitBits(
      bitmaps[0]!.length,
      (word) => {
        let bits = bitmaps[0]![word]!;
        for (let other = 1; other < bitmaps.length && bits !== 0; other++) {
          bits &= bitmaps[other]![word]!;
        }
        return bits;
      },
      visit,
    );
    return true;
  }

  /** Visits, ascending and once each, the positions that hold any of `trigrams`. */
  private forEachHolderOfAny(trigrams: number[], visit: (position: number) => boolean): void {
    const held = trigrams.filter((trigram) => this.counts[trigram]! > 0);
    if (held.length === 0) return;
    // Marked in a bitmap of every position: a merge of up to 4,900 lists, in order, at a cost
    // of one pass over the holders and one over the bitmap's words.
    const words = Math.ceil(this.size / 32);
    const union = new Uint32Array(words);
    const mark = (position: number) => {
      union[position >>> 5]! |= 1 << (position & 31);
      return true;
    };
    for (const trigram of held) {
      const bitmap = this.bitmapOf[trigram]!;
      if (bitmap >= 0) {
        const bits = this.bitmaps[bitmap]!;
        for (let word = 0; word < words; word++) union[word]! |= bits[word]!;
        continue;
      }
      forEachAscending(this.lists, this.starts[trigram]!, this.starts[trigram + 1]!, mark);
    }
    visitBits(words, (word) => union[word]!, visit);
  }
}

/** Positions of a build step: about 20 ms of a pass. */
const STEP_POSITIONS = 1 << 14;

export type AddText = (bytes: Uint8Array, start: number, end: number) => void;

/** Bitmaps ANDed into a walk at most: more of them narrow little and each costs a pass. */
const MAX_BITMAP_FILTERS = 4;

/**
 * Trigrams held by more than one position in this many are bitmaps. A bitmap is also what a
 * walk can test a candidate against (see forEachCandidate), so this is kept where it was with
 * four-byte lists: varint lists would reach a bitmap's size only near one in eight.
 */
const BITMAP_DENSITY = 32;

/** Printable ASCII with A-Z folded onto a-z (95 - 26 symbols), and the end of a text. */
const SYMBOLS = 70;
const END = 69;
const TRIGRAMS = SYMBOLS * SYMBOLS * SYMBOLS;
const SYMBOL_OF = (() => {
  const table = new Int16Array(256).fill(-1);
  let next = 0;
  for (let byte = 0x20; byte <= 0x7e; byte++) {
    if (byte >= 0x41 && byte <= 0x5a) continue;
    table[byte] = next++;
  }
  for (let byte = 0x41; byte <= 0x5a; byte++) table[byte] = table[byte + 0x20]!;
  return table;
})();

/**
 * Visits the trigram of every three consecutive printable ASCII bytes in [start, end), and
 * with `ends`, those that close each run of them with the end symbol ("..xy$", "..y$$").
 */
function forEachTrigram(
  bytes: Uint8Array,
  start: number,
  end: number,
  ends: boolean,
  visit: (trigram: number) => void,
): void {
  let run = 0;
  let trigram = 0;
  for (let at = start; at < end; at++) {
    const symbol = SYMBOL_OF[bytes[at]!]!;
    if (symbol < 0) {
      if (ends) closeRun(trigram, run, visit);
      run = 0;
      trigram = 0;
      continue;
    }
    trigram = (trigram * SYMBOLS + symbol) % TRIGRAMS;
    run += 1;
    if (run >= 3) visit(trigram);
  }
  if (ends) closeRun(trigram, run, visit);
}

/** The trigrams that close a run of `run` symbols whose last trigram is `trigram`. */
function closeRun(trigram: number, run: number, visit: (trigram: number) => void): void {
  if (run >= 2) visit((trigram * SYMBOLS + END) % TRIGRAMS);
  if (run >= 1) visit(((trigram % SYMBOLS) * SYMBOLS + END) * SYMBOLS + END);
}

/** The trigrams that start with one or two symbols (the end symbol only after an end). */
function trigramsStartingWith(symbols: number[]): number[] {
  const [first, second] = symbols as [number, number | undefined];
  const trigrams: number[] = [];
  const seconds = second === undefined ? Array.from({ length: SYMBOLS }, (_, at) => at) : [second];
  for (const next of seconds) {
    if (next === END) trigrams.push((first * SYMBOLS + END) * SYMBOLS + END);
    else
      for (let last = 0; last < SYMBOLS; last++)
        trigrams.push((first * SYMBOLS + next) * SYMBOLS + last);
  }
  return trigrams;
}

/** Visits the set bits of words [0, size) ascending, until `visit` returns false. */
function visitBits(
  size: number,
  wordAt: (word: number) => number,
  visit: (position: number) => boolean,
): void {
  for (let word = 0; word < size; word++) {
    let bits = wordAt(word);
    while (bits !== 0) {
      const low = bits & -bits;
      if (!visit(word * 32 + 31 - Math.clz32(low))) return;
      bits ^= low;
    }
  }
}
