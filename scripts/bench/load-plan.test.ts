import { describe, expect, it } from 'vitest';
import { fixedRatePlan, shareOf } from './load-plan';

describe('shareOf', () => {
  it('splits a total like autocannon: the first connections take the remainder', () => {
    const shares = Array.from({ length: 10 }, (_, index) => shareOf(17, 10, index));
    expect(shares).toEqual([2, 2, 2, 2, 2, 2, 2, 1, 1, 1]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(17);
  });
});

describe('fixedRatePlan', () => {
  it('bounds the count by rate × duration and the time by a deadline past the duration', () => {
    const plan = fixedRatePlan(200, 10, 10);
    expect(plan).toMatchObject({ rate: 200, amount: 2000, connections: 10 });
    expect(plan.deadlineMs).toBeGreaterThan(10_000);
  });

  it('never opens more connections than the rate, as autocannon would not either', () => {
    expect(fixedRatePlan(4, 1, 10).connections).toBe(4);
  });
});
