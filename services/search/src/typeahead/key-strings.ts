import { CompactOffsets } from './compact-offsets';
import { arrayPart, arrayPartOrNull, nestedPart, type Parts } from './snapshot-file';
import { COMPANY_KEY_ENDINGS } from './key-endings';
import { indexOfInParts, PackedStringsBuilder } from './packed-strings';
import type { StringColumn, VisitBytes } from './string-column';
import { grown, release } from './typed-arrays';

/**
 * Keys (PostgreSQL's lower(name)) as the bytes of each key's stem and a byte naming its
 * ending, one of up to 255 endings kept once (COMPANY_KEY_ENDINGS): every method answers as
 * PackedStrings does on the whole key, comparing the stem's bytes and then the ending's, so
 * the order, the matches and the trigrams of a key do not change. Holds typed arrays and
 * buffers only, the offsets' two in a CompactOffsets (it is written to a file and read back as
 * they are).
 */
export class KeyStrings implements StringColumn {
  /** The endings as strings, for get: made from endingBytes, so not written to a file. */
  private readonly endingTexts: string[];

  constructor(
    /** The stems' UTF-8 bytes, one after another. */
    private readonly stems: Buffer,
    /** Where stem i starts; it ends where stem i + 1 starts (length + 1 offsets). */
    private readonly offsets: CompactOffsets,
    /** The ending of each key: an index into the endings, 0 for none. */
    private readonly endingOf: Uint8Array,
    /** The endings' UTF-8 bytes, one after another; ending 0 is empty. */
    private readonly endingBytes: Buffer,
    /** Where ending i starts; it ends where ending i + 1 starts (endings + 1 offsets). */
    private readonly endingOffsets: Int32Array,
    /** A bit per key, set for a null; null when none is. */
    private readonly nulls: Uint8Array | null,
  ) {
    this.endingTexts = Array.from({ length: endingOffsets.length - 1 }, (_, ending) =>
      endingBytes.toString('utf8', endingOffsets[ending]!, endingOffsets[ending + 1]!),
    );
  }

  /** What a snapshot file keeps (see snapshot-file.ts). */
  toParts(): Parts {
    return {
      stems: this.stems,
      offsets: this.offsets.toParts(),
      endingOf: this.endingOf,
      endingBytes: this.endingBytes,
      endingOffsets: this.endingOffsets,
      nulls: this.nulls,
    };
  }

