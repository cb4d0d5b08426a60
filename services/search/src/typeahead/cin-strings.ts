import { indexOfBytes, PackedStrings, placeByBucket, type TakenStrings } from './packed-strings';
import { arrayPart, arrayPartOrNull, numberPart, type Parts } from './snapshot-file';
import type { Steps } from './steps';
import type { StringColumn, VisitBytes } from './string-column';
import { grown, release } from './typed-arrays';

/**
 * CINs in 14 bytes each, not 21: a CIN is a letter, 5 digits (industry), 2 letters (state),
 * 4 digits (year), 3 letters (class) and 6 digits (number), so its 6 letters are kept as they
 * are and its 15 digits two to a byte. 7 MB less on 10 lakh companies, 70 MB on a crore. Each
 * method spells the CIN out again (21 bytes into a scratch buffer) and answers from its
 * bytes, as PackedStrings does. A CIN of another shape (one in 40,000 of the registry's
 * sample) is kept as written beside the others, and a bit says which. Holds typed arrays,
 * buffers and a number (it is written to a file and read back as they are).
 */
export class CinStrings implements StringColumn {
  constructor(
    /** PACKED_WIDTH bytes a CIN: its letters, then its digits two to a byte; zeros for others. */
    private readonly packed: Buffer,
    readonly length: number,
    /** A bit per CIN, set for a null; null when none is. */
    private readonly nulls: Uint8Array | null,
    /** A bit per CIN, set for one of another shape, kept as written; null when none is. */
    private readonly odd: Uint8Array | null,
    /** The positions of the CINs of another shape, ascending. */
    private readonly oddAt: Int32Array,
    /** Their UTF-8 bytes, one after another. */
    private readonly oddBytes: Buffer,
    /** Where odd CIN i starts in oddBytes; it ends where i + 1 starts. */
    private readonly oddOffsets: Int32Array,
  ) {}

  /** What a snapshot file keeps (see snapshot-file.ts). */
  toParts(): Parts {
    const { packed, length, nulls, odd, oddAt, oddBytes, oddOffsets } = this;
    return { packed, length, nulls, odd, oddAt, oddBytes, oddOffsets };
  }

  static fromParts(parts: Parts): CinStrings {
    return new CinStrings(
      arrayPart(parts, 'packed', Buffer),
      numberPart(parts, 'length'),
      arrayPartOrNull(parts, 'nulls', Uint8Array),
      arrayPartOrNull(parts, 'odd', Uint8Array),
      arrayPart(parts, 'oddAt', Int32Array),
      arrayPart(parts, 'oddBytes', Buffer),
      arrayPart(parts, 'oddOffsets', Int32Array),
    );
  }

  get byteLength(): number {
    return (
      this.packed.byteLength +
      (this.nulls?.byteLength ?? 0) +
      (this.odd?.byteLength ?? 0) +
      this.oddAt.byteLength +
      this.oddBytes.byteLength +
      this.oddOffsets.byteLength
    );
  }

  isNull(index: number): boolean {
    return this.nulls !== null && (this.nulls[index >>> 3]! & (1 << (index & 7))) !== 0;
  }

  get(index: number): string | null {
    if (this.isNull(index)) return null;
    return spelt.toString('utf8', 0, this.spell(index));
  }

  /** Compares CIN `index` (from byte `offset`) with `key`, as PostgreSQL's C collation. */
  compare(index: number, key: Buffer, offset = 0): number {
    if (this.isNull(index)) return -1;
    const length = this.spell(index);
    return spelt.compare(key, 0, key.length, offset, length);
  }

  /** Whether CIN `index` (from byte `offset`) starts with `prefix`. */
  startsWith(index: number, prefix: Buffer, offset = 0): boolean {
    if (this.isNull(index)) return false;
    if (this.spell(index) - offset < prefix.length) return false;
    return spelt.compare(prefix, 0, prefix.length, offset, offset + prefix.length) === 0;
  }

  equals(index: number, key: Buffer): boolean {
    if (this.isNull(index)) return false;
    const length = this.spell(index);
    return length === key.length && spelt.compare(key, 0, key.length, 0, length) === 0;
  }

  includes(index: number, needle: Uint8Array): boolean {
    if (this.isNull(index)) return false;
    return indexOfBytes(spelt, 0, this.spell(index), needle, needle.length) >= 0;
  }

  visitBytes(index: number, add: VisitBytes): void {
    if (this.isNull(index)) return;
    add(spelt, 0, this.spell(index));
  }

