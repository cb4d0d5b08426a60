import { describe, expect, it } from 'vitest';
import { gstnDate } from './gst-network';

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
