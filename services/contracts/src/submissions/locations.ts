import { PIN_PREFIXES_BY_STATE } from './pin-prefixes.generated';

// Where a registered company is (issue 36): any city or town of India, not only the wizard's
// suggestions, under its old or its new name, with a PIN of its state. The wizard and the
// service run these same rules.

/**
 * Cities known by an older and a newer name: either is accepted and either finds the other in
 * the wizard's suggestions. [older, newer].
 */
export const CITY_RENAMES: readonly (readonly [string, string])[] = [
  ['Bangalore', 'Bengaluru'],
  ['Bombay', 'Mumbai'],
  ['Madras', 'Chennai'],
  ['Calcutta', 'Kolkata'],
  ['Gurgaon', 'Gurugram'],
  ['Mysore', 'Mysuru'],
  ['Mangalore', 'Mangaluru'],
  ['Belgaum', 'Belagavi'],
  ['Gulbarga', 'Kalaburagi'],
  ['Shimoga', 'Shivamogga'],
  ['Hubli-Dharwad', 'Hubballi-Dharwad'],
  ['Bellary', 'Ballari'],
  ['Tumkur', 'Tumakuru'],
  ['Poona', 'Pune'],
  ['Baroda', 'Vadodara'],
  ['Trivandrum', 'Thiruvananthapuram'],
  ['Cochin', 'Kochi'],
  ['Calicut', 'Kozhikode'],
  ['Trichur', 'Thrissur'],
  ['Pondicherry', 'Puducherry'],
  ['Trichy', 'Tiruchirappalli'],
  ['Tuticorin', 'Thoothukudi'],
  ['Conjeevaram', 'Kanchipuram'],
  ['Benares', 'Varanasi'],
  ['Allahabad', 'Prayagraj'],
  ['Cawnpore', 'Kanpur'],
  ['Vizag', 'Visakhapatnam'],
  ['Rajahmundry', 'Rajamahendravaram'],
  ['Simla', 'Shimla'],
  ['Gauhati', 'Guwahati'],
  ['Panjim', 'Panaji'],
  ['Aurangabad', 'Chhatrapati Sambhajinagar'],
  ['Osmanabad', 'Dharashiv'],
  ['Ahmednagar', 'Ahilyanagar'],
  ['Hoshangabad', 'Narmadapuram'],
  ['Faizabad', 'Ayodhya'],
];

const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const OTHER_NAME = new Map<string, string>(
  CITY_RENAMES.flatMap(([older, newer]) => [
    [normal(older), newer],
    [normal(newer), older],
  ]),
);

/** The city's other name ('Bengaluru' for 'Bangalore' and back), or null when it has none. */
export function otherCityName(name: string): string | null {
  return OTHER_NAME.get(normal(name)) ?? null;
}

/** Letters (any script), then letters, spaces, dots, hyphens, apostrophes or brackets. */
const CITY_NAME = /^\p{L}[\p{L}\p{M} .'’()-]*$/u;
export const CITY_NAME_MAX_LENGTH = 60;

/**
 * A sensible city or town name: 2 to 60 characters, starting with a letter, with at least two
 * letters and no digits or other symbols ('Udupi', 'Hubballi-Dharwad', "Mu'minabad", 'St. Thomas
 * Mount'). Spaces at the ends and runs of spaces do not count.
 */
export function isSensibleCityName(value: string): boolean {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > CITY_NAME_MAX_LENGTH) return false;
  if (!CITY_NAME.test(name)) return false;
  return (name.match(/\p{L}/gu) ?? []).length >= 2;
}

/**
 * Whether the PIN is one of the state's: its first three digits (the India Post sorting
 * district) are among those GeoNames lists for the state. A state the table does not know
 * takes any well-formed PIN.
 */
export function isPincodeOfState(pincode: string, state: string): boolean {
  const key = state.trim();
  // Own keys only: a state named `__proto__` or `toString` is one the table does not know (the
  // fuzz tier's `__proto__` reached Object.prototype here, and its `split`, a 500).
  const prefixes = Object.hasOwn(PIN_PREFIXES_BY_STATE, key) ? PIN_PREFIXES_BY_STATE[key] : null;
  if (!prefixes) return true;
  return prefixes.split(' ').includes(pincode.slice(0, 3));
}
