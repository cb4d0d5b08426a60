import { describe, expect, it } from 'vitest';
import { median, percentile, ratio, summariseLatencies } from './percentiles';

describe('percentile', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('returns the nearest-rank sample', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
  });

  it('rounds the rank up on small samples, so p99 of ten samples is the largest', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 50)).toBe(5);
    expect(percentile(ten, 95)).toBe(10);
    expect(percentile(ten, 99)).toBe(10);
  });

  it('clamps p0 to the smallest sample and is NaN without samples', () => {
    expect(percentile([3, 7], 0)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summariseLatencies', () => {
  it('sorts before ranking and leaves the input alone', () => {
    const samples = [9, 1, 5, 3, 7];
    expect(summariseLatencies(samples)).toEqual({ p50: 5, p95: 9, p99: 9 });
    expect(samples).toEqual([9, 1, 5, 3, 7]);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle pair of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('skips runs that could not measure the figure', () => {
    expect(median([Number.NaN, 5, 1])).toBe(3);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides target by floor', () => {
    expect(ratio(3, 2)).toBe(1.5);
  });

  it('is NaN when the floor is zero or missing', () => {
    expect(ratio(3, 0)).toBeNaN();
    expect(ratio(3, Number.NaN)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });
});
