import { gstStateCodeMatches } from './states';

// The GSTIN's own checks (CBIC's published structure): 2-digit state code, the holder's PAN
// (characters 3-12), the entity number for that PAN in the state (13th), 'Z' by default
// (14th) and a check digit (15th). The check digit is the standard mod-36 code: each of the
// first 14 characters as its base-36 value (0-9, then A-Z as 10-35), multiplied alternately
// by 1 and 2; each product adds its quotient and remainder by 36; the check character is
// (36 - sum mod 36) mod 36. A typo in any one character changes it.

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The published shape; the 14th character is 'Z' for every GSTIN issued so far. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The check character for the first 14 characters, or null when one is not base-36. */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = BASE36.indexOf(first14.charAt(index));
    if (value < 0) return null;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** True when a GSTIN has the published shape and its 15th character is its check digit. */
export function hasValidGstinCheckDigit(gstin: string): boolean {
  const value = gstin.trim().toUpperCase();
  return GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}

export type GstinVerdict =
  /** Shape, check digit, PAN and state all agree: the only verdict that earns "GST Verified". */
  | 'verified'
  | 'malformed'
  | 'check_digit_failed'
  | 'pan_differs'
  | 'state_differs'
  /** Check digit valid, but no PAN on record to compare characters 3-12 with. */
  | 'pan_unknown'
  /** Check digit and PAN agree, but no registered state on record to compare the code with. */
  | 'state_unknown';

export interface GstinChecks {
  verdict: GstinVerdict;
  checkDigitValid: boolean;
  /** null when there is no PAN on record to compare with. */
  panMatches: boolean | null;
  /** null when there is no registered state on record to compare with. */
  stateMatches: boolean | null;
}

/**
 * Checks a GSTIN against the company's record. Needs the UNMASKED GSTIN and PAN: run it on the
 * server and send only the verdicts.
 */
export function checkGstin(
  gstin: string,
  record: { pan: string | null; state: string | null },
): GstinChecks {
  const value = gstin.trim().toUpperCase();
  const checkDigitValid = hasValidGstinCheckDigit(value);
  const pan = record.pan?.trim().toUpperCase() || null;
  const state = record.state?.trim() || null;
  const panMatches = pan === null ? null : value.slice(2, 12) === pan;
  const stateMatches = state === null ? null : gstStateCodeMatches(value.slice(0, 2), state);
  const verdict: GstinVerdict = !GSTIN_PATTERN.test(value)
    ? 'malformed'
    : !checkDigitValid
      ? 'check_digit_failed'
      : panMatches === false
        ? 'pan_differs'
        : stateMatches === false
          ? 'state_differs'
          : panMatches === null
            ? 'pan_unknown'
            : stateMatches === null
              ? 'state_unknown'
              : 'verified';
  return { verdict, checkDigitValid, panMatches, stateMatches };
}
