import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs, setLocaleSource } from '../i18n';
import {
  displayText,
  displayUrl,
  formatDateGB,
  formatCapital,
  formatCount,
  formatDateIN,
  formatDateINShort,
  formatDateTimeIN,
  formatRupees,
  formatRupeesShort,
  joinWithAnd,
  withHttps,
} from './format';

describe(formatRupees.name, () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '₹0'],
    [null, '₹0'],
    [undefined, '₹0'],
    ['', '₹0'],
    [Number.NaN, '₹0'],
    ['abc', '₹0'],
    [100000, '₹1,00,000'],
    [12345678.9, '₹1,23,45,679'],
    [999.4, '₹999'],
    ['2500000', '₹25,00,000'],
  ])('should show %j as %j', (value, text) => {
    expect(formatRupees(value)).toBe(text);
  });
});

describe(formatRupeesShort.name, () => {
  it.each<[number | string | null | undefined, string | null]>([
    [268_000_000_000, '₹26,800 Cr'],
    ['268000000000', '₹26,800 Cr'],
    [10_000_000, '₹1 Cr'],
    [15_000_000, '₹1.5 Cr'],
    [12_345_678.9, '₹1.23 Cr'],
    [9_999_999, '₹1 Cr'],
    [100_000, '₹1 Lakh'],
    [250_000, '₹2.5 Lakh'],
    [9_950_000, '₹99.5 Lakh'],
    [99_999, '₹1 Lakh'],
    [99_000, null],
    [0, null],
    [null, null],
    [undefined, null],
    ['', null],
    ['abc', null],
  ])('should read %j as %j', (value, text) => {
    expect(formatRupeesShort(value)).toBe(text);
  });
});

describe(formatCapital.name, () => {
  it('should show the exact amount with its crore reading beside it', () => {
    expect(formatCapital(268_000_000_000)).toBe('₹2,68,00,00,00,000 (₹26,800 Cr)');
    expect(formatCapital(500_000)).toBe('₹5,00,000 (₹5 Lakh)');
  });

  it('should show a small or missing amount as it is', () => {
    expect(formatCapital(50_000)).toBe('₹50,000');
    expect(formatCapital(null)).toBe('₹0');
  });
});

describe(formatCount.name, () => {
  it('should group a count the Indian way', () => {
    expect(formatCount(43_915)).toBe('43,915');
    expect(formatCount(1_000_000)).toBe('10,00,000');
    expect(formatCount(0)).toBe('0');
  });
});

describe(joinWithAnd.name, () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Goa'], 'Goa'],
    [['Goa', 'Delhi'], 'Goa and Delhi'],
    [
      ['Goa', 'Delhi', 'Gujarat', 'Karnataka', 'Tamil Nadu'],
      'Goa, Delhi, Gujarat, Karnataka and Tamil Nadu',
    ],
  ])('should join %j as %j', (items, text) => {
    expect(joinWithAnd(items)).toBe(text);
  });
});

describe(formatDateGB.name, () => {
  it.each<[string | null | undefined, string]>([
    ['2015-06-01', '01/06/2015'],
    ['2022-11-23T00:00:00.000Z', '23/11/2022'],
    ['1999-12-31', '31/12/1999'],
    [null, 'Not available'],
    [undefined, 'Not available'],
    ['', 'Not available'],
    ['not a date', 'Not available'],
    ['2020-02-31', 'Not available'],
  ])('should show %j as %j', (value, text) => {
    expect(formatDateGB(value)).toBe(text);
  });

  it("should write every day of four centuries as Intl's en-GB date does", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });
    // The days that differ, checked once: 146,000 expect() calls cost more than the formatting
    // and ran past the test's time limit on a busy machine.
    const differing: string[] = [];
    for (let day = Date.UTC(1850, 0, 1); day < Date.UTC(2250, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      if (formatDateGB(iso) !== intl.format(date)) differing.push(iso);
    }
    expect(differing).toEqual([]);
  });
});

