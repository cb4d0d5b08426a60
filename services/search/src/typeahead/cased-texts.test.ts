import { describe, expect, it } from 'vitest';
import { CASE, CasedTextsBuilder, caseOf, caseOfBytes } from './cased-texts';
import { PackedStringsBuilder } from './packed-strings';

describe('caseOf', () => {
  it('should name the rule that makes the shown text from its key', () => {
    expect(caseOf('alpha traders', 'alpha traders')).toBe(CASE.same);
    expect(caseOf('alpha traders pvt. ltd', 'ALPHA TRADERS PVT. LTD')).toBe(CASE.upper);
    expect(caseOf('keusa desk', 'Keusa Desk')).toBe(CASE.title);
    expect(caseOf('', '')).toBe(CASE.same);
    expect(caseOf('123', '123')).toBe(CASE.same);
  });

  it('should keep as written what no rule gives', () => {
    expect(caseOf('mcdonald', 'McDonald')).toBe(CASE.other);
    expect(caseOf('alpha', null)).toBe(CASE.other);
    expect(caseOf('alpha', 'ALPHAS')).toBe(CASE.other);
    // lower() beyond ASCII: the rules raise ASCII letters only.
    expect(caseOf('élan', 'ÉLAN')).toBe(CASE.other);
    expect(caseOf('i̇stanbul', 'İSTANBUL')).toBe(CASE.other);
    // Title case raises after a space only.
    expect(caseOf('a-one', 'A-One')).toBe(CASE.other);
  });
});

describe('CasedTexts', () => {
  const names: Array<[key: string, shown: string | null]> = [
    ['alpha traders', 'ALPHA TRADERS'],
    ['keusa desk', 'Keusa Desk'],
    ['mcdonald', 'McDonald'],
    ['zeta', 'zeta'],
    ['élan foods', 'ÉLAN FOODS'],
    ['élan foods', 'Élan Foods'],
    ['ünïcode works', 'ÜNÏCODE WORKS'],
    ['gone', null],
    ['x'.repeat(600), 'X'.repeat(600)],
  ];
  const keys = new PackedStringsBuilder();
  const texts = new CasedTextsBuilder();
  // Enough names that the rules' array grows, and the last ones still read back.
  for (let copy = 0; copy < 300; copy++) {
    for (const [key, shown] of names) {
      keys.add(key);
      texts.add(key, shown);
    }
  }
  const cased = texts.build(keys.build());

  it('should give back every shown text', () => {
    for (let position = 0; position < 300 * names.length; position++) {
      expect(cased.get(position)).toBe(names[position % names.length]![1]);
    }
  });

  it('should keep only the texts no rule gives', () => {
    // McDonald, the three beyond ASCII and the null, in each copy.
    expect(cased.otherCount).toBe(300 * 5);
  });
});

describe('caseOfBytes', () => {
  it('should give the rule caseOf gives, on the UTF-8 bytes', () => {
    const pairs: Array<[key: string, shown: string]> = [
      ['alpha traders', 'alpha traders'],
      ['alpha traders pvt. ltd', 'ALPHA TRADERS PVT. LTD'],
      ['keusa desk', 'Keusa Desk'],
      ['mcdonald', 'McDonald'],
      ['alpha', 'ALPHAS'],
      ['élan', 'ÉLAN'],
      ['élan foods', 'éLAN FOODS'],
      ['ünï cöde', 'Ünï Cöde'],
      ['ünï cöde', 'ünï Cöde'],
      ['a-one', 'A-One'],
      ['', ''],
    ];
    for (const [key, shown] of pairs) {
      // Offsets inside larger buffers, as a COPY row's fields are.
      const bytes = Buffer.from(`#${key}|${shown}`);
      const keyEnd = 1 + Buffer.byteLength(key);
      expect([key, shown, caseOfBytes(bytes, 1, keyEnd, bytes, keyEnd + 1, bytes.length)]).toEqual([
        key,
        shown,
        caseOf(key, shown),
      ]);
    }
    expect(caseOf('élan foods', 'éLAN FOODS')).toBe(CASE.upper);
  });

  it('should keep texts added as bytes, nulls included', () => {
    const keys = new PackedStringsBuilder();
    const texts = new CasedTextsBuilder();
    const names: Array<[key: string, shown: string | null]> = [
      ['alpha', 'ALPHA'],
      ['naïve café', 'Naïve Café'],
      ['mcdonald', 'McDonald'],
      ['gone', null],
    ];
    for (const [key, shown] of names) {
      const bytes = Buffer.from(`${key}${shown ?? ''}`);
      const keyEnd = Buffer.byteLength(key);
      keys.add(key);
      texts.addBytes(bytes, 0, keyEnd, shown === null ? null : bytes, keyEnd, bytes.length);
    }
    const cased = texts.build(keys.build());
    expect(names.map((_, position) => cased.get(position))).toEqual(
      names.map(([, shown]) => shown),
    );
    expect(cased.otherCount).toBe(2);
  });
});
