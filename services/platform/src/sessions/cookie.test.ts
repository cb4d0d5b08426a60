import { describe, expect, it } from 'vitest';
import { cookieIsSecure, readCookie, sessionCookie } from './cookie';
import { csrfTokenMatches, isStateChanging } from './csrf';

describe(cookieIsSecure.name, () => {
  it.each([
    ['https://trusthive.in', true],
    ['http://trusthive.in', true],
    ['https://localhost:8080', true],
    ['http://localhost:8080', false],
    ['http://127.0.0.1:4173', false],
    ['http://[::1]:8080', false],
  ])('should judge %s as Secure: %s', (origin, secure) => {
    expect(cookieIsSecure(origin)).toBe(secure);
  });
});

describe(sessionCookie.name, () => {
  it('should set HttpOnly, SameSite=Strict and Path=/, and Secure when asked', () => {
    expect(sessionCookie('abc', { name: 'sid', secure: true, maxAgeSeconds: 60 })).toBe(
      'sid=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=60; Secure',
    );
    expect(sessionCookie('abc', { name: 'sid', secure: false })).toBe(
      'sid=abc; Path=/; HttpOnly; SameSite=Strict',
    );
  });
});

describe(readCookie.name, () => {
  it('should read one cookie among others, and nothing from a look-alike name', () => {
    expect(readCookie('a=1; sid=xyz; b=2', 'sid')).toBe('xyz');
    expect(readCookie('xsid=1; sidx=2', 'sid')).toBeUndefined();
    expect(readCookie(undefined, 'sid')).toBeUndefined();
  });
});

describe('CSRF', () => {
  it('should match only the exact token, sent once as a string', () => {
    expect(csrfTokenMatches('token', 'token')).toBe(true);
    expect(csrfTokenMatches('token', 'token ')).toBe(false);
    expect(csrfTokenMatches('token', '')).toBe(false);
    expect(csrfTokenMatches('token', undefined)).toBe(false);
    expect(csrfTokenMatches('token', ['token', 'token'])).toBe(false);
  });

  it('should call everything but GET, HEAD and OPTIONS state-changing', () => {
    expect(
      ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'].map(isStateChanging),
    ).toEqual([false, false, false, true, true, true, true]);
  });
});
