import { describe, expect, it } from 'vitest';
import { istDateTime, longDate, reportFileName, rupees } from './report-format';

describe(rupees.name, () => {
  it.each([
    [0, '₹0'],
    [null, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    [10000000, '₹1,00,00,000'],
    [268000000000, '₹2,68,00,00,00,000'],
    [2500.6, '₹2,501'],
  ])('should write %s as %s', (value, written) => {
    expect(rupees(value)).toBe(written);
  });
});

describe(longDate.name, () => {
  it('should write a date with its full month name, and a timestamp by its date', () => {
    expect(longDate('2025-05-05')).toBe('5 May 2025');
    expect(longDate('2026-02-03T04:05:06.000Z')).toBe('3 February 2026');
  });

  it('should give null for nothing and for a date that does not exist', () => {
    expect(longDate(null)).toBeNull();
    expect(longDate('2025-02-30')).toBeNull();
    expect(longDate('05/05/2025')).toBeNull();
  });
});

describe(istDateTime.name, () => {
  it('should write the moment in India, the day moving past midnight', () => {
    expect(istDateTime(new Date('2026-03-08T08:35:00Z'))).toBe('8 March 2026, 14:05 IST');
    expect(istDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('1 January 2027, 00:00 IST');
  });
});

describe(reportFileName.name, () => {
  it("should name the file by the CIN and India's date", () => {
    const moment = new Date('2026-12-31T19:00:00Z');
    expect(reportFileName({ id: 7, cin: 'U74999HR2021PTC097895' }, moment)).toBe(
      'trusthive-U74999HR2021PTC097895-2027-01-01.pdf',
    );
  });

  it('should fall back on the id, and keep only letters and digits of a CIN', () => {
    const moment = new Date('2026-03-08T08:35:00Z');
    expect(reportFileName({ id: 7, cin: null }, moment)).toBe('trusthive-7-2026-03-08.pdf');
    expect(reportFileName({ id: 7, cin: 'AB"C;\r\n1' }, moment)).toBe(
      'trusthive-ABC1-2026-03-08.pdf',
    );
    expect(reportFileName({ id: 7, cin: '"; ' }, moment)).toBe('trusthive-7-2026-03-08.pdf');
  });
});
