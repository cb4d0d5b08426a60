import { arrayPart, numberPart, type Parts } from './snapshot-file';
/**
 * Whole numbers from 0 to 2^32 - 1 (positions in a NameList), each in as many bytes as the
 * largest of them needs, little end first: a crore positions fit in three bytes where an
 * Int32Array takes four (37 MB less for the 3.7 crore later-word rows of a crore companies).
 * Holds one Uint8Array and its width (it is written to a file and read back as they are).
 */
export class NarrowIntegers {
  constructor(
    private readonly bytes: Uint8Array,
    /** Bytes a number: 1 to 4. */
    readonly width: number,
  ) {}

  /** What a snapshot file keeps (see snapshot-file.ts). */
  toParts(): Parts {
    return { bytes: this.bytes, width: this.width };
  }

  static fromParts(parts: Parts): NarrowIntegers {
    return new NarrowIntegers(arrayPart(parts, 'bytes', Uint8Array), numberPart(parts, 'width'));
  }

  /** `values` in the fewest bytes a number that holds every one of them. */
  static of(values: ArrayLike<number>): NarrowIntegers {
    let largest = 0;
    for (let index = 0; index < values.length; index++) {
      const value = values[index]!;
      if (!(Number.isInteger(value) && value >= 0 && value <= 0xffffffff)) {
        throw new RangeError(`not a whole number of 32 bits: ${value}`);
      }
      if (value > largest) largest = value;
    }
    const width = largest < 0x100 ? 1 : largest < 0x10000 ? 2 : largest < 0x1000000 ? 3 : 4;
    const bytes = new Uint8Array(values.length * width);
    for (let index = 0, at = 0; index < values.length; index++) {
      for (let value = values[index]!, byte = 0; byte < width; byte++, value >>>= 8) {
        bytes[at++] = value & 0xff;
      }
    }
    return new NarrowIntegers(bytes, width);
  }

  get length(): number {
    return this.bytes.length / this.width;
  }

  get byteLength(): number {
    return this.bytes.byteLength;
  }

  at(index: number): number {
    const { bytes, width } = this;
    const at = index * width;
    // The widths a list takes are tested first: three bytes up to 1.6 crore names.
    if (width === 3) return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    if (width === 4) {
      return (
        (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0
      );
    }
    return width === 2 ? bytes[at]! | (bytes[at + 1]! << 8) : bytes[at]!;
  }
}
