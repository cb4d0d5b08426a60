import { describe, expect, it } from 'vitest';
import { seededRandom } from './search';
import { zipfDraw } from './zipf';

const RANKED = Array.from({ length: 10_000 }, (_, index) => index + 1);

describe(zipfDraw.name, () => {
  it('should draw the same sequence for the same seed, and another for another seed', () => {
    const first = zipfDraw(RANKED, 1_000, 1, seededRandom(7));
    expect(zipfDraw(RANKED, 1_000, 1, seededRandom(7))).toEqual(first);
    expect(zipfDraw(RANKED, 1_000, 1, seededRandom(8))).not.toEqual(first);
  });

  it('should put most draws on the first ranks, about 1 / (r × H) for rank r', () => {
    const draws = zipfDraw(RANKED, 10_000, 1, seededRandom(20_261_207));
    expect(draws).toHaveLength(10_000);
    const harmonic = RANKED.reduce((sum, rank) => sum + 1 / rank, 0); // about 9.79
    const share = (predicate: (rank: number) => boolean) =>
      draws.filter(predicate).length / draws.length;
    expect(share((rank) => rank === 1)).toBeCloseTo(1 / harmonic, 1); // about 10%
    expect(share((rank) => rank <= 100)).toBeGreaterThan(0.45); // about 53%
    expect(share((rank) => rank > 5_000)).toBeLessThan(0.1); // about 7%
    expect(new Set(draws).size).toBeLessThan(5_000);
  });

  it('should draw only items of the list, and nothing from an empty one', () => {
    const draws = zipfDraw(['a', 'b', 'c'], 100, 1, seededRandom(1));
    expect(new Set(draws)).toEqual(new Set(['a', 'b', 'c']));
    expect(zipfDraw([], 10, 1, seededRandom(1))).toEqual([]);
  });
});
