import { describe, expect, it } from 'vitest';
import { resultCountText } from './search-results';

describe(resultCountText.name, () => {
  it.each([
    [1, false, '1 result found'],
    [2, false, '2 results found'],
    [1000, true, '1,000+ results found'],
    [123456, false, '1,23,456 results found'],
  ])('should write %i (capped: %s) as "%s"', (total, capped, text) => {
    expect(resultCountText(total, capped)).toBe(text);
  });
});
