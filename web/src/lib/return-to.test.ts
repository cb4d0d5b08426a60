import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, returnPath, signInHref, takeReturnTo } from './return-to';

// After signing in, a visitor goes back to the page that sent them (issue 43 follow-up).

afterEach(() => window.localStorage.clear());

describe('returning after sign-in', () => {
  it("should keep only this site's own pages, never another host or the sign-in pages", () => {
    expect(returnPath('/account/watchlist')).toBe('/account/watchlist');
    expect(returnPath('/follow/42?from=card')).toBe('/follow/42?from=card');
    for (const unsafe of [
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'https://evil.example/',
      'account',
      '/account/sign-in',
      '/account/sign-in/link',
      `/${'a'.repeat(600)}`,
      '',
      null,
    ]) {
      expect(returnPath(unsafe), String(unsafe)).toBeNull();
    }
  });

  it('should name the page in the sign-in link, and drop a page it would not return to', () => {
    expect(signInHref('/account/bulk-checks')).toBe(
      '/account/sign-in?next=%2Faccount%2Fbulk-checks',
    );
    expect(signInHref('//evil.example/')).toBe('/account/sign-in');
  });

  it('should go to the remembered page once, then to /account', () => {
    rememberReturnTo('/account/api-keys');
    expect(takeReturnTo()).toBe('/account/api-keys');
    expect(takeReturnTo()).toBe('/account');
  });

  it('should not act on a note older than an hour, or one this code did not write', () => {
    rememberReturnTo('/account/watchlist');
    expect(takeReturnTo(Date.now() + 61 * 60_000)).toBe('/account');
    window.localStorage.setItem('trusthive.return-to', '{"path":"//evil.example","at":0}');
    expect(takeReturnTo(0)).toBe('/account');
    window.localStorage.setItem('trusthive.return-to', 'not json');
    expect(takeReturnTo()).toBe('/account');
  });
});
