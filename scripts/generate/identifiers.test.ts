import { describe, expect, it } from 'vitest';
import {
  CinSerials,
  gstin,
  gstinCheckCharacter,
  syntheticCin,
  syntheticDin,
  syntheticPan,
} from './identifiers';

// The same patterns as the CHECK constraints of migration 0002.
const CIN = /^([LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}|[A-Z]{3}-[0-9]{4})$/;
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

describe(syntheticCin.name, () => {
  it('should build a valid CIN from the row with the SYN block', () => {
    const cin = syntheticCin('Unlisted', '74999', 'KA', 2019, new CinSerials());
    expect(cin).toMatch(CIN);
    expect(cin.slice(0, 15)).toBe('U74999KA2019SYN');
  });

  it('should start listed companies with L', () => {
    expect(syntheticCin('Listed', '24232', 'GJ', 1995, new CinSerials())).toMatch(
      /^L24232GJ1995SYN/,
    );
  });

  it('should never repeat a serial within one prefix', () => {
    const serials = new CinSerials();
    const cins = Array.from({ length: 50_000 }, () =>
      syntheticCin('Unlisted', '01111', 'DL', 2020, serials),
    );
    expect(new Set(cins).size).toBe(cins.length);
    for (const cin of cins.slice(0, 1_000)) expect(cin).toMatch(CIN);
  });
});

describe(syntheticPan.name, () => {
  it('should mark the holder as a company and start the name part with the name', () => {
    const pan = syntheticPan(12, 42, 'KONKAN COASTAL LOGISTICS PRIVATE LIMITED');
    expect(pan).toMatch(PAN);
    expect(pan[3]).toBe('C');
    expect(pan[4]).toBe('K');
  });

  it('should give different rows different PANs', () => {
    const pans = Array.from({ length: 200_000 }, (_, index) => syntheticPan(index, 42, 'A'));
    expect(new Set(pans).size).toBe(pans.length);
  });
});

describe(gstinCheckCharacter.name, () => {
  it('should agree with the GSTN example 27AAPFU0939F1ZV', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('should build GSTINs that pass the schema pattern and their own checksum', () => {
    for (let index = 0; index < 1_000; index++) {
      const value = gstin('29', syntheticPan(index, 7, 'NOVA'), 1 + (index % 3));
      expect(value).toMatch(GSTIN);
      expect(value.startsWith('29')).toBe(true);
      expect(gstinCheckCharacter(value.slice(0, 14))).toBe(value[14]);
    }
  });
});

describe(syntheticDin.name, () => {
  it('should give eight digits from 90000000 up, distinct per director', () => {
    const dins = Array.from({ length: 100_000 }, (_, index) => syntheticDin(index, 42));
    expect(new Set(dins).size).toBe(dins.length);
    for (const din of dins.slice(0, 1_000)) expect(din).toMatch(/^9[0-9]{7}$/);
  });
});