describe(displayText.name, () => {
  it.each<[string | number | null | undefined, string]>([
    ['Active', 'Active'],
    ['  padded  ', 'padded'],
    ['', 'Not available'],
    ['null', 'Not available'],
    ['undefined', 'Not available'],
    ['NaN', 'Not available'],
    [null, 'Not available'],
    [undefined, 'Not available'],
    [Number.NaN, 'Not available'],
    [42, '42'],
  ])('should show %j as %j', (value, text) => {
    expect(displayText(value)).toBe(text);
  });

  it('should take another fallback', () => {
    expect(displayText(null, 'Business')).toBe('Business');
  });
});

describe(withHttps.name, () => {
  it.each<[string | null | undefined, string | null]>([
    ['example.in', 'https://example.in'],
    ['www.example.in/about', 'https://www.example.in/about'],
    ['http://example.in', 'http://example.in'],
    ['HTTPS://example.in', 'HTTPS://example.in'],
    ['', null],
    ['null', null],
    [null, null],
  ])('should turn %j into %j', (value, url) => {
    expect(withHttps(value)).toBe(url);
  });

  it('should show a link without its scheme', () => {
    expect(displayUrl('https://www.example.in/')).toBe('www.example.in');
  });
});

describe(formatDateIN.name, () => {
  it.each<[string | null | undefined, string]>([
    ['2025-05-20', '20 May 2025'],
    ['2015-06-01T10:00:00Z', '1 June 2015'],
    ['2024-02-30', 'Not available'],
    ['not a date', 'Not available'],
    ['', 'Not available'],
    [null, 'Not available'],
    [undefined, 'Not available'],
  ])('should show %j as %j', (value, text) => {
    expect(formatDateIN(value)).toBe(text);
  });
});

describe(formatDateTimeIN.name, () => {
  it('should show a moment with the full month and the time in India', () => {
    expect(formatDateTimeIN('2026-11-24T16:45:00.000Z')).toBe('24 November 2026 at 10:15 pm');
    // Past midnight in India is the next day there.
    expect(formatDateTimeIN('2026-11-24T19:00:00.000Z')).toBe('25 November 2026 at 12:30 am');
  });

  it('should fall back for a missing or unreadable moment', () => {
    expect(formatDateTimeIN(null)).toBe('Not available');
    expect(formatDateTimeIN('soon')).toBe('Not available');
  });
});

// The public pages' numbers and dates are written out by hand instead of by Intl (its first
// formatter costs a long task as the page hydrates): they must read exactly as Intl's did.
describe('hand-written en-IN text', () => {
  const values = [
    0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 1234567, 12345678,
    123456789, 1234567890, 98765432109, 999999999999999, 0.5, 1.5, 999.5, 12.34, 2.5, 26800, 1.23,
  ];

  it.each(values)('should write %d as Intl does', (value) => {
    const rupees = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    expect(formatRupees(value)).toBe(rupees.format(value));
    if (Number.isInteger(value)) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-IN').format(value));
    }
  });

  it('should write every day of four years as Intl does', () => {
    const gb = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('en-IN', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2003, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      expect(formatDateGB(iso)).toBe(gb.format(date));
      expect(formatDateIN(iso)).toBe(long.format(date));
      expect(formatDateINShort(iso)).toBe(short.format(date));
    }
  });
});

// Another language: its own words, the same Latin digits grouped the Indian way (GLOSSARY.md).
describe('in Hindi', () => {
  afterEach(() => setLocaleSource('en'));

  it('should write month names, lakh and crore and "Not available" in Hindi', async () => {
    await loadCatalogs('hi', ['common']);
    setLocaleSource('hi');
    expect(formatDateIN('2025-05-20')).toBe('20 मई 2025');
    expect(formatDateIN('2015-01-01')).toBe('1 जनवरी 2015');
    expect(formatRupeesShort(268_000_000_000)).toBe('₹26,800 करोड़');
    expect(formatRupeesShort(250_000)).toBe('₹2.5 लाख');
    expect(formatCapital(268_000_000_000)).toBe('₹2,68,00,00,00,000 (₹26,800 करोड़)');
    expect(formatDateGB(null)).toBe('उपलब्ध नहीं');
    expect(joinWithAnd(['Goa', 'Delhi', 'Gujarat'])).toBe('Goa, Delhi और Gujarat');
    expect(formatDateTimeIN('2026-11-24T16:45:00.000Z')).toBe('24 नवंबर 2026, 22:15 बजे');
  });
});
