import { describe, expect, it } from 'vitest';
import { gstnDate, retryAfterMs } from './gst-network';

describe('gstnDate (GSTN writes DD/MM/YYYY)', () => {
  it('should read GSTN’s dates, with or without leading zeros', () => {
    expect(gstnDate('01/07/2017')).toBe('2017-07-01');
    expect(gstnDate('1/7/2017')).toBe('2017-07-01');
    expect(gstnDate(' 15/03/2024 ')).toBe('2024-03-15');
  });

  it('should read no date where GSTN gives none or one that cannot be', () => {
    for (const value of ['', 'NA', null, undefined, '31/02/2024', '2017-07-01', '07/2017']) {
      expect(gstnDate(value), String(value)).toBeNull();
    }
  });
});

describe('retryAfterMs (how long a 429 pauses GSTN calls)', () => {
  const now = Date.parse('2026-12-07T10:00:00Z');

  it('should read seconds and HTTP dates', () => {
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 07 Dec 2026 10:02:00 GMT', now)).toBe(120_000);
  });

  it('should pause a minute when the provider names no readable time, and never past an hour', () => {
    for (const value of [undefined, '', 'soon']) expect(retryAfterMs(value, now)).toBe(60_000);
    expect(retryAfterMs('86400', now)).toBe(3_600_000);
    expect(retryAfterMs('0', now)).toBe(1_000);
  });
});
