import { arrayPart, arrayPartOrNull, type Parts } from './snapshot-file';
import { drain, type Steps } from './steps';
import type { StringColumn, VisitBytes } from './string-column';
import { grown, release } from './typed-arrays';

/**
 * Many strings as one UTF-8 buffer and their offsets (one Int32Array: string i ends where
 * i + 1 starts, a null is a bit beside them): a few objects for the garbage collector
 * however many strings, where a string[] of a million names is a million objects it marks
 * again at every major collection (measured: a service's allocation churn cost twice the CPU
 * with the typeahead held as strings). Bytes also compare the way PostgreSQL's C collation
 * does: UTF-8 byte order is code point order.
 */
export class PackedStrings implements StringColumn {
  constructor(
    private readonly bytes: Buffer,
    /** Where string i starts; it ends where string i + 1 starts (length + 1 offsets). */
    private readonly offsets: Int32Array,
    /** A bit per string, set for a null; null when none is. */
    private readonly nulls: Uint8Array | null,
  ) {}

  /** What a snapshot file keeps (see snapshot-file.ts). */
  toParts(): Parts {
    return { bytes: this.bytes, offsets: this.offsets, nulls: this.nulls };
  }

  static fromParts(parts: Parts): PackedStrings {
    return new PackedStrings(
      arrayPart(parts, 'bytes', Buffer),
      arrayPart(parts, 'offsets', Int32Array),
      arrayPartOrNull(parts, 'nulls', Uint8Array),
    );
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  isNull(index: number): boolean {
    return this.nulls !== null && (this.nulls[index >>> 3]! & (1 << (index & 7))) !== 0;
  }

  get(index: number): string | null {
    if (this.isNull(index)) return null;
    return this.bytes.toString('utf8', this.offsets[index]!, this.offsets[index + 1]!);
  }

  /** The string from byte `offset` of string `index` on. */
  tail(index: number, offset: number): string {
    return this.bytes.toString('utf8', this.offsets[index]! + offset, this.offsets[index + 1]!);
  }

  /** Compares string `index` (from byte `offset`) with `key`, as PostgreSQL's C collation. */
  compare(index: number, key: Buffer, offset = 0): number {
    if (this.isNull(index)) return -1;
    const start = this.offsets[index]! + offset;
    return this.bytes.compare(key, 0, key.length, start, this.offsets[index + 1]!);
  }

  /** Whether string `index` (from byte `offset`) starts with `prefix`. */
  startsWith(index: number, prefix: Buffer, offset = 0): boolean {
    if (this.isNull(index)) return false;
    const start = this.offsets[index]! + offset;
    if (this.offsets[index + 1]! - start < prefix.length) return false;
    return this.bytes.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0;
  }

  /** Whether string `index` contains `needle` (see indexOfBytes). */
  includes(index: number, needle: Uint8Array): boolean {
    if (this.isNull(index)) return false;
    const { bytes, offsets } = this;
    return indexOfBytes(bytes, offsets[index]!, offsets[index + 1]!, needle, needle.length) >= 0;
  }

  /** Hands the bytes of string `index` to `add` (nothing for a null). */
  visitBytes(index: number, add: VisitBytes): void {
    if (!this.isNull(index)) add(this.bytes, this.offsets[index]!, this.offsets[index + 1]!);
  }

  get byteLength(): number {
    return this.bytes.byteLength + this.offsets.byteLength + (this.nulls?.byteLength ?? 0);
  }

  /**
   * The indexes of the strings that are not null, in C collation order (bytes, a prefix
   * first), equal strings by index. A radix sort from the last byte to the first, a pass per
   * byte of the longest string: a few hundred milliseconds for a million CINs, where sorting
   * them with a comparison took seconds. Past SORT_RADIX_MAX_BYTES it compares instead.
   */
  sortedIndexes(): Int32Array {
    return drain(this.sortSteps());
  }

  /** sortedIndexes, yielding after each pass (see steps.ts). */
  *sortSteps(): Steps<Int32Array> {
    let width = 0;
    let present = 0;
    for (let index = 0; index < this.length; index++) {
      if (this.isNull(index)) continue;
      present += 1;
      width = Math.max(width, this.offsets[index + 1]! - this.offsets[index]!);
    }
    let order = new Int32Array(present);
    for (let index = 0, at = 0; index < this.length; index++) {
      if (!this.isNull(index)) order[at++] = index;
    }
    if (width > SORT_RADIX_MAX_BYTES) {
      return order.sort(
        (a, b) =>
          this.bytes.compare(
            this.bytes,
            this.offsets[b]!,
            this.offsets[b + 1]!,
            this.offsets[a]!,
            this.offsets[a + 1]!,
          ) || a - b,
      );
    }
    let next = new Int32Array(present);
    // Bucket 0: the string ended before this byte (sorts first); bucket b + 1: byte b.
    const counts = new Int32Array(257);
    // Each pass first takes every string's byte in index order, reading the strings as they
    // lie, and then moves the indexes reading only this column (2 bytes a string): reading the
    // byte of each string in the order of the last pass was a cache miss a string, twice a
    // pass (3 s of 10 lakh CINs; 1 s now).
    const column = new Uint16Array(this.length);
    const { bytes, offsets } = this;
    for (let digit = width - 1; digit >= 0; digit--) {
      counts.fill(0);
      for (let index = 0; index < this.length; index++) {
        const at = offsets[index]! + digit;
        const bucket = at < offsets[index + 1]! ? bytes[at]! + 1 : 0;
        column[index] = bucket;
        if (!this.isNull(index)) counts[bucket]! += 1;
      }
      placeByBucket(counts, column, order, next);
      [order, next] = [next, order];
      yield;
    }
    // The sort's scratch: a crore strings' is 60 MB.
    release(next);
    release(column);
    return order;
  }

  equals(index: number, key: Buffer): boolean {
    return (
      !this.isNull(index) &&
      this.offsets[index + 1]! - this.offsets[index]! === key.length &&
      this.startsWith(index, key)
    );
  }
}

/** The arrays of a PackedStrings, as PackedStringsBuilder.take hands them over. */
export interface TakenStrings {
  bytes: Buffer;
  offsets: Int32Array;
  nulls: Uint8Array | null;
}

/**
 * Collects strings into a PackedStrings. Everything it holds is a buffer or a typed array that
 * doubles as it fills (a million strings are never a million objects), and build() copies out
 * only the part used.
 */
export class PackedStringsBuilder {
  private bytes = Buffer.allocUnsafe(1 << 16);
  private used = 0;
  private offsets = new Int32Array(1024);
  private nulls: Uint8Array | null = null;
  private count = 0;

