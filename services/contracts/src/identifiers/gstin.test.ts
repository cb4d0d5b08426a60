import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckCharacter, hasValidGstinCheckDigit } from './gstin';

// Real GSTINs: Reliance Industries' Maharashtra registration (PAN AAACR5055K) and the sample
// GSTIN of the GST portal's own help pages; the others are built from real PANs by the
// checksum, so every valid value here is one the algorithm itself accepts.
const RELIANCE_MH = '27AAACR5055K1Z7';
const PORTAL_SAMPLE = '27AAPFU0939F1ZV';

describe(gstinCheckCharacter.name, () => {
  it.each([
    [RELIANCE_MH.slice(0, 14), '7'],
    [PORTAL_SAMPLE.slice(0, 14), 'V'],
    // By hand: values 3,0,10,10,10,12,27,5,0,5,5,20,1,35; the products' digit sums add to
    // 160; 160 mod 36 = 16; 36 - 16 = 20 = 'K'.
    ['30AAACR5055K1Z', 'K'],
  ])('should compute the check character of %s as %s', (first14, expected) => {
    expect(gstinCheckCharacter(first14)).toBe(expected);
  });

  it('should refuse a value that is not 14 base-36 characters', () => {
    expect(gstinCheckCharacter('27AAACR5055K1')).toBeNull();
    expect(gstinCheckCharacter('27AAACR5055K1-')).toBeNull();
  });
});

describe(hasValidGstinCheckDigit.name, () => {
  it('should accept GSTINs whose 15th character is their check digit', () => {
    expect(hasValidGstinCheckDigit(RELIANCE_MH)).toBe(true);
    expect(hasValidGstinCheckDigit(PORTAL_SAMPLE)).toBe(true);
    expect(hasValidGstinCheckDigit(` ${RELIANCE_MH.toLowerCase()} `)).toBe(true);
  });

  it('should refuse every single-character change of the check digit', () => {
    for (const digit of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.replace('7', '')) {
      expect(hasValidGstinCheckDigit(`${RELIANCE_MH.slice(0, 14)}${digit}`)).toBe(false);
    }
  });

  it('should refuse a typo in the PAN part (two letters swapped)', () => {
    expect(hasValidGstinCheckDigit('27AAARC5055K1Z7')).toBe(false);
  });

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
    expect(hasValidGstinCheckDigit(gstin)).toBe(valid);
  });

  it('should accept exactly one check character for any first 14', () => {
    const first14 = '30AABCD1234E1Z';
    const check = gstinCheckCharacter(first14);
    const accepted = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      .split('')
      .filter((candidate) => hasValidGstinCheckDigit(`${first14}${candidate}`));
    expect(accepted).toEqual([check]);
  });

  it('should refuse a value without the published shape', () => {
    expect(hasValidGstinCheckDigit('27AAACR5055K1Z')).toBe(false);
    expect(hasValidGstinCheckDigit('2AAAACR5055K1Z7')).toBe(false);
  });
});

describe(checkGstin.name, () => {
  it('should verify a GSTIN that agrees with the PAN and the registered state', () => {
    expect(checkGstin(RELIANCE_MH, { pan: 'AAACR5055K', state: 'Maharashtra' })).toEqual({
      verdict: 'verified',
      checkDigitValid: true,
      panMatches: true,
      stateMatches: true,
    });
  });

  it('should say check_digit_failed before anything else for a bad check digit', () => {
    expect(checkGstin('27AAACR5055K1Z8', { pan: 'AAACR5055K', state: 'Maharashtra' }).verdict).toBe(
      'check_digit_failed',
    );
  });

  it('should say pan_differs when characters 3-12 are another PAN', () => {
    expect(checkGstin(RELIANCE_MH, { pan: 'AAPFU0939F', state: 'Maharashtra' })).toMatchObject({
      verdict: 'pan_differs',
      checkDigitValid: true,
      panMatches: false,
    });
  });

  it('should say state_differs when the state code is not the registered state', () => {
    expect(checkGstin(RELIANCE_MH, { pan: 'AAACR5055K', state: 'Goa' })).toMatchObject({
      verdict: 'state_differs',
      stateMatches: false,
    });
  });

  it('should not verify without a PAN or a state on record to compare with', () => {
    expect(checkGstin(RELIANCE_MH, { pan: null, state: 'Maharashtra' }).verdict).toBe(
      'pan_unknown',
    );
    expect(checkGstin(RELIANCE_MH, { pan: 'AAACR5055K', state: null }).verdict).toBe(
      'state_unknown',
    );
  });

  it('should say malformed for a value that is not a GSTIN', () => {
    expect(checkGstin('GST-123', { pan: null, state: null }).verdict).toBe('malformed');
  });
});
