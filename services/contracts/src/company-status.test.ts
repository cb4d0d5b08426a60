import { describe, expect, it } from 'vitest';
import { companyStatusKind, companyStatusText, isNoticeableStatus } from './company-status';

describe(companyStatusKind.name, () => {
  it.each([
    ['Active', 'active'],
    [' active ', 'active'],
    ['Strike Off', 'not-active'],
    ['Strike Off-AwaitingPublication', 'not-active'],
    ['Under process of striking off', 'not-active'],
    ['Amalgamated', 'not-active'],
    ['Converted to LLP', 'not-active'],
    ['Under Liquidation', 'not-active'],
    ['Under liquidation', 'not-active'],
    ['Dissolved (Liquidated)', 'not-active'],
    ['Dissolved under section 59(8)', 'not-active'],
    ['Dissolved under section 54', 'not-active'],
    ['Dissolved', 'not-active'],
    ['Dormant under section 455', 'dormant'],
    ['Under CIRP', 'other'],
    ['Inactive for e-filing', 'other'],
    ['Not Available for eFiling', 'other'],
    ['', 'unknown'],
    [null, 'unknown'],
    // A self-registration's placeholder is no registry status (issue 36).
    ['Pending Verification', 'unknown'],
  ])('should read %s as %s', (status, kind) => {
    expect(companyStatusKind(status)).toBe(kind);
  });

  it('should call for a banner on every known status but Active', () => {
    expect(isNoticeableStatus('Active')).toBe(false);
    expect(isNoticeableStatus(null)).toBe(false);
    expect(isNoticeableStatus('Strike Off')).toBe(true);
    expect(isNoticeableStatus('Under CIRP')).toBe(true);
    expect(isNoticeableStatus('Pending Verification')).toBe(false);
  });
});

describe(companyStatusText.name, () => {
  it.each([
    ['Active', 'Active'],
    [' Strike Off ', 'Strike Off'],
    ['Pending Verification', 'Not yet matched with MCA records'],
    ['', 'Unknown status'],
    [null, 'Unknown status'],
  ])('should word %s as %s', (status, text) => {
    expect(companyStatusText(status)).toBe(text);
  });
});