  get length(): number {
    return this.count;
  }

  add(value: string | null): void {
    if (value === null) {
      this.nulls ??= new Uint8Array(this.offsets.length >>> 3);
      this.push();
      this.nulls[(this.count - 1) >>> 3]! |= 1 << ((this.count - 1) & 7);
      return;
    }
    // A UTF-16 code unit is at most three bytes of UTF-8.
    if (this.used + value.length * 3 > this.bytes.length) {
      const needed = this.used + Buffer.byteLength(value);
      if (needed > MAX_BYTES) throw new RangeError('more text than a PackedStrings holds');
      if (needed > this.bytes.length) {
        const larger = Buffer.allocUnsafe(
          Math.min(MAX_BYTES, Math.max(this.bytes.length * 2, needed)),
        );
        this.bytes.copy(larger, 0, 0, this.used);
        release(this.bytes);
        this.bytes = larger;
      }
    }
    this.used += this.bytes.write(value, this.used);
    this.push();
  }

  /** Adds the string of UTF-8 bytes [start, end) of `from` (a COPY field, say). */
  addBytes(from: Uint8Array, start: number, end: number): void {
    const needed = this.used + (end - start);
    if (needed > this.bytes.length) {
      if (needed > MAX_BYTES) throw new RangeError('more text than a PackedStrings holds');
      const larger = Buffer.allocUnsafe(
        Math.min(MAX_BYTES, Math.max(this.bytes.length * 2, needed)),
      );
      this.bytes.copy(larger, 0, 0, this.used);
      release(this.bytes);
      this.bytes = larger;
    }
    // A loop, not set(subarray): names are a few dozen bytes, and a view each is garbage.
    const bytes = this.bytes;
    for (let at = start, to = this.used; at < end; at++, to++) bytes[to] = from[at]!;
    this.used = needed;
    this.push();
  }

  /**
   * Where `needle` (its `length` bytes from `needleStart`) first occurs in string `index`, or
   * -1; in string `index` followed by bytes [thenStart, thenEnd) of `then` when given (the
   * ending KeyStringsBuilder keeps apart).
   */
  indexOf(
    index: number,
    needle: Uint8Array,
    length = needle.length,
    needleStart = 0,
    then: Uint8Array = EMPTY,
    thenStart = 0,
    thenEnd = 0,
  ): number {
    const { bytes, offsets } = this;
    const start = offsets[index]!;
    const end = offsets[index + 1]!;
    return indexOfInParts(bytes, start, end, then, thenStart, thenEnd, needle, length, needleStart);
  }

