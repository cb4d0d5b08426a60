import { describe, expect, it } from 'vitest';
import { diffWatchFacts, type WatchFacts } from './changes';

// Issue 43: what a follower is alerted on, as the difference of two snapshots.

const BEFORE: WatchFacts = {
  companyStatus: 'Active',
  redFlags: ['A report about this company was upheld by the TrustHive team.'],
  gstStatus: 'Active',
  trustLevel: 'Good',
  upheldReports: 1,
  claimed: false,
};

describe(diffWatchFacts.name, () => {
  it('should find nothing when nothing a follower is alerted on changed', () => {
    expect(diffWatchFacts(BEFORE, { ...BEFORE, redFlags: [...BEFORE.redFlags] })).toEqual([]);
  });

  it('should say each change old → new, in the order a mail lists them', () => {
    const now: WatchFacts = {
      companyStatus: 'Strike Off',
      redFlags: ['Company status: Strike Off. The company is not active.'],
      gstStatus: 'Cancelled',
      trustLevel: 'Poor',
      upheldReports: 2,
      claimed: true,
    };
    expect(diffWatchFacts(BEFORE, now)).toEqual([
      { kind: 'companyStatus', from: 'Active', to: 'Strike Off' },
      {
        kind: 'redFlags',
        added: ['Company status: Strike Off. The company is not active.'],
        removed: ['A report about this company was upheld by the TrustHive team.'],
      },
      { kind: 'gstStatus', from: 'Active', to: 'Cancelled' },
      { kind: 'trustLevel', from: 'Good', to: 'Poor' },
      { kind: 'upheldReports', from: 1, to: 2 },
      { kind: 'claimed', to: true },
    ]);
  });

  it('should treat a value that appears or goes as a change from or to nothing', () => {
    expect(diffWatchFacts({ ...BEFORE, gstStatus: null }, BEFORE)).toEqual([
      { kind: 'gstStatus', from: null, to: 'Active' },
    ]);
    expect(diffWatchFacts(BEFORE, { ...BEFORE, trustLevel: null })).toEqual([
      { kind: 'trustLevel', from: 'Good', to: null },
    ]);
  });

  it('should ignore the order red flags were stored in', () => {
    const two = { ...BEFORE, redFlags: ['a', 'b'] };
    expect(diffWatchFacts(two, { ...BEFORE, redFlags: ['b', 'a'] })).toEqual([]);
  });
});
