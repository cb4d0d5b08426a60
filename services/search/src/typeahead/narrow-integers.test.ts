import { describe, expect, it } from 'vitest';
import { NarrowIntegers } from './narrow-integers';

describe('NarrowIntegers', () => {
  it('should give back every number in the fewest bytes the largest needs', () => {
    for (const [values, width] of [
      [[], 1],
      [[0, 255, 7], 1],
      [[256, 0, 65_535], 2],
      [[65_536, 1, 16_777_215], 3],
      [[16_777_216, 0, 2 ** 31, 2 ** 32 - 1], 4],
    ] as const) {
      const narrow = NarrowIntegers.of(values);
      expect(narrow.width).toBe(width);
      expect(narrow.length).toBe(values.length);
      expect(narrow.byteLength).toBe(values.length * width);
      expect(Array.from({ length: narrow.length }, (_, index) => narrow.at(index))).toEqual(values);
    }
  });

  it('should refuse what is not a whole number of 32 bits', () => {
    for (const value of [-1, 2 ** 32, 1.5, Number.NaN]) {
      expect(() => NarrowIntegers.of([value])).toThrow(RangeError);
    }
  });
});
