import { describe, expect, it } from 'vitest';
import { COMPANY_KEY_ENDINGS } from './key-endings';
import { KeyStringsBuilder } from './key-strings';
import { PackedStringsBuilder } from './packed-strings';

describe('KeyStrings', () => {
  const keys = [
    'alpha traders private limited',
    null,
    'ünïcode exports private limited',
    'acme india private limited',
    'gamma india limited',
    'india private limited',
    '',
    ' limited',
    'limited',
    ' private limited',
    'beta (opc) private limited',
    'gamma limited',
    'delta llp',
    'private limitedx',
    'epsilon private limite',
    '\u{1F600} smile nidhi limited',
    'zeta',
    'éé limited',
  ];
  const builder = new KeyStringsBuilder();
  const plainBuilder = new PackedStringsBuilder();
  for (const key of keys) {
    builder.add(key);
    plainBuilder.add(key);
  }
  const indexes = keys.map((_, index) => index);
  // Every prefix and inner piece of every key, and a few bytes that sort around them.
  const probes = [
    ...new Set(
      keys.flatMap((key) => {
        if (key === null) return [];
        const bytes = Buffer.from(key);
        const pieces: Buffer[] = [];
        for (let start = 0; start <= bytes.length; start++) {
          for (let end = start; end <= bytes.length; end++) {
            pieces.push(bytes.subarray(start, end));
          }
        }
        return pieces.map((piece) => piece.toString('hex'));
      }),
    ),
    Buffer.from('alpha traders private limitee').toString('hex'),
    Buffer.from('alpha traders private limited ').toString('hex'),
    'ff',
    '00',
  ].map((hex) => Buffer.from(hex, 'hex'));
  const built = builder.build();
  const plain = plainBuilder.build();
  const lengthOf = (index: number) => Buffer.byteLength(keys[index] ?? '');

  it('should take the longest ending that ends a key where a word starts', () => {
    const endings = [
      ' limited',
      ' private limited',
      ' india private limited',
      ' (opc) private limited',
    ];
    const sized = new KeyStringsBuilder(endings);
    const stems = [
      ['a private limited', 'a'],
      ['a (opc) private limited', 'a'],
      ['a limited', 'a'],
      ['a', 'a'],
      ['acme india private limited', 'acme'],
      ['xindia private limited', 'xindia'],
      [' limited', ''],
      ['limited', 'limited'],
    ];
    for (const [key] of stems) sized.add(key!);
    const stemBytes = stems.reduce((sum, [, stem]) => sum + Buffer.byteLength(stem!), 0);
    // The stems, their offsets (two bytes each and a base), an ending byte each, and the
    // endings once.
    expect(sized.build().byteLength).toBe(
      stemBytes +
        2 * (stems.length + 1) +
        4 +
        stems.length +
        Buffer.byteLength(endings.join('')) +
        4 * (endings.length + 2),
    );
  });

  it('should find every one of the company endings', () => {
    const endingsBytes = Buffer.byteLength(COMPANY_KEY_ENDINGS.join(''));
    const stemOf = (key: string) => {
      const one = new KeyStringsBuilder();
      one.add(key);
      // The stem is what is left of the byte length past the offsets, the ending byte and the
      // endings themselves.
      return (
        one.build().byteLength -
        (2 * 2 + 4) -
        1 -
        endingsBytes -
        4 * (COMPANY_KEY_ENDINGS.length + 2)
      );
    };
    for (const ending of COMPANY_KEY_ENDINGS) expect(stemOf(`acme${ending}`), ending).toBe(4);
    expect(stemOf('acme unknown')).toBe(Buffer.byteLength('acme unknown'));
  });

  it('should give back every key and every tail from an offset', () => {
    expect(built.length).toBe(keys.length);
    for (const index of indexes) {
      expect(built.get(index)).toBe(plain.get(index));
      expect(built.isNull(index)).toBe(plain.isNull(index));
      const key = keys[index];
      if (key === null || key === undefined) continue;
      const bytes = Buffer.from(key);
      for (let offset = 0; offset <= bytes.length; offset++) {
        // Offsets on a character's first byte, as a later word's are.
        if ((bytes[offset]! & 0xc0) === 0x80) continue;
        expect(built.tail(index, offset)).toBe(plain.tail(index, offset));
      }
    }
  });

  it('should compare, match and find as the whole key would, from every offset', () => {
    // Differences collected, not asserted one by one: there are a million checks.
    const differences: string[] = [];
    const check = (what: string, got: unknown, expected: unknown) => {
      if (got !== expected) differences.push(`${what}: ${String(got)} for ${String(expected)}`);
    };
    for (const index of indexes) {
      for (let offset = 0; offset <= lengthOf(index); offset++) {
        for (const probe of probes) {
          const at = `${index} ${offset} ${probe.toString('hex')}`;
          check(
            `compare ${at}`,
            Math.sign(built.compare(index, probe, offset)),
            Math.sign(plain.compare(index, probe, offset)),
          );
          check(
            `startsWith ${at}`,
            built.startsWith(index, probe, offset),
            plain.startsWith(index, probe, offset),
          );
        }
      }
      for (const probe of probes) {
        const at = `${index} ${probe.toString('hex')}`;
        check(`equals ${at}`, built.equals(index, probe), plain.equals(index, probe));
        check(`includes ${at}`, built.includes(index, probe), plain.includes(index, probe));
      }
    }
    expect(differences).toEqual([]);
  });

  it('should hand over the whole key in one piece', () => {
    for (const index of indexes) {
      const visited: string[] = [];
      built.visitBytes(index, (bytes, start, end) =>
        visited.push(Buffer.from(bytes.subarray(start, end)).toString()),
      );
      expect(visited).toEqual(keys[index] === null ? [] : [keys[index]]);
    }
  });

  it('should find a word in the builder across the stem and the ending', () => {
    const words = new KeyStringsBuilder();
    const plainWords = new PackedStringsBuilder();
    for (const key of keys) {
      words.add(key);
      plainWords.add(key);
    }
    const differences: string[] = [];
    for (const [index, key] of keys.entries()) {
      if (key === null) continue;
      for (const probe of probes) {
        // From a byte inside a larger buffer, as word starts are read.
        const padded = Buffer.concat([Buffer.from('xy'), probe]);
        const found = words.indexOf(index, padded, probe.length, 2);
        if (found !== plainWords.indexOf(index, padded, probe.length, 2)) {
          differences.push(`${index} ${probe.toString('hex')}: ${found}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('should refuse endings it cannot name or find', () => {
    expect(() => new KeyStringsBuilder(['limited'])).toThrow(RangeError);
    expect(() => new KeyStringsBuilder([' llp', ' llp'])).toThrow(RangeError);
    expect(() => new KeyStringsBuilder(Array.from({ length: 256 }, (_, at) => ` ${at}`))).toThrow(
      RangeError,
    );
  });
});
