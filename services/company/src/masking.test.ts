import { describe, expect, it } from 'vitest';
import { readPan } from '@trusthive/contracts';
import { maskDinPan, maskGstin, maskPan, parseDirectorDate } from './masking';

describe(maskGstin.name, () => {
  it.each([
    ['29ABCDE1234F1Z5', '29XXXXXXXXXXXZX'],
    ['  29ABCDE1234F1Z5 ', '29XXXXXXXXXXXZX'],
    ['12345', '12XXX'],
    ['29ABCDE1234F1Z', '29XXXXXXXXXXXX'],
    ['1234', '12XXXX'],
    ['12', '1XXXX'],
    ['1', 'XXXX'],
  ])('should mask %j as %j (the state code and the fixed 14th visible)', (value, masked) => {
    expect(maskGstin(value)).toBe(masked);
  });

  it('should give null for null or blank', () => {
    expect(maskGstin(null)).toBeNull();
    expect(maskGstin('   ')).toBeNull();
  });
});

describe(maskPan.name, () => {
  it.each([
    ['ABCDE1234F', 'ABXDXXXXXF'],
    ['ABCDE', 'ABXXX'],
    ['ABCD', 'ABXXXX'],
    ['AB', 'AXXXX'],
  ])('should mask %j as %j (first 2, the holder type and last 1 visible)', (value, masked) => {
    expect(maskPan(value)).toBe(masked);
  });
});

describe(maskDinPan.name, () => {
  it.each([
    ['01234567', '01XXXX67'],
    ['ABCDE1234F', 'ABXDXXXXXF'],
    [' abcde1234f ', 'abXdXXXXXf'],
    ['0123', '01XXXX'],
    ['01234', '01XXX'],
    ['ABCDE', 'ABXXX'],
  ])('should mask %j as %j (a DIN first 2 and last 2, a PAN like every PAN)', (value, masked) => {
    expect(maskDinPan(value)).toBe(masked);
  });
});

describe('masks together', () => {
  it('should never return the unmasked value', () => {
    for (const value of ['A', 'AB', 'ABC', 'ABCD', 'ABCDE', 'ABCDEF', '29ABCDE1234F1Z5']) {
      for (const mask of [maskGstin, maskPan, maskDinPan]) {
        expect(mask(value)).not.toBe(value);
      }
    }
  });

  // Issue 24 #10: the PAN, the GST PAN, a GSTIN and a proprietor's PAN together gave away all
  // but about 28 candidates of the PAN.
  it('should show the same PAN positions wherever the PAN appears, and no GSTIN check digit', () => {
    const pan = 'QZJCK7391W';
    const gstin = `27${pan}1ZV`;
    const revealed = (masked: string) =>
      [...masked].flatMap((char, at) => (char !== 'X' && char === pan[at] ? [at] : []));
    for (const masked of [maskPan(pan)!, maskDinPan(pan)!, maskGstin(gstin)!.slice(2, 12)]) {
      for (const at of revealed(masked)) expect([0, 1, 3, 9]).toContain(at);
    }
    expect(revealed(maskPan(pan)!)).toEqual([0, 1, 3, 9]);
    expect(maskGstin(gstin)!.at(-1)).toBe('X');
  });
});

// Issue 37 #6: a 5-character DIN or PAN showed 4 of its 5 characters.
describe('masks of short values', () => {
  it('should never show more than half of any value', () => {
    for (const value of [
      '1',
      '12',
      '123',
      '1234',
      '12345',
      '123456',
      '1234567',
      'ABCDE',
      'ABCDEF',
    ]) {
      for (const mask of [maskGstin, maskPan, maskDinPan]) {
        const shown = [...mask(value)!].filter((char, at) => char !== 'X' && char === value[at]);
        expect(shown.length, `${mask.name}(${value})`).toBeLessThanOrEqual(value.length / 2);
      }
    }
  });
});

// Issue 37 #6: the identifier panel printed a PAN's 4th character, which the mask hid.
describe('masks and the identifier panel', () => {
  it('should show every PAN character the panel prints, at its place in the masked PAN', () => {
    for (const pan of ['AABCT1234F', 'QZJPK7391W', 'ABCFE1234G']) {
      const [holderLine] = readPan(pan, {
        entityType: 'Company limited by shares',
        cin: null,
      }).lines;
      const printed = holderLine!.identifierSays.charAt(0);
      expect(printed).toBe(pan.charAt(3));
      for (const masked of [maskPan(pan)!, maskDinPan(pan)!])
        expect(masked.charAt(3)).toBe(printed);
    }
  });
});

describe(parseDirectorDate.name, () => {
  it.each([
    ['2019-04-01', '2019-04-01'],
    ['01/04/2019', '2019-04-01'],
    ['1/4/2019', '2019-04-01'],
    ['01-04-2019', '2019-04-01'],
    ['01.04.2019', '2019-04-01'],
    ['29/02/2020', '2020-02-29'],
  ])('should parse %j as %j', (value, iso) => {
    expect(parseDirectorDate(value)).toBe(iso);
  });

  it.each([[null], [''], ['31/02/2020'], ['2019-13-01'], ['04/2019'], ['yesterday']])(
    'should give null for %j',
    (value) => {
      expect(parseDirectorDate(value)).toBeNull();
    },
  );
});
