import { describe, expect, it } from 'vitest';
import {
  companyStatusKind,
  companyStatusText,
  directorTroubleSummary,
  isNoticeableStatus,
  troubledStatus,
} from './company-status';

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

describe('directorTroubleSummary (issue 41)', () => {
  it("says how many of a director's other companies are struck off, in the issue's words", () => {
    const statuses = ['Strike Off', 'Active', 'Struck Off', ...Array(6).fill('Active')];
    expect(directorTroubleSummary(statuses, { other: true })).toBe(
      "2 of this director's 9 other companies are struck off.",
    );
  });

  it('names liquidation and insolvency too, each counted once, singular where one', () => {
    expect(
      directorTroubleSummary(['Under Liquidation', 'Under CIRP', 'Under process of striking off'], {
        other: false,
      }),
    ).toBe(
      "1 of this director's 3 companies is struck off, 1 is in liquidation and 1 is under insolvency resolution (CIRP).",
    );
  });

  it('says nothing when none is in trouble, or of a status it does not know', () => {
    expect(directorTroubleSummary(['Active', 'Amalgamated', null], { other: true })).toBeNull();
    expect(troubledStatus('Dormant under section 455')).toBeNull();
  });
});