  static fromParts(parts: Parts): KeyStrings {
    return new KeyStrings(
      arrayPart(parts, 'stems', Buffer),
      CompactOffsets.fromParts(nestedPart(parts, 'offsets')),
      arrayPart(parts, 'endingOf', Uint8Array),
      arrayPart(parts, 'endingBytes', Buffer),
      arrayPart(parts, 'endingOffsets', Int32Array),
      arrayPartOrNull(parts, 'nulls', Uint8Array),
    );
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  get byteLength(): number {
    return (
      this.stems.byteLength +
      this.offsets.byteLength +
      this.endingOf.byteLength +
      this.endingBytes.byteLength +
      this.endingOffsets.byteLength +
      (this.nulls?.byteLength ?? 0)
    );
  }

  isNull(index: number): boolean {
    return this.nulls !== null && (this.nulls[index >>> 3]! & (1 << (index & 7))) !== 0;
  }

  get(index: number): string | null {
    if (this.isNull(index)) return null;
    const stem = this.stems.toString('utf8', this.offsets.at(index), this.offsets.at(index + 1));
    return stem + this.endingTexts[this.endingOf[index]!]!;
  }

  /** The key from byte `offset` of key `index` on (an offset within its ending too). */
  tail(index: number, offset: number): string {
    const stemEnd = this.offsets.at(index + 1);
    const start = this.offsets.at(index) + offset;
    const ending = this.endingOf[index]!;
    const endingStart = this.endingOffsets[ending]! + Math.max(0, start - stemEnd);
    return (
      this.stems.toString('utf8', Math.min(start, stemEnd), stemEnd) +
      this.endingBytes.toString('utf8', endingStart, this.endingOffsets[ending + 1]!)
    );
  }

  /** Compares key `index` (from byte `offset`) with `key`, as PostgreSQL's C collation. */
  compare(index: number, key: Buffer, offset = 0): number {
    if (this.isNull(index)) return -1;
    const stemEnd = this.offsets.at(index + 1);
    const start = this.offsets.at(index) + offset;
    const stemStart = Math.min(start, stemEnd);
    const ending = this.endingOf[index]!;
    const endingStart = this.endingOffsets[ending]! + (start - stemStart);
    const endingEnd = this.endingOffsets[ending + 1]!;
    const stemLength = stemEnd - stemStart;
    if (key.length <= stemLength) {
      const order = this.stems.compare(key, 0, key.length, stemStart, stemStart + key.length);
      if (order !== 0) return order;
      return stemLength + (endingEnd - endingStart) > key.length ? 1 : 0;
    }
    return (
      this.stems.compare(key, 0, stemLength, stemStart, stemEnd) ||
      this.endingBytes.compare(key, stemLength, key.length, endingStart, endingEnd)
    );
  }

  /** Whether key `index` (from byte `offset`) starts with `prefix`. */
  startsWith(index: number, prefix: Buffer, offset = 0): boolean {
    if (this.isNull(index)) return false;
    const stemEnd = this.offsets.at(index + 1);
    const start = this.offsets.at(index) + offset;
    const stemStart = Math.min(start, stemEnd);
    const ending = this.endingOf[index]!;
    const endingStart = this.endingOffsets[ending]! + (start - stemStart);
    const endingEnd = this.endingOffsets[ending + 1]!;
    const stemLength = stemEnd - stemStart;
    if (prefix.length <= stemLength) {
      return (
        this.stems.compare(prefix, 0, prefix.length, stemStart, stemStart + prefix.length) === 0
      );
    }
    const inEnding = prefix.length - stemLength;
    return (
      inEnding <= endingEnd - endingStart &&
      this.stems.compare(prefix, 0, stemLength, stemStart, stemEnd) === 0 &&
      this.endingBytes.compare(
        prefix,
        stemLength,
        prefix.length,
        endingStart,
        endingStart + inEnding,
      ) === 0
    );
  }

  equals(index: number, key: Buffer): boolean {
    if (this.isNull(index)) return false;
    const ending = this.endingOf[index]!;
    const length =
      this.offsets.at(index + 1) -
      this.offsets.at(index) +
      this.endingOffsets[ending + 1]! -
      this.endingOffsets[ending]!;
    return length === key.length && this.startsWith(index, key);
  }

  /** Whether key `index` contains `needle`, in its stem, its ending, or across the two. */
  includes(index: number, needle: Uint8Array): boolean {
    if (this.isNull(index)) return false;
    const ending = this.endingOf[index]!;
    return (
      indexOfInParts(
        this.stems,
        this.offsets.at(index),
        this.offsets.at(index + 1),
        this.endingBytes,
        this.endingOffsets[ending]!,
        this.endingOffsets[ending + 1]!,
        needle,
        needle.length,
      ) >= 0
    );
  }

  /**
   * Hands the bytes of key `index` to `add` in one piece, stem and ending copied together
   * (the trigrams of a key cross from its stem into its ending); nothing for a null.
   */
  visitBytes(index: number, add: VisitBytes): void {
    if (this.isNull(index)) return;
    const start = this.offsets.at(index);
    const stemEnd = this.offsets.at(index + 1);
    const ending = this.endingOf[index]!;
    const endingStart = this.endingOffsets[ending]!;
    const endingEnd = this.endingOffsets[ending + 1]!;
    const length = stemEnd - start + endingEnd - endingStart;
    if (length > scratch.length) scratch = Buffer.allocUnsafe(Math.max(length, scratch.length * 2));
    // Loops, not Buffer.copy: a key is a few dozen bytes, and the trigram build visits every
    // key twice, where a native call each was a tenth of the build. One call of `add`, with
    // the key always in the scratch buffer: its callers (the trigram build) ran slower with two.
    const { stems, endingBytes } = this;
    let to = 0;
    for (let at = start; at < stemEnd; at++) scratch[to++] = stems[at]!;
    for (let at = endingStart; at < endingEnd; at++) scratch[to++] = endingBytes[at]!;
    add(scratch, 0, length);
  }
}

/** Where visitBytes puts a key together: read by `add` before it returns. */
let scratch = Buffer.allocUnsafe(256);

/**
 * Collects keys into a KeyStrings, splitting off each key's ending as it is added: the longest
 * of the endings that ends the key where a word starts (the endings start with a space).
 */
export class KeyStringsBuilder {
  private readonly stems = new PackedStringsBuilder();
  private endingOf = new Uint8Array(1024);
  private readonly endingBytes: Buffer;
  private readonly endingOffsets: Int32Array;
  /**
   * The endings by tailHash of their bytes (open addressing; 0 for an empty slot): a key's tail
   * is hashed as it is read from its last byte back, and looked up at each space.
   */
  private readonly byHash: Uint8Array;
  private readonly hashOf: Int32Array;
  private readonly longestEnding: number;

