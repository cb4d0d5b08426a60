import { describe, expect, it } from 'vitest';
import { companyStatusKind, isNoticeableStatus } from './company-status';

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
  ])('should read %s as %s', (status, kind) => {
    expect(companyStatusKind(status)).toBe(kind);
  });

  it('should call for a banner on every known status but Active', () => {
    expect(isNoticeableStatus('Active')).toBe(false);
    expect(isNoticeableStatus(null)).toBe(false);
    expect(isNoticeableStatus('Strike Off')).toBe(true);
    expect(isNoticeableStatus('Under CIRP')).toBe(true);
  });
});
