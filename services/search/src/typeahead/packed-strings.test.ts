import { describe, expect, it } from 'vitest';
import { PackedStringsBuilder } from './packed-strings';

describe('PackedStrings', () => {
  const values = ['alpha', null, 'ünïcode', '', 'beta traders', '\u{1F600} smile'];
  const builder = new PackedStringsBuilder();
  // Past the first buffer, so growing is exercised.
  const filler = 'x'.repeat(70_000);
  for (const value of [...values, filler]) builder.add(value);
  const packed = builder.build();
  const bytes = (value: string) => Buffer.from(value);

  it('should give back every string, nulls as null', () => {
    expect(Array.from({ length: packed.length }, (_, index) => packed.get(index))).toEqual([
      ...values,
      filler,
    ]);
    expect(packed.isNull(1)).toBe(true);
  });

  it('should compare, match prefixes and equality by UTF-8 bytes from an offset', () => {
    expect(packed.compare(0, bytes('alph'))).toBeGreaterThan(0);
    expect(packed.compare(0, bytes('alpha'))).toBe(0);
    expect(packed.compare(0, bytes('b'))).toBeLessThan(0);
    expect(packed.compare(4, bytes('traders'), 5)).toBe(0);
    // By code point: U+1F600 sorts after U+FFFD, as in PostgreSQL's C collation.
    expect(packed.compare(5, bytes('\uFFFD'))).toBeGreaterThan(0);
    expect(packed.startsWith(2, bytes('ünï'))).toBe(true);
    expect(packed.startsWith(4, bytes('trad'), 5)).toBe(true);
    expect(packed.startsWith(1, bytes(''))).toBe(false);
    expect(packed.equals(3, bytes(''))).toBe(true);
    expect(packed.equals(0, bytes('alp'))).toBe(false);
    expect(packed.tail(4, 5)).toBe('traders');
  });

  it('should keep nulls and offsets right past the first arrays', () => {
    const many = new PackedStringsBuilder();
    const value = (index: number) => (index % 7 === 3 ? null : `name ${index}`);
    // A first null after the offsets have grown, and many more after.
    for (let index = 0; index < 5_000; index++)
      many.add(index < 2_000 ? `name ${index}` : value(index));
    const built = many.build();
    expect(built.length).toBe(5_000);
    for (let index = 0; index < 5_000; index++) {
      expect(built.get(index)).toBe(index < 2_000 ? `name ${index}` : value(index));
    }
    expect(built.isNull(2_005)).toBe(true);
    expect(built.includes(2_005, bytes('name'))).toBe(false);
    expect(built.compare(2_005, bytes('a'))).toBeLessThan(0);
  });

  it('should hold nothing when empty', () => {
    const empty = new PackedStringsBuilder().build();
    expect(empty.length).toBe(0);
    expect(empty.byteLength).toBe(4);
  });
});

describe('PackedStrings.sortedIndexes', () => {
  const sortedBy = (values: (string | null)[]) => {
    const builder = new PackedStringsBuilder();
    for (const value of values) builder.add(value);
    return Array.from(builder.build().sortedIndexes());
  };
  /** What PostgreSQL's C collation gives: UTF-8 bytes, a prefix first, then by index. */
  const expected = (values: (string | null)[]) =>
    values
      .map((value, index) => ({ value, index }))
      .filter(({ value }) => value !== null)
      .sort(
        (a, b) => Buffer.compare(Buffer.from(a.value!), Buffer.from(b.value!)) || a.index - b.index,
      )
      .map(({ index }) => index);

  it('should order strings by their bytes, leaving nulls out', () => {
    const values = [
      'U72200GJ2015PTC012345',
      null,
      'L17110MH1973PLC019786',
      'AAB-1234',
      'U72200GJ2015PTC01234',
      '',
      'U72200GJ2015PTC012345',
      'é',
      'z',
      null,
    ];
    expect(sortedBy(values)).toEqual(expected(values));
    expect(sortedBy([])).toEqual([]);
    expect(sortedBy([null, null])).toEqual([]);
  });

  it('should order long strings by comparing them', () => {
    const values = ['b'.repeat(60), 'a'.repeat(70), 'a'.repeat(60), 'short', null];
    expect(sortedBy(values)).toEqual(expected(values));
  });

  it('should order many random strings as the C collation does', () => {
    let state = 7;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values = Array.from({ length: 3_000 }, () =>
      random() < 0.05
        ? null
        : Array.from({ length: Math.floor(random() * 6) }, () =>
            String.fromCharCode(0x41 + Math.floor(random() * 4)),
          ).join(''),
    );
    expect(sortedBy(values)).toEqual(expected(values));
  });
});
