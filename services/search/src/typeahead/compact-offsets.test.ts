import { describe, expect, it } from 'vitest';
import { CompactOffsets } from './compact-offsets';

describe('CompactOffsets', () => {
  const offsetsOf = (lengths: number[]) => {
    const offsets = new Int32Array(lengths.length + 1);
    lengths.forEach((length, index) => (offsets[index + 1] = offsets[index]! + length));
    return offsets;
  };
  const all = (compact: CompactOffsets) =>
    Array.from({ length: compact.length }, (_, index) => compact.at(index));

  it('should give back every offset in about two bytes each', () => {
    const offsets = offsetsOf(Array.from({ length: 1_000 }, (_, index) => (index * 7) % 60));
    const compact = CompactOffsets.of(offsets);
    expect(all(compact)).toEqual(Array.from(offsets));
    // A two-byte distance an offset and a four-byte base every 64.
    expect(compact.byteLength).toBe(2 * 1_001 + 4 * Math.ceil(1_001 / 64));
  });

  it('should take smaller blocks where strings are long, down to an offset a block', () => {
    const long = offsetsOf([10, 40_000, 40_000, 5, 70_000, 0, 3]);
    expect(all(CompactOffsets.of(long))).toEqual(Array.from(long));
    const empty = CompactOffsets.of(new Int32Array(1));
    expect([empty.length, empty.at(0)]).toEqual([1, 0]);
  });
});