  /** `endings`: distinct, each starting with a space; ending i is named i + 1. */
  constructor(endings: readonly string[] = COMPANY_KEY_ENDINGS) {
    if (endings.length > MAX_ENDINGS) throw new RangeError(`more than ${MAX_ENDINGS} endings`);
    if (new Set(endings).size !== endings.length) throw new RangeError('an ending is repeated');
    if (endings.some((ending) => !ending.startsWith(' '))) {
      throw new RangeError('an ending does not start with a space');
    }
    const bytes = endings.map((ending) => Buffer.from(ending));
    this.endingBytes = Buffer.concat(bytes);
    this.endingOffsets = new Int32Array(endings.length + 2);
    for (let ending = 0; ending < endings.length; ending++) {
      this.endingOffsets[ending + 2] = this.endingOffsets[ending + 1]! + bytes[ending]!.length;
    }
    this.hashOf = new Int32Array(endings.length + 1);
    this.byHash = new Uint8Array(HASH_SLOTS);
    for (let ending = 1; ending <= endings.length; ending++) {
      const ended = bytes[ending - 1]!;
      let hash = 0;
      for (let at = ended.length - 1; at >= 0; at--) hash = tailHash(hash, ended[at]!);
      this.hashOf[ending] = hash;
      let slot = hash & (HASH_SLOTS - 1);
      while (this.byHash[slot] !== 0) slot = (slot + 1) & (HASH_SLOTS - 1);
      this.byHash[slot] = ending;
    }
    this.longestEnding = Math.max(0, ...bytes.map((ending) => ending.length));
  }

  get length(): number {
    return this.stems.length;
  }

  add(value: string | null): void {
    if (value === null) {
      this.push(0);
      this.stems.add(null);
      return;
    }
    const bytes = Buffer.from(value);
    this.addBytes(bytes, 0, bytes.length);
  }

  /** Adds the key of UTF-8 bytes [start, end) of `from` (a COPY field, say). */
  addBytes(from: Uint8Array, start: number, end: number): void {
    const ending = this.endingAt(from, start, end);
    const endingLength = this.endingOffsets[ending + 1]! - this.endingOffsets[ending]!;
    this.push(ending);
    this.stems.addBytes(from, start, end - endingLength);
  }

  /** Where needle's `length` bytes from `needleStart` first occur in key `index`, or -1. */
  indexOf(index: number, needle: Uint8Array, length = needle.length, needleStart = 0): number {
    const ending = this.endingOf[index]!;
    const endingStart = this.endingOffsets[ending]!;
    const endingEnd = this.endingOffsets[ending + 1]!;
    return this.stems.indexOf(
      index,
      needle,
      length,
      needleStart,
      this.endingBytes,
      endingStart,
      endingEnd,
    );
  }

  /** The keys added; the builder is done with (it lets its arrays go). */
  build(): KeyStrings {
    const count = this.stems.length;
    const { bytes, offsets, nulls } = this.stems.take();
    const built = new KeyStrings(
      bytes,
      CompactOffsets.of(offsets),
      this.endingOf.slice(0, count),
      this.endingBytes,
      this.endingOffsets,
      nulls,
    );
    // Kept compacted: the taken offsets (40 MB at a crore) and the builder's endings go now.
    release(offsets);
    release(this.endingOf);
    this.endingOf = new Uint8Array(0);
    return built;
  }

  /**
   * The longest ending that is all of bytes [at, end) for a space at `at` in [start, end),
   * else 0. One pass back from the last byte, hashing the tail as it goes: a binary search of
   * the endings at each space was most of the time a load spent on keys.
   */
  private endingAt(from: Uint8Array, start: number, end: number): number {
    const { byHash, hashOf, endingBytes, endingOffsets } = this;
    let found = 0;
    let hash = 0;
    for (let at = end - 1; at >= start && end - at <= this.longestEnding; at--) {
      hash = tailHash(hash, from[at]!);
      if (from[at] !== SPACE) continue;
      for (
        let slot = hash & (HASH_SLOTS - 1);
        byHash[slot] !== 0;
        slot = (slot + 1) & (HASH_SLOTS - 1)
      ) {
        const ending = byHash[slot]!;
        const endingStart = endingOffsets[ending]!;
        const matches =
          hashOf[ending] === hash &&
          endingOffsets[ending + 1]! - endingStart === end - at &&
          sameBytes(endingBytes, endingStart, from, at, end - at);
        if (matches) {
          found = ending;
          break;
        }
      }
    }
    return found;
  }

  private push(ending: number): void {
    const count = this.stems.length;
    if (count === this.endingOf.length) {
      this.endingOf = grown(this.endingOf, new Uint8Array(count * 2));
    }
    this.endingOf[count] = ending;
  }
}

/** Whether `length` bytes of `a` from `aStart` are those of `b` from `bStart`. */
function sameBytes(
  a: Uint8Array,
  aStart: number,
  b: Uint8Array,
  bStart: number,
  length: number,
): boolean {
  for (let offset = 0; offset < length; offset++) {
    if (a[aStart + offset] !== b[bStart + offset]) return false;
  }
  return true;
}

/** The hash of a tail one byte longer, read from its last byte back. */
const tailHash = (hash: number, byte: number): number => (Math.imul(hash, 31) + byte) | 0;

/** Slots of the endings' hash table: a power of two, four for each of at most 255 endings. */
const HASH_SLOTS = 1024;

const SPACE = 0x20;

/** An ending is named by a byte, and 0 is none. */
const MAX_ENDINGS = 255;
