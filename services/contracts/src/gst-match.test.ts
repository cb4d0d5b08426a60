import { describe, expect, it } from 'vitest';
import { matchGstRegistration, normaliseLegalName, type GstMatchCandidate } from './gst-match';

// The written rule, a test per branch (issue 40).

const KARNATAKA_GSTIN = '29AAGCB4521K1ZK';
const registration = { gstin: KARNATAKA_GSTIN, legalName: 'BLUEBELL HOME APPLIANCES PVT. LTD.' };
const company = (overrides: Partial<GstMatchCandidate>): GstMatchCandidate => ({
  id: 1,
  name: 'Bluebell Home Appliances Private Limited',
  pan: null,
  state: 'Karnataka',
  ...overrides,
});

describe('normaliseLegalName', () => {
  it('should read abbreviations, dots, case and spacing as the same name', () => {
    expect(normaliseLegalName('Acme  Pvt. Ltd.')).toBe('ACME PRIVATE LIMITED');
    expect(normaliseLegalName('A&B TRADING CO')).toBe('A AND B TRADING COMPANY');
    expect(normaliseLegalName('Acme Traders')).not.toBe(normaliseLegalName('Acme Traders Ltd'));
  });
});

describe('matchGstRegistration', () => {
  it('should match by PAN when one company has the GSTIN’s PAN, whatever its name', () => {
    const candidates = [company({ id: 7, name: 'Another Name Limited', pan: 'aagcb4521k' })];
    expect(matchGstRegistration(registration, candidates)).toEqual({ companyId: 7, basis: 'pan' });
  });

  it('should match none when two companies have the PAN', () => {
    const candidates = [
      company({ id: 7, pan: 'AAGCB4521K' }),
      company({ id: 8, pan: 'AAGCB4521K' }),
    ];
    expect(matchGstRegistration(registration, candidates)).toBeNull();
  });

  it('should match by legal name and state when the PAN is on no record', () => {
    expect(matchGstRegistration(registration, [company({ id: 9 })])).toEqual({
      companyId: 9,
      basis: 'legal_name_and_state',
    });
  });

  it('should not match the same name registered in another state', () => {
    expect(matchGstRegistration(registration, [company({ state: 'Maharashtra' })])).toBeNull();
  });

  it('should not match a company whose state is not on record', () => {
    expect(matchGstRegistration(registration, [company({ state: null })])).toBeNull();
  });

  it('should match none when two companies of that state have the name', () => {
    expect(matchGstRegistration(registration, [company({ id: 1 }), company({ id: 2 })])).toBeNull();
  });

  it('should not match a different name in the same state', () => {
    const candidates = [company({ name: 'Bluebell Home Appliances Traders Private Limited' })];
    expect(matchGstRegistration(registration, candidates)).toBeNull();
  });
});
