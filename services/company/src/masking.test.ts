import { describe, expect, it } from 'vitest';
import { maskCompanyNumber, maskDinPan, maskGstin, maskPan, parseDirectorDate } from './masking';

describe(maskGstin.name, () => {
  it.each([
    ['29ABCDE1234F1Z5', '29XXXXXXXXXXXZ5'],
    ['12345', '12X45'],
    ['1234', '12XXXX'],
    ['12', '12XXXX'],
    ['1', '1XXXX'],
    ['  29ABCDE1234F1Z5 ', '29XXXXXXXXXXXZ5'],
  ])('should mask %j as %j (first 2 and last 2 visible)', (value, masked) => {
    expect(maskGstin(value)).toBe(masked);
  });

  it('should give null for null or blank', () => {
    expect(maskGstin(null)).toBeNull();
    expect(maskGstin('   ')).toBeNull();
  });
});

describe(maskPan.name, () => {
  it.each([
    ['ABCDE1234F', 'ABCXXXXXXF'],
    ['ABCDE', 'ABCXE'],
    ['ABCD', 'ABXXXX'],
    ['AB', 'ABXXXX'],
  ])('should mask %j as %j (first 3 and last 1 visible)', (value, masked) => {
    expect(maskPan(value)).toBe(masked);
  });
});

describe(maskDinPan.name, () => {
  it.each([
    ['01234567', '01XXXX67'],
    ['ABCDE1234F', 'ABXXXXXX4F'],
    ['0123', '01XXXX'],
  ])('should mask %j as %j (first 2 and last 2 visible)', (value, masked) => {
    expect(maskDinPan(value)).toBe(masked);
  });
});

describe(maskCompanyNumber.name, () => {
  it.each([
    ['29ABCDE1234F1Z5', '29XXXXXXXXXXXZ5'],
    ['ABCDE1234F', 'ABXXXXXX4F'],
    ['ABCD', 'ABXXXX'],
  ])('should mask %j as %j (first 2 and last 2 visible)', (value, masked) => {
    expect(maskCompanyNumber(value)).toBe(masked);
  });

  it('should never return the unmasked value', () => {
    for (const value of ['A', 'AB', 'ABC', 'ABCD', 'ABCDE', 'ABCDEF', '29ABCDE1234F1Z5']) {
      for (const mask of [maskGstin, maskPan, maskDinPan, maskCompanyNumber]) {
        expect(mask(value)).not.toBe(value);
      }
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
