import { describe, expect, it } from 'vitest';
import { RecentMatches } from './recent-matches';

describe('RecentMatches', () => {
  it('should find once per key until cleared, keeping the most recently used', () => {
    const recent = new RecentMatches(2);
    let finds = 0;
    const find = (ids: number[] | null) => () => {
      finds += 1;
      return ids;
    };
    expect(recent.get('a', find([1]))).toEqual([1]);
    expect(recent.get('a', find([9]))).toEqual([1]);
    expect(recent.get('b', find(null))).toBeNull();
    expect(recent.get('b', find([9]))).toBeNull();
    expect(finds).toBe(2);
    // 'a' was used last before 'c' came: 'b' goes.
    recent.get('a', find([9]));
    recent.get('c', find([3]));
    expect(recent.size).toBe(2);
    expect(recent.get('b', find([2]))).toEqual([2]);
    recent.clear();
    expect(recent.get('a', find([4]))).toEqual([4]);
  });
});
