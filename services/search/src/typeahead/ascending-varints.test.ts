import { describe, expect, it } from 'vitest';
import {
  decodeAscending,
  encodeAscending,
  forEachAscending,
  MAX_POSITION,
  varintLength,
  writeVarint,
} from './ascending-varints';

describe('ascending varints', () => {
  it('should give back every list it encodes', () => {
    const lists = [
      [],
      [0],
      [MAX_POSITION],
      [0, 1, 2, 3],
      [0, MAX_POSITION],
      [5, 133, 134, 16_518, 16_519, 2_113_670, 270_549_127, MAX_POSITION - 1, MAX_POSITION],
      Array.from({ length: 1_000 }, (_, index) => index * 37 + (index % 5)),
    ];
    for (const positions of lists) {
      expect(decodeAscending(encodeAscending(positions))).toEqual(positions);
    }
  });

  it('should take a byte per gap under 128 and five at most', () => {
    expect(encodeAscending([]).length).toBe(0);
    // The first value is the position itself, then each gap less one.
    expect(encodeAscending([127]).length).toBe(1);
    expect(encodeAscending([128]).length).toBe(2);
    expect(encodeAscending([0, 128, 256]).length).toBe(3);
    expect(encodeAscending([MAX_POSITION]).length).toBe(5);
    for (const [value, bytes] of [
      [0, 1],
      [0x7f, 1],
      [0x80, 2],
      [0x3fff, 2],
      [0x4000, 3],
      [0x1fffff, 3],
      [0x200000, 4],
      [0xfffffff, 4],
      [0x10000000, 5],
      [MAX_POSITION, 5],
    ] as const) {
      const buffer = new Uint8Array(8);
      expect([value, writeVarint(buffer, 0, value)]).toEqual([value, bytes]);
      expect(varintLength(value)).toBe(bytes);
    }
  });

  it('should refuse positions that do not ascend or are out of range', () => {
    expect(() => encodeAscending([3, 3])).toThrow(RangeError);
    expect(() => encodeAscending([4, 2])).toThrow(RangeError);
    expect(() => encodeAscending([-1])).toThrow(RangeError);
    expect(() => encodeAscending([MAX_POSITION + 1])).toThrow(RangeError);
  });

  it('should read a list inside a larger buffer and stop when told', () => {
    const list = encodeAscending([3, 200, 70_000]);
    const buffer = new Uint8Array(list.length + 4).fill(0xff);
    buffer.set(list, 2);
    const seen: number[] = [];
    expect(forEachAscending(buffer, 2, 2 + list.length, (at) => seen.push(at) > 0)).toBe(true);
    expect(seen).toEqual([3, 200, 70_000]);
    seen.length = 0;
    expect(forEachAscending(buffer, 2, 2 + list.length, (at) => seen.push(at) < 2)).toBe(false);
    expect(seen).toEqual([3, 200]);
    expect(forEachAscending(buffer, 2, 2, () => false)).toBe(true);
  });
});
