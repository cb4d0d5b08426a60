import { describe, expect, it } from 'vitest';
import { listStatusVariant } from './components/status-badge';
import { readCategoryParams } from './hooks/use-category-params';
import { formatCount } from './format';

describe(listStatusVariant.name, () => {
  it.each([
    ['Active', 'default'],
    ['Inactive for e-filing', 'secondary'],
    ['Dissolved under section 54', 'destructive'],
    // Issue 20: a struck-off company must not look like an active or unknown one.
    ['Strike Off', 'destructive'],
    ['Amalgamated', 'destructive'],
    ['Under CIRP', 'outline'],
    [null, 'outline'],
  ] as const)('should show %j as the %s badge', (status, variant) => {
    expect(listStatusVariant(status)).toBe(variant);
  });
});

describe(readCategoryParams.name, () => {
  it('should read filters, rating and page, treating all and blanks as no filter', () => {
    const params = readCategoryParams(
      new URLSearchParams('state=Goa&class=all&status=%20&rating=Limited+data&page=3'),
    );
    expect(params).toEqual({
      filters: { state: 'Goa', class: undefined, status: undefined, rating: 'Limited data' },
      page: 3,
      activeCount: 2,
    });
  });

  it('should fall back to page 1 and no rating for values it cannot read', () => {
    // 'high' is an older link's rating (a minimum score filtered on the loaded page only).
    for (const query of [
      'page=0',
      'page=-2',
      'page=abc',
      'page=1.5',
      'rating=best',
      'rating=high',
    ]) {
      const params = readCategoryParams(new URLSearchParams(query));
      expect(params.page, query).toBe(1);
      expect(params.filters.rating, query).toBeUndefined();
    }
  });
});

describe(formatCount.name, () => {
  it('should group in the Indian way', () => {
    expect(formatCount(193517)).toBe('1,93,517');
  });
});
