import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinPan, isValidGstinChecksum } from './gstin';

describe(isValidGstinChecksum.name, () => {
  it.each([
    // Published GSTINs of well-known registrants (their check digits are public).
    ['27AAACR5055K1Z7', true],
    ['29AAACI1681G1ZL', true],
    ['27AAPFU0939F1ZV', true],
    ['27aaacr5055k1z7', true],
    ['27AAACR5055K1Z8', false],
    ['27AAACR5055K1Z', false],
    ['27AAACR5055K1Z7X', false],
    ['27AAACR5055K1Z-', false],
    ['', false],
  ])('should judge %s as %s', (gstin, valid) => {
    expect(isValidGstinChecksum(gstin)).toBe(valid);
  });

  it('should accept exactly one check character for any first 14', () => {
    const first14 = '30AABCD1234E1Z';
    const check = gstinCheckCharacter(first14);
    const accepted = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      .split('')
      .filter((candidate) => isValidGstinChecksum(`${first14}${candidate}`));
    expect(accepted).toEqual([check]);
  });
});

describe(gstinPan.name, () => {
  it('should return characters 3 to 12', () => {
    expect(gstinPan('27aaacr5055k1z7')).toBe('AAACR5055K');
  });
});
