// Issue 40: moved here from the company service's masking.ts, so every service that shows an
// identifier (the profile, search's PAN results, the staff console's GST matches) masks it by
// the same rule; the profile's masking still calls these.
//
// Spec §5 "Masking". The viewer is never premium (§6), so every GSTIN, PAN and DIN is masked
// here, on the server, before it is put in a response: the unmasked value never leaves.
// Hidden characters become 'X', one for one, so a masked value keeps its length. A short
// value (malformed, or a truncated import) would be given away by its visible ends, so no
// value ever shows more than half of its characters (issue 37 #6: a 5-character DIN showed
// 4), and one of 4 characters or fewer shows at most half of them followed by 'XXXX'.
//
// One PAN is shown in up to four places: the company's PAN, the GST registration's PAN, inside
// both GSTINs (characters 3-12 of a GSTIN are the PAN) and, for a proprietor, as a director's
// PAN. The spec's rules, taken one by one, show different characters of it (first 3 + last 1
// for the GST PAN, first 2 + last 2 for the company's and a director's), and a GSTIN's last
// character is a check digit computed from all the others: together they narrowed the PAN
// to about 28 candidates (issue 24 #10). So every place shows the same PAN positions, those
// every one of the spec's PAN rules shows (the first 2 and the last), and a GSTIN never shows
// its check digit. Each masked value shows at most what its own spec rule allows, and all of
// them together show no more of the PAN than any one of them.
//
// One more position is shown, on purpose: a well-formed PAN's 4th character, the kind of holder
// (C a company, P a person, ...). The identifier panel (contracts identifier-panel.ts) reads it
// and says it in words, and its agreement with the entity type tells it too, so a mask that
// hid it printed 'X' where the panel beside it printed the letter (issue 37 #6). It is one of
// ten published letters, not a secret of the holder: the mask now shows what the page shows,
// and nothing the mask hides is printed anywhere.

const SHORT_VALUE_LENGTH = 4;

function maskKeeping(value: string | null, head: number, tail: number): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // Never more than half of the characters visible: the head first, then the tail.
  const budget = Math.floor(trimmed.length / 2);
  const shownHead = Math.min(head, budget);
  if (trimmed.length <= SHORT_VALUE_LENGTH) return `${trimmed.slice(0, shownHead)}XXXX`;
  const shownTail = Math.min(tail, budget - shownHead);
  const hidden = trimmed.length - shownHead - shownTail;
  return `${trimmed.slice(0, shownHead)}${'X'.repeat(hidden)}${shownTail > 0 ? trimmed.slice(-shownTail) : ''}`;
}

/** The PAN positions shown anywhere: the first 2 and the last (see the header). */
const PAN_HEAD = 2;
const PAN_TAIL = 1;
/** 0-based: the holder type, which the identifier panel prints (see the header). */
const PAN_HOLDER_AT = 3;
const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/i;
const GSTIN_LENGTH = 15;

/**
 * Any PAN (the company's, its GST registration's, a director's): first 2 and last 1 visible,
 * and for a well-formed PAN its holder type (the 4th), as the identifier panel shows it.
 */
export function maskPan(value: string | null): string | null {
  const masked = maskKeeping(value, PAN_HEAD, PAN_TAIL);
  const trimmed = value?.trim() ?? '';
  if (masked === null || !PAN_SHAPE.test(trimmed)) return masked;
  return `${masked.slice(0, PAN_HOLDER_AT)}${trimmed.charAt(PAN_HOLDER_AT)}${masked.slice(PAN_HOLDER_AT + 1)}`;
}

/**
 * A GSTIN (the GST registration's or the company's own GST number): the first 2 (the state
 * code) and the 14th (by format 'Z') visible. Characters 3-12 are the PAN and the 15th is a
 * check digit over it, so they stay hidden; a value that is not 15 characters long shows its
 * first 2 only, since where its PAN sits is unknown.
 */
export function maskGstin(value: string | null): string | null {
  const masked = maskKeeping(value, 2, 0);
  if (masked === null || masked.length !== GSTIN_LENGTH) return masked;
  const trimmed = value!.trim();
  return `${masked.slice(0, GSTIN_LENGTH - 2)}${trimmed.charAt(GSTIN_LENGTH - 2)}X`;
}

/**
 * A director's DIN or PAN: a DIN (8 digits) shows its first 2 and last 2; a PAN shows the same
 * positions as every other PAN (a proprietor's PAN is the business's).
 */
export function maskDinPan(value: string | null): string | null {
  if (value !== null && PAN_SHAPE.test(value.trim())) return maskPan(value);
  return maskKeeping(value, 2, 2);
}