  /**
   * The indexes of the CINs that are not null in C collation order, equal ones by index, in
   * steps (see steps.ts): a radix sort from the last byte to the first, as
   * PackedStrings.sortSteps, reading each CIN's byte of a pass from its packed form.
   */
  *sortSteps(): Steps<Int32Array> {
    const { length, oddAt, oddBytes, oddOffsets } = this;
    let width = CIN_WIDTH;
    for (let odd = 0; odd < oddAt.length; odd++) {
      width = Math.max(width, oddOffsets[odd + 1]! - oddOffsets[odd]!);
    }
    let present = 0;
    for (let index = 0; index < length; index++) if (!this.isNull(index)) present += 1;
    let order = new Int32Array(present);
    for (let index = 0, at = 0; index < length; index++) {
      if (!this.isNull(index)) order[at++] = index;
    }
    let next = new Int32Array(present);
    // Bucket 0: the CIN ended before this byte (sorts first); bucket b + 1: byte b.
    const counts = new Int32Array(257);
    // Each pass reads every CIN's byte in index order into a column, then moves the indexes
    // reading only the column (see PackedStrings.sortSteps).
    const column = new Uint16Array(length);
    for (let digit = width - 1; digit >= 0; digit--) {
      counts.fill(0);
      for (let index = 0, odd = 0; index < length; index++) {
        let bucket: number;
        if (this.isOdd(index)) {
          const at = oddOffsets[odd]! + digit;
          bucket = at < oddOffsets[odd + 1]! ? oddBytes[at]! + 1 : 0;
          odd += 1;
        } else {
          bucket = digit < CIN_WIDTH ? byteOfCin(this.packed, index * PACKED_WIDTH, digit) + 1 : 0;
        }
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

  private isOdd(index: number): boolean {
    return this.odd !== null && (this.odd[index >>> 3]! & (1 << (index & 7))) !== 0;
  }

  /**
   * Spells CIN `index` (not null) into `spelt` from its start, an odd one as written; returns
   * its length. What it spells is read before the next call.
   */
  private spell(index: number): number {
    if (!this.isOdd(index)) {
      spellCin(this.packed, index * PACKED_WIDTH, spelt);
      return CIN_WIDTH;
    }
    let low = 0;
    let high = this.oddAt.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.oddAt[middle]! < index) low = middle + 1;
      else high = middle;
    }
    const start = this.oddOffsets[low]!;
    const length = this.oddOffsets[low + 1]! - start;
    if (length > spelt.length) spelt = Buffer.alloc(Math.max(length, spelt.length * 2));
    this.oddBytes.copy(spelt, 0, start, start + length);
    return length;
  }
}

/** Bytes of a CIN. */
const CIN_WIDTH = 21;
/** Bytes of a packed CIN: 6 letters and 15 digits, two to a byte. */
const PACKED_WIDTH = 14;
/** Where in a CIN its letters are. */
const LETTERS = [0, 6, 7, 12, 13, 14];
/** Where in a CIN its digits are. */
const DIGITS = [1, 2, 3, 4, 5, 8, 9, 10, 11, 15, 16, 17, 18, 19, 20];
/**
 * For each byte of a CIN: the packed byte it is in, and for a digit its shift there (4 for
 * the high half, 0 for the low); -1 for a letter.
 */
const SOURCE_OF = new Int8Array(CIN_WIDTH);
const SHIFT_OF = new Int8Array(CIN_WIDTH).fill(-1);
LETTERS.forEach((at, letter) => (SOURCE_OF[at] = letter));
DIGITS.forEach((at, digit) => {
  SOURCE_OF[at] = LETTERS.length + (digit >>> 1);
  SHIFT_OF[at] = digit % 2 === 0 ? 4 : 0;
});

/** Byte `digit` of the CIN packed at `at`. */
function byteOfCin(packed: Uint8Array, at: number, digit: number): number {
  const byte = packed[at + SOURCE_OF[digit]!]!;
  const shift = SHIFT_OF[digit]!;
  return shift < 0 ? byte : 0x30 + ((byte >>> shift) & 0x0f);
}

/**
 * Spells the CIN packed at `at` into bytes [0, 21) of `into`: byteOfCin written out, since
 * a walk spells a CIN for each name it checks against a CIN fragment.
 */
function spellCin(packed: Uint8Array, at: number, into: Uint8Array): void {
  into[0] = packed[at]!;
  into[6] = packed[at + 1]!;
  into[7] = packed[at + 2]!;
  into[12] = packed[at + 3]!;
  into[13] = packed[at + 4]!;
  into[14] = packed[at + 5]!;
  let pair = packed[at + 6]!;
  into[1] = 0x30 + (pair >>> 4);
  into[2] = 0x30 + (pair & 0x0f);
  pair = packed[at + 7]!;
  into[3] = 0x30 + (pair >>> 4);
  into[4] = 0x30 + (pair & 0x0f);
  pair = packed[at + 8]!;
  into[5] = 0x30 + (pair >>> 4);
  into[8] = 0x30 + (pair & 0x0f);
  pair = packed[at + 9]!;
  into[9] = 0x30 + (pair >>> 4);
  into[10] = 0x30 + (pair & 0x0f);
  pair = packed[at + 10]!;
  into[11] = 0x30 + (pair >>> 4);
  into[15] = 0x30 + (pair & 0x0f);
  pair = packed[at + 11]!;
  into[16] = 0x30 + (pair >>> 4);
  into[17] = 0x30 + (pair & 0x0f);
  pair = packed[at + 12]!;
  into[18] = 0x30 + (pair >>> 4);
  into[19] = 0x30 + (pair & 0x0f);
  into[20] = 0x30 + (packed[at + 13]! >>> 4);
}

/**
 * Packs bytes [start, end) of `from` into PACKED_WIDTH bytes of `packed` from `at` (zeros) when
 * they are a CIN of the usual shape; false, leaving those bytes to be cleared, when not.
 */
function packCin(
  from: Uint8Array,
  start: number,
  end: number,
  packed: Uint8Array,
  at: number,
): boolean {
  if (end - start !== CIN_WIDTH) return false;
  for (let digit = 0; digit < CIN_WIDTH; digit++) {
    const byte = from[start + digit]!;
    const shift = SHIFT_OF[digit]!;
    if (shift < 0) {
      if (byte < 0x41 || byte > 0x5a) return false;
      packed[at + SOURCE_OF[digit]!] = byte;
    } else {
      if (byte < 0x30 || byte > 0x39) return false;
      packed[at + SOURCE_OF[digit]!]! |= (byte - 0x30) << shift;
    }
  }
  return true;
}

/** Where CinStrings spells a CIN out. */
let spelt = Buffer.alloc(64);

/**
 * CINs (the arrays of a PackedStrings) as CinStrings, or as PackedStrings when more than one in
 * MAX_ODD_SHARE is of another shape: those are not CINs as this packs them. In steps (see
 * steps.ts): a crore CINs take seconds.
 */
export function* cinStringsSteps(strings: TakenStrings): Steps<CinStrings | PackedStrings> {
  const { bytes, offsets, nulls } = strings;
  const length = offsets.length - 1;
  const packed = Buffer.alloc(length * PACKED_WIDTH);
  let odd: Uint8Array | null = null;
  let oddAt = new Int32Array(16);
  let oddCount = 0;
  for (let index = 0, at = 0; index < length; index++, at += PACKED_WIDTH) {
    if (index % STEP_CINS === STEP_CINS - 1) yield;
    if (nulls !== null && (nulls[index >>> 3]! & (1 << (index & 7))) !== 0) continue;
    if (packCin(bytes, offsets[index]!, offsets[index + 1]!, packed, at)) continue;
    packed.fill(0, at, at + PACKED_WIDTH);
    if ((oddCount + 1) * MAX_ODD_SHARE > length) return new PackedStrings(bytes, offsets, nulls);
    odd ??= new Uint8Array((length + 7) >>> 3);
    odd[index >>> 3]! |= 1 << (index & 7);
    if (oddCount === oddAt.length) oddAt = grown(oddAt, new Int32Array(oddCount * 2));
    oddAt[oddCount++] = index;
  }
  const oddOffsets = new Int32Array(oddCount + 1);
  for (let at = 0; at < oddCount; at++) {
    const index = oddAt[at]!;
    oddOffsets[at + 1] = oddOffsets[at]! + offsets[index + 1]! - offsets[index]!;
  }
  const oddBytes = Buffer.alloc(oddOffsets[oddCount]!);
  for (let at = 0; at < oddCount; at++) {
    const index = oddAt[at]!;
    bytes.copy(oddBytes, oddOffsets[at]!, offsets[index]!, offsets[index + 1]!);
  }
  // The CINs as read (21 bytes each and their offsets: 250 MB at a crore) are packed now.
  release(bytes);
  release(offsets);
  return new CinStrings(packed, length, nulls, odd, oddAt.slice(0, oddCount), oddBytes, oddOffsets);
}

/** CINs packed a step: a few milliseconds. */
const STEP_CINS = 1 << 16;

/** CINs of another shape are kept as written up to one in this many. */
const MAX_ODD_SHARE = 64;
