import { describe, expect, it } from 'vitest';
import { CinStrings, cinStringsSteps } from './cin-strings';
import { PackedStrings, PackedStringsBuilder, type TakenStrings } from './packed-strings';
import { drain } from './steps';

const cinStringsOf = (strings: TakenStrings) => drain(cinStringsSteps(strings));
const builderOf = (values: readonly (string | null)[]) => {
  const builder = new PackedStringsBuilder();
  for (const value of values) builder.add(value);
  return builder;
};

describe('CinStrings', () => {
  let state = 5;
  const random = (below: number) =>
    Math.floor(((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * below);
  const letter = () => String.fromCharCode(0x41 + random(26));
  const digits = (count: number) => Array.from({ length: count }, () => random(10)).join('');
  const usual = () =>
    `${letter()}${digits(5)}${letter()}${letter()}${digits(4)}${letter()}${letter()}${letter()}${digits(6)}`;
  const cins = [
    'U72200GJ2015PTC012345',
    null,
    'L17110MH1973PLC019786',
    'U72200GJ2015PTC012344',
    'A00000AA0000AAA000000',
    'Z99999ZZ9999ZZZ999999',
    // Other shapes: an LLPIN, one short, one long, lower case, a digit for a letter, empty,
    // non-ASCII of 21 bytes.
    'AAB-1234',
    'U72200GJ2015PTC01234',
    'U72200GJ2015PTC0123456',
    'u72200gj2015ptc012345',
    '772200GJ2015PTC012345',
    '',
    'é7110MH1973PLC019786',
    ...Array.from({ length: 600 }, usual),
    null,
  ];
  const packed = cinStringsOf(builderOf(cins).take());
  const plain = builderOf(cins).build();

  it('should keep CINs in 14 bytes and others as written', () => {
    expect(packed).toBeInstanceOf(CinStrings);
    const odd = ['AAB-1234', 'U72200GJ2015PTC01234', 'U72200GJ2015PTC0123456'];
    const oddBytes = odd.reduce((sum, cin) => sum + cin.length, 0) + 21 + 21 + 0 + 21;
    const bits = Math.ceil(cins.length / 8);
    // Packed CINs, null and odd bits, and the 7 odd CINs: their positions, bytes and offsets.
    expect(packed.byteLength).toBe(14 * cins.length + 2 * bits + 4 * 7 + oddBytes + 4 * 8);
  });

  it('should answer as PackedStrings on the same strings', () => {
    const probes = [
      ...new Set(
        cins.slice(0, 20).flatMap((cin) => {
          if (cin === null) return [];
          const bytes = Buffer.from(cin);
          const pieces: string[] = [];
          for (let start = 0; start <= bytes.length; start++) {
            for (let end = start; end <= bytes.length; end++) {
              pieces.push(bytes.subarray(start, end).toString('hex'));
            }
          }
          return pieces;
        }),
      ),
      'ff',
    ].map((hex) => Buffer.from(hex, 'hex'));
    const differences: string[] = [];
    const check = (what: string, got: unknown, expected: unknown) => {
      if (got !== expected) differences.push(`${what}: ${String(got)} for ${String(expected)}`);
    };
    for (let index = 0; index < cins.length; index++) {
      check(`get ${index}`, packed.get(index), plain.get(index));
      check(`isNull ${index}`, packed.isNull(index), plain.isNull(index));
      const visited: string[] = [];
      packed.visitBytes(index, (bytes, start, end) =>
        visited.push(Buffer.from(bytes.subarray(start, end)).toString()),
      );
      check(`visitBytes ${index}`, visited.join('|'), cins[index] ?? '');
      // Every probe against the first CINs, a few against the rest.
      for (const probe of index < 20 ? probes : probes.slice(0, 50)) {
        const at = `${index} ${probe.toString('hex')}`;
        for (const offset of [0, 3, 8]) {
          if (offset > Buffer.byteLength(cins[index] ?? '')) continue;
          check(
            `compare ${at} ${offset}`,
            Math.sign(packed.compare(index, probe, offset)),
            Math.sign(plain.compare(index, probe, offset)),
          );
          check(
            `startsWith ${at} ${offset}`,
            packed.startsWith(index, probe, offset),
            plain.startsWith(index, probe, offset),
          );
        }
        check(`equals ${at}`, packed.equals(index, probe), plain.equals(index, probe));
        check(`includes ${at}`, packed.includes(index, probe), plain.includes(index, probe));
      }
      const own = Buffer.from(cins[index] ?? '');
      check(`equals itself ${index}`, packed.equals(index, own), plain.equals(index, own));
    }
    expect(differences).toEqual([]);
  });

  it('should sort as PackedStrings does', () => {
    expect(Array.from(drain((packed as CinStrings).sortSteps()))).toEqual(
      Array.from(plain.sortedIndexes()),
    );
  });

  it('should leave as PackedStrings what are mostly not CINs', () => {
    const others = cinStringsOf(builderOf(['AAB-1234', 'U72200GJ2015PTC012345', null]).take());
    expect(others).toBeInstanceOf(PackedStrings);
    expect([others.get(0), others.get(1), others.get(2)]).toEqual([
      'AAB-1234',
      'U72200GJ2015PTC012345',
      null,
    ]);
    const empty = cinStringsOf(builderOf([]).take());
    expect([empty.length, empty.byteLength]).toEqual([0, 4]);
  });
});
