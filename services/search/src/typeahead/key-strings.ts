import { indexOfInParts, PackedStringsBuilder } from './packed-strings';
import type { StringColumn, VisitBytes } from './string-column';
import { grown } from './typed-arrays';

/**
 * The legal forms that end most company keys, each kept once instead of once a name (a byte
 * names which ends a key): " private limited" ends 95 of 100 generated companies, 15 MB of
 * the 37 MB of keys on 10 lakh. The first that ends a key is taken, so one that ends another
 * comes before it (" (opc) private limited", then " private limited", then " limited").
 */
export const LEGAL_FORM_ENDINGS: readonly string[] = [
  ' (opc) private limited',
  ' producer company limited',
  ' private limited',
  ' nidhi limited',
  ' limited',
  ' llp',
  ' foundation',
  ' association',
];

/**
 * Keys (PostgreSQL's lower(name)) as the bytes of each key's stem and a byte naming its
 * ending, one of a few endings kept once (LEGAL_FORM_ENDINGS): every method answers as
 * PackedStrings does on the whole key, comparing the stem's bytes and then the ending's, so
 * the order, the matches and the trigrams of a key do not change. Holds typed arrays and
 * buffers only (it is written to a file and read back as they are).
 */
export class KeyStrings implements StringColumn {
  /** The endings as strings, for get (a few, made once). */
  private readonly endingTexts: string[];

  constructor(
    /** The stems' UTF-8 bytes, one after another. */
    private readonly stems: Buffer,
    /** Where stem i starts; it ends where stem i + 1 starts (length + 1 offsets). */
    private readonly offsets: Int32Array,
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
    const stem = this.stems.toString('utf8', this.offsets[index]!, this.offsets[index + 1]!);
    return stem + this.endingTexts[this.endingOf[index]!]!;
  }

  /** The key from byte `offset` of key `index` on (an offset within its ending too). */
  tail(index: number, offset: number): string {
    const stemEnd = this.offsets[index + 1]!;
    const start = this.offsets[index]! + offset;
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
    const stemEnd = this.offsets[index + 1]!;
    const start = this.offsets[index]! + offset;
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
    const stemEnd = this.offsets[index + 1]!;
    const start = this.offsets[index]! + offset;
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
      this.offsets[index + 1]! -
      this.offsets[index]! +
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
        this.offsets[index]!,
        this.offsets[index + 1]!,
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
    const start = this.offsets[index]!;
    const stemEnd = this.offsets[index + 1]!;
    const ending = this.endingOf[index]!;
    if (ending === 0) {
      add(this.stems, start, stemEnd);
      return;
    }
    const endingStart = this.endingOffsets[ending]!;
    const endingEnd = this.endingOffsets[ending + 1]!;
    const length = stemEnd - start + endingEnd - endingStart;
    if (length > scratch.length) scratch = Buffer.allocUnsafe(Math.max(length, scratch.length * 2));
    this.stems.copy(scratch, 0, start, stemEnd);
    this.endingBytes.copy(scratch, stemEnd - start, endingStart, endingEnd);
    add(scratch, 0, length);
  }
}

/** Where visitBytes puts a key together: read by `add` before it returns. */
let scratch = Buffer.allocUnsafe(256);

/** Collects keys into a KeyStrings, splitting off each key's ending as it is added. */
export class KeyStringsBuilder {
  private readonly stems = new PackedStringsBuilder();
  private endingOf = new Uint8Array(1024);
  private readonly endingBytes: Buffer;
  private readonly endingOffsets: Int32Array;

  /** `endings`: each non-empty, longest first where one ends another (the first is taken). */
  constructor(endings: readonly string[] = LEGAL_FORM_ENDINGS) {
    if (endings.length > MAX_ENDINGS) throw new RangeError(`more than ${MAX_ENDINGS} endings`);
    if (endings.some((ending) => ending === '')) throw new RangeError('an ending is empty');
    this.endingBytes = Buffer.from(endings.join(''));
    this.endingOffsets = new Int32Array(endings.length + 2);
    for (let ending = 0; ending < endings.length; ending++) {
      this.endingOffsets[ending + 2] =
        this.endingOffsets[ending + 1]! + Buffer.byteLength(endings[ending]!);
    }
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
      offsets,
      this.endingOf.slice(0, count),
      this.endingBytes,
      this.endingOffsets,
      nulls,
    );
    this.endingOf = new Uint8Array(0);
    return built;
  }

  /** The first ending (in the order given) that ends bytes [start, end), else 0. */
  private endingAt(from: Uint8Array, start: number, end: number): number {
    const { endingBytes, endingOffsets } = this;
    endings: for (let ending = 1; ending < endingOffsets.length - 1; ending++) {
      const endingStart = endingOffsets[ending]!;
      const endingLength = endingOffsets[ending + 1]! - endingStart;
      if (endingLength > end - start) continue;
      // From the last byte back: most keys that do not end so differ at once.
      for (let back = 1; back <= endingLength; back++) {
        if (from[end - back] !== endingBytes[endingStart + endingLength - back]) continue endings;
      }
      return ending;
    }
    return 0;
  }

  private push(ending: number): void {
    const count = this.stems.length;
    if (count === this.endingOf.length) {
      this.endingOf = grown(this.endingOf, new Uint8Array(count * 2));
    }
    this.endingOf[count] = ending;
  }
}

/** An ending is named by a byte, and 0 is none. */
const MAX_ENDINGS = 255;
