import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  STATE_NAMES,
  citiesOf,
  filterOptions,
  knownCitiesOf,
  pinCodesOf,
  suggestCities,
  suggestPinCodes,
} from './indian-locations';

const PIN_CITIES = [
  ['Maharashtra', 'Mumbai'],
  ['Maharashtra', 'Pune'],
  ['Maharashtra', 'Thane'],
  ['Karnataka', 'Bangalore'],
  ['Tamil Nadu', 'Chennai'],
  ['Delhi', 'New Delhi'],
  ['Gujarat', 'Ahmedabad'],
  ['West Bengal', 'Kolkata'],
  ['Rajasthan', 'Jaipur'],
  ['Uttar Pradesh', 'Lucknow'],
  ['Haryana', 'Gurgaon'],
] as const;

describe('built-in location data', () => {
  it('should list the 36 states and union territories once each', () => {
    expect(STATE_NAMES).toHaveLength(36);
    expect(new Set(STATE_NAMES).size).toBe(36);
    expect(STATE_NAMES).toContain('Ladakh');
    expect(STATE_NAMES).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('should give 10 cities to Maharashtra, 9 to Delhi and 8 to every other state', () => {
    for (const { name, cities } of INDIAN_STATES) {
      const expected = name === 'Maharashtra' ? 10 : name === 'Delhi' ? 9 : 8;
      expect({ name, count: cities.length }).toEqual({ name, count: expected });
      expect(new Set(cities).size).toBe(cities.length);
    }
  });

  it('should answer no cities until a known state is chosen', () => {
    expect(citiesOf('')).toEqual([]);
    expect(citiesOf('Atlantis')).toEqual([]);
    expect(citiesOf('Karnataka')).toContain('Bangalore');
  });

  it('should have PIN lists for exactly the spec’s 11 cities, each a city of its state', () => {
    for (const { name, cities } of INDIAN_STATES) {
      for (const city of cities) {
        const listed = PIN_CITIES.some(([state, pinCity]) => state === name && pinCity === city);
        expect({ city, hasPins: pinCodesOf(name, city).length > 0 }).toEqual({
          city,
          hasPins: listed,
        });
      }
    }
  });

  it('should hold real 6-digit PINs of the right postal region', () => {
    expect(pinCodesOf('Maharashtra', 'Mumbai')).toContain('400001');
    expect(pinCodesOf('Delhi', 'New Delhi')).toContain('110001');
    expect(pinCodesOf('Karnataka', 'Bangalore')).toContain('560001');
    for (const [state, city] of PIN_CITIES) {
      for (const pin of pinCodesOf(state, city)) expect(pin).toMatch(/^[1-9]\d{5}$/);
    }
    // A PIN list belongs to a city of one state: the same name elsewhere has none.
    expect(pinCodesOf('Tripura', 'Mumbai')).toEqual([]);
  });
});

describe(filterOptions.name, () => {
  it('should match anywhere in the option, ignoring case and surrounding spaces', () => {
    expect(filterOptions(STATE_NAMES, '  prad ')).toEqual([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ]);
    expect(filterOptions(pinCodesOf('Maharashtra', 'Mumbai'), '40000')).toContain('400001');
  });

  it('should return every option for an empty search and none for a miss', () => {
    expect(filterOptions(STATE_NAMES, '')).toHaveLength(36);
    expect(filterOptions(STATE_NAMES, 'zzz')).toEqual([]);
  });
});

describe('city and PIN suggestions (issue 36)', () => {
  it("should suggest a renamed city under either name, and Bangalore's PINs for Bengaluru", () => {
    expect(suggestCities('Karnataka', 'beng')).toEqual(['Bengaluru']);
    expect(suggestCities('Karnataka', 'bang')).toEqual(['Bangalore']);
    expect(knownCitiesOf('Karnataka')).toEqual(expect.arrayContaining(['Mysore', 'Mysuru']));
    expect(pinCodesOf('Karnataka', 'Bengaluru')).toEqual(pinCodesOf('Karnataka', 'Bangalore'));
    expect(pinCodesOf('Maharashtra', 'Bombay')).toContain('400001');
  });

  it('should suggest nothing for a city we do not list, which is still accepted as typed', () => {
    expect(suggestCities('Karnataka', 'Udupi')).toEqual([]);
    expect(suggestPinCodes('Karnataka', 'Udupi', '576')).toEqual([]);
  });

  it('should suggest at most 50 PINs, those that start with what is typed', () => {
    expect(suggestPinCodes('Maharashtra', 'Mumbai', '')).toHaveLength(50);
    expect(suggestPinCodes('Maharashtra', 'Mumbai', '40002')).toEqual(
      pinCodesOf('Maharashtra', 'Mumbai').filter((pin) => pin.startsWith('40002')),
    );
  });
});