  /** Ends the current string at `used`. */
  private push(): void {
    if (this.count + 2 > this.offsets.length) {
      this.offsets = grown(this.offsets, new Int32Array(this.offsets.length * 2));
      if (this.nulls) this.nulls = grown(this.nulls, new Uint8Array(this.offsets.length >>> 3));
    }
    this.count += 1;
    this.offsets[this.count] = this.used;
  }

  /** The strings added; the builder is done with (it lets its buffers go). */
  build(): PackedStrings {
    const { bytes, offsets, nulls } = this.take();
    return new PackedStrings(bytes, offsets, nulls);
  }

  /**
   * The arrays of a PackedStrings of the strings added, for a class that keeps them its own
   * way (KeyStrings, CinStrings); the builder is done with.
   */
  take(): TakenStrings {
    // Copies of the used parts, so the spare capacity is freed.
    const taken = {
      bytes: Buffer.from(this.bytes.subarray(0, this.used)),
      offsets: this.offsets.slice(0, this.count + 1),
      nulls: this.nulls === null ? null : this.nulls.slice(0, (this.count + 7) >>> 3),
    };
    // Let go now, not when the builder goes: the load goes on building (the postings of a
    // crore names are hundreds of MB), and the keys' buffer is up to twice their size.
    release(this.bytes);
    release(this.offsets);
    if (this.nulls) release(this.nulls);
    this.bytes = Buffer.alloc(0);
    this.offsets = new Int32Array(1);
    this.nulls = null;
    this.used = 0;
    this.count = 0;
    return taken;
  }
}

/**
 * Where `length` bytes of `needle` (from `needleStart`) first occur in bytes [start, end),
 * counted from start, or -1. A plain loop: the walk checks thousands of strings a page, where a subarray
 * per check (for Buffer.indexOf, which would search past `end`) was an allocation each.
 */
export function indexOfBytes(
  bytes: Uint8Array,
  start: number,
  end: number,
  needle: Uint8Array,
  length: number,
  needleStart = 0,
): number {
  if (length === 0) return 0;
  const last = end - length;
  const first = needle[needleStart];
  search: for (let at = start; at <= last; at++) {
    if (bytes[at] !== first) continue;
    for (let offset = 1; offset < length; offset++) {
      if (bytes[at + offset] !== needle[needleStart + offset]) continue search;
    }
    return at - start;
  }
  return -1;
}

/**
 * indexOfBytes in the string made of bytes [aStart, aEnd) of `a` and then [bStart, bEnd) of
 * `b`: where `length` bytes of `needle` (from `needleStart`) first occur, counted from aStart,
 * or -1. Matches within `a` come first, then those that cross into `b`, then those within it.
 */
export function indexOfInParts(
  a: Uint8Array,
  aStart: number,
  aEnd: number,
  b: Uint8Array,
  bStart: number,
  bEnd: number,
  needle: Uint8Array,
  length: number,
  needleStart = 0,
): number {
  const inA = indexOfBytes(a, aStart, aEnd, needle, length, needleStart);
  if (inA >= 0 || bStart === bEnd) return inA;
  crossing: for (let at = Math.max(aStart, aEnd - length + 1); at < aEnd; at++) {
    // Later starts leave more of the needle to `b`.
    if (length - (aEnd - at) > bEnd - bStart) break;
    for (let offset = 0; offset < length; offset++) {
      const byte = at + offset < aEnd ? a[at + offset] : b[bStart + (at + offset - aEnd)];
      if (byte !== needle[needleStart + offset]) continue crossing;
    }
    return at - aStart;
  }
  const inB = indexOfBytes(b, bStart, bEnd, needle, length, needleStart);
  return inB < 0 ? -1 : aEnd - aStart + inB;
}

const EMPTY = new Uint8Array(0);

/** The longest string sortedIndexes sorts by radix (a pass each byte). */
const SORT_RADIX_MAX_BYTES = 48;

/** Offsets are Int32Array entries. */
const MAX_BYTES = 0x7fffffff;

/**
 * One pass of a radix sort: `counts` holds how many indexes fall in each of the 257 buckets
 * (0 for "no byte here", else byte + 1) and `column` each index's bucket; `order`'s indexes
 * go into `next` by bucket, keeping their order within one (which makes the sort stable).
 */
export function placeByBucket(
  counts: Int32Array,
  column: Uint16Array,
  order: Int32Array,
  next: Int32Array,
): void {
  for (let bucket = 0, sum = 0; bucket < counts.length; bucket++) {
    const size = counts[bucket]!;
    counts[bucket] = sum;
    sum += size;
  }
  for (let at = 0; at < order.length; at++) {
    const index = order[at]!;
    next[counts[column[index]!]!++] = index;
  }
}
