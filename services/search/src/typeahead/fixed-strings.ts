import { indexOfBytes, PackedStrings, type TakenStrings } from './packed-strings';
import type { Steps } from './steps';
import type { StringColumn, VisitBytes } from './string-column';

/**
 * Strings of one width in bytes (a company's CIN: 21 ASCII characters) side by side, without
 * the offsets PackedStrings keeps: four bytes a string less, 40 MB on a crore companies. A null
 * is a bit, as in PackedStrings, and zeros where its bytes would be. Holds a buffer, a bitmap
 * and two numbers (it is written to a file and read back as they are).
 */
export class FixedStrings implements StringColumn {
  constructor(
    /** String i is bytes [i * width, (i + 1) * width). */
    private readonly bytes: Buffer,
    /** Bytes a string. */
    readonly width: number,
    /** Strings held (bytes do not tell when the width is 0). */
    readonly length: number,
    /** A bit per string, set for a null; null when none is. */
    private readonly nulls: Uint8Array | null,
  ) {}

  get byteLength(): number {
    return this.bytes.byteLength + (this.nulls?.byteLength ?? 0);
  }

  isNull(index: number): boolean {
    return this.nulls !== null && (this.nulls[index >>> 3]! & (1 << (index & 7))) !== 0;
  }

  get(index: number): string | null {
    if (this.isNull(index)) return null;
    const start = index * this.width;
    return this.bytes.toString('utf8', start, start + this.width);
  }

  /** Compares string `index` (from byte `offset`) with `key`, as PostgreSQL's C collation. */
  compare(index: number, key: Buffer, offset = 0): number {
    if (this.isNull(index)) return -1;
    const start = index * this.width;
    return this.bytes.compare(key, 0, key.length, start + offset, start + this.width);
  }

  /** Whether string `index` (from byte `offset`) starts with `prefix`. */
  startsWith(index: number, prefix: Buffer, offset = 0): boolean {
    if (this.isNull(index) || this.width - offset < prefix.length) return false;
    const start = index * this.width + offset;
    return this.bytes.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0;
  }

  equals(index: number, key: Buffer): boolean {
    return key.length === this.width && this.startsWith(index, key);
  }

  includes(index: number, needle: Uint8Array): boolean {
    if (this.isNull(index)) return false;
    const start = index * this.width;
    return indexOfBytes(this.bytes, start, start + this.width, needle, needle.length) >= 0;
  }

  visitBytes(index: number, add: VisitBytes): void {
    if (!this.isNull(index)) add(this.bytes, index * this.width, (index + 1) * this.width);
  }

  /**
   * The indexes of the strings that are not null in C collation order, equal strings by
   * index, in steps (see steps.ts): a radix sort from the last byte to the first, a pass a
   * byte, as PackedStrings.sortSteps does.
   */
  *sortSteps(): Steps<Int32Array> {
    const { bytes, width, length } = this;
    let present = 0;
    for (let index = 0; index < length; index++) if (!this.isNull(index)) present += 1;
    let order = new Int32Array(present);
    for (let index = 0, at = 0; index < length; index++) {
      if (!this.isNull(index)) order[at++] = index;
    }
    let next = new Int32Array(present);
    const counts = new Int32Array(256);
    // Each pass reads every string's byte in index order into a column, then moves the
    // indexes reading only the column (see PackedStrings.sortSteps).
    const column = new Uint8Array(length);
    for (let digit = width - 1; digit >= 0; digit--) {
      counts.fill(0);
      for (let index = 0, at = digit; index < length; index++, at += width) {
        column[index] = bytes[at]!;
        if (!this.isNull(index)) counts[bytes[at]!]! += 1;
      }
      for (let byte = 0, sum = 0; byte < 256; byte++) {
        const size = counts[byte]!;
        counts[byte] = sum;
        sum += size;
      }
      for (let at = 0; at < present; at++) {
        const index = order[at]!;
        next[counts[column[index]!]!++] = index;
      }
      [order, next] = [next, order];
      yield;
    }
    return order;
  }
}

/**
 * Strings (the arrays of a PackedStrings) as FixedStrings when every one that is not null has
 * the same width, else as PackedStrings.
 */
export function fixedOrPacked(strings: TakenStrings): FixedStrings | PackedStrings {
  const { bytes, offsets, nulls } = strings;
  const length = offsets.length - 1;
  const isNull = (index: number) =>
    nulls !== null && (nulls[index >>> 3]! & (1 << (index & 7))) !== 0;
  let width = -1;
  for (let index = 0; index < length; index++) {
    if (isNull(index)) continue;
    const size = offsets[index + 1]! - offsets[index]!;
    if (width < 0) width = size;
    else if (size !== width) return new PackedStrings(bytes, offsets, nulls);
  }
  if (width < 0) width = 0;
  if (nulls === null) return new FixedStrings(bytes, width, length, null);
  // A null took no bytes: each string moves to its slot.
  const slots = Buffer.alloc(length * width);
  for (let index = 0; index < length; index++) {
    if (!isNull(index)) bytes.copy(slots, index * width, offsets[index]!, offsets[index + 1]!);
  }
  return new FixedStrings(slots, width, length, nulls);
}
