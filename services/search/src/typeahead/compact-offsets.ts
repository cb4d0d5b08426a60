import { arrayPart, numberPart, type Parts } from './snapshot-file';
/**
 * Ascending offsets (where each string of a buffer starts) in about two bytes each, where an
 * Int32Array takes four: a base every block of offsets, and each offset as its distance from
 * its block's base, which a block of short strings keeps under 2^16 (64 company stems span a
 * kilobyte or so). 2 MB less on 10 lakh keys, 20 MB on a crore. Holds two typed arrays and a
 * number (it is written to a file and read back as they are).
 */
export class CompactOffsets {
  /** What a snapshot file keeps (see snapshot-file.ts). */
  toParts(): Parts {
    return { bases: this.bases, distances: this.distances, blockBits: this.blockBits };
  }

  static fromParts(parts: Parts): CompactOffsets {
    return new CompactOffsets(
      arrayPart(parts, 'bases', Int32Array),
      arrayPart(parts, 'distances', Uint16Array),
      numberPart(parts, 'blockBits'),
    );
  }

  constructor(
    /** The first offset of each block. */
    private readonly bases: Int32Array,
    /** Each offset less its block's base. */
    private readonly distances: Uint16Array,
    /** A block is 2^blockBits offsets. */
    private readonly blockBits: number,
  ) {}

  /**
   * `offsets` (ascending) in the largest blocks, up to MAX_BLOCK_BITS, whose offsets all lie
   * within 2^16 of their base; a block of one offset always does.
   */
  static of(offsets: Int32Array): CompactOffsets {
    let blockBits = MAX_BLOCK_BITS;
    while (blockBits > 0 && !fits(offsets, blockBits)) blockBits -= 1;
    const bases = new Int32Array(Math.ceil(offsets.length / 2 ** blockBits));
    const distances = new Uint16Array(offsets.length);
    for (let index = 0; index < offsets.length; index++) {
      if (index % 2 ** blockBits === 0) bases[index >>> blockBits] = offsets[index]!;
      distances[index] = offsets[index]! - bases[index >>> blockBits]!;
    }
    return new CompactOffsets(bases, distances, blockBits);
  }

  get length(): number {
    return this.distances.length;
  }

  get byteLength(): number {
    return this.bases.byteLength + this.distances.byteLength;
  }

  at(index: number): number {
    return this.bases[index >>> this.blockBits]! + this.distances[index]!;
  }
}

/** Whether every block of 2^blockBits offsets lies within 2^16 of its first. */
function fits(offsets: Int32Array, blockBits: number): boolean {
  const size = 2 ** blockBits;
  for (let base = 0; base < offsets.length; base += size) {
    const last = Math.min(offsets.length, base + size) - 1;
    if (offsets[last]! - offsets[base]! > 0xffff) return false;
  }
  return true;
}

/** 64 offsets a block: a base costs a sixteenth of a byte an offset. */
const MAX_BLOCK_BITS = 6;
