import { describe, expect, it } from 'vitest';
import { KeyStringsBuilder, LEGAL_FORM_ENDINGS } from './key-strings';
import { PackedStringsBuilder } from './packed-strings';

describe('KeyStrings', () => {
  const keys = [
    'alpha traders private limited',
    null,
    'ünïcode exports private limited',
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

  it('should take the first ending that ends a key', () => {
    expect(LEGAL_FORM_ENDINGS.indexOf(' (opc) private limited')).toBeLessThan(
      LEGAL_FORM_ENDINGS.indexOf(' private limited'),
    );
    const sized = new KeyStringsBuilder();
    for (const key of ['a private limited', 'a (opc) private limited', 'a limited', 'a']) {
      sized.add(key);
    }
    // Stems of 1, 1, 1 and 1 bytes, an ending byte each, and the endings once.
    const endings = Buffer.byteLength(LEGAL_FORM_ENDINGS.join(''));
    const offsets = 4 * (LEGAL_FORM_ENDINGS.length + 2);
    expect(sized.build().byteLength).toBe(4 + 5 * 4 + 4 + endings + offsets);
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

  it('should refuse endings it cannot name', () => {
    expect(() => new KeyStringsBuilder([''])).toThrow(RangeError);
    expect(() => new KeyStringsBuilder(Array.from({ length: 256 }, (_, at) => `${at}`))).toThrow(
      RangeError,
    );
  });
});
