import { describe, expect, it } from 'vitest';
import { FixedStrings, fixedOrPacked } from './fixed-strings';
import { PackedStrings, PackedStringsBuilder } from './packed-strings';
import { drain } from './steps';

const builderOf = (values: readonly (string | null)[]) => {
  const builder = new PackedStringsBuilder();
  for (const value of values) builder.add(value);
  return builder;
};
const takenOf = (values: readonly (string | null)[]) => builderOf(values).take();

describe('FixedStrings', () => {
  const cins = [
    'U72200GJ2015PTC012345',
    null,
    'L17110MH1973PLC019786',
    'U72200GJ2015PTC012344',
    // Non-ASCII of the same byte length.
    'é7110MH1973PLC019786',
    'U72200GJ2015PTC012345',
    null,
    'A00000AA0000AAA000000',
  ];
  const fixed = fixedOrPacked(takenOf(cins));
  const plain = builderOf(cins).build();
  const probes = [
    ...new Set(
      cins.flatMap((cin) => {
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
    Buffer.from('U72200GJ2015PTC0123456').toString('hex'),
    'ff',
  ].map((hex) => Buffer.from(hex, 'hex'));

  it('should keep strings of one width without offsets', () => {
    expect(fixed).toBeInstanceOf(FixedStrings);
    // 21 bytes a string, nulls' slots too, and a byte of null bits.
    expect(fixed.byteLength).toBe(21 * cins.length + 1);
    expect(fixed.length).toBe(cins.length);
  });

  it('should answer as PackedStrings on the same strings', () => {
    const differences: string[] = [];
    const check = (what: string, got: unknown, expected: unknown) => {
      if (got !== expected) differences.push(`${what}: ${String(got)} for ${String(expected)}`);
    };
    for (let index = 0; index < cins.length; index++) {
      check(`get ${index}`, fixed.get(index), plain.get(index));
      check(`isNull ${index}`, fixed.isNull(index), plain.isNull(index));
      const visited: string[] = [];
      fixed.visitBytes(index, (bytes, start, end) =>
        visited.push(Buffer.from(bytes.subarray(start, end)).toString()),
      );
      check(`visitBytes ${index}`, visited.join('|'), cins[index] ?? '');
      for (const probe of probes) {
        const at = `${index} ${probe.toString('hex')}`;
        for (const offset of [0, 5, 21]) {
          check(
            `compare ${at} ${offset}`,
            Math.sign(fixed.compare(index, probe, offset)),
            Math.sign(plain.compare(index, probe, offset)),
          );
          check(
            `startsWith ${at} ${offset}`,
            fixed.startsWith(index, probe, offset),
            plain.startsWith(index, probe, offset),
          );
        }
        check(`equals ${at}`, fixed.equals(index, probe), plain.equals(index, probe));
        check(`includes ${at}`, fixed.includes(index, probe), plain.includes(index, probe));
      }
    }
    expect(differences).toEqual([]);
  });

  it('should sort as PackedStrings does', () => {
    expect(Array.from(drain((fixed as FixedStrings).sortSteps()))).toEqual(
      Array.from(plain.sortedIndexes()),
    );
    let state = 11;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const many = Array.from({ length: 3_000 }, () =>
      random() < 0.05
        ? null
        : Array.from({ length: 6 }, () =>
            String.fromCharCode(0x41 + Math.floor(random() * 3)),
          ).join(''),
    );
    const manyFixed = fixedOrPacked(takenOf(many));
    expect(manyFixed).toBeInstanceOf(FixedStrings);
    expect(Array.from(drain((manyFixed as FixedStrings).sortSteps()))).toEqual(
      Array.from(builderOf(many).build().sortedIndexes()),
    );
  });

  it('should stay PackedStrings when the widths differ, and hold empty and null columns', () => {
    expect(fixedOrPacked(takenOf(['U72200GJ2015PTC012345', 'AAB-1234']))).toBeInstanceOf(
      PackedStrings,
    );
    const empty = fixedOrPacked(takenOf(['', null, '']));
    expect(empty).toBeInstanceOf(FixedStrings);
    expect([empty.get(0), empty.get(1), empty.get(2)]).toEqual(['', null, '']);
    const nulls = fixedOrPacked(takenOf([null, null]));
    expect([nulls.length, nulls.get(0), nulls.includes(1, Buffer.from(''))]).toEqual([
      2,
      null,
      false,
    ]);
    expect(fixedOrPacked(takenOf([])).length).toBe(0);
  });
});
