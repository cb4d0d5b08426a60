import { describe, expect, it } from 'vitest';
import { readSearchOrigin, searchOriginState } from './search-origin';

describe(readSearchOrigin.name, () => {
  it('should read the results page a result link came from', () => {
    expect(readSearchOrigin(searchOriginState('?q=tata&type=name'))).toBe('?q=tata&type=name');
  });

  it.each([null, undefined, {}, { searchOrigin: 5 }, { searchOrigin: 'https://evil.example' }])(
    'should offer no way back for %j',
    (state) => {
      expect(readSearchOrigin(state)).toBeNull();
    },
  );
});
