import { z } from 'zod';

// Text that a request carries must be text PostgreSQL can store. Two things JSON and URLs can
// carry are not: NUL (U+0000; a PostgreSQL text value cannot hold it, so the insert or the
// query fails with a 500) and a lone UTF-16 surrogate ('\ud800'; not a character, so it has no
// UTF-8 form: the driver would silently store U+FFFD instead, or the database refuse it).
// Neither comes from a keyboard, so they are REFUSED, never stripped: every request string,
// free text included, answers 400 naming the field rather than storing something other than
// what was sent. Every string a request schema reads is built with storableString() (or wrapped
// in storable()), so the rule is written once.

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = {
  title: 'Invalid Characters',
  message:
    'The text contains a character that cannot be stored (a NUL character or an unpaired surrogate). Remove it and try again.',
} as const;

/** True when the string holds nothing PostgreSQL text cannot store. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const UNSTORABLE_ISSUE = {
  message: UNSTORABLE_TEXT_MESSAGE.message,
  params: { title: UNSTORABLE_TEXT_MESSAGE.title },
  // Not aborting: a union (a number or a string) then still reports this, its one option whose
  // type matched. It comes first among the field's issues, and an object's refinements do not
  // run once a field failed, so the caller sees this message.
} as const;

/** A string schema (z.string(), z.url(), ...) that also refuses NUL and lone surrogates. */
export function storable<T extends z.ZodString | z.ZodStringFormat>(schema: T): T {
  return schema.refine(isStorableText, UNSTORABLE_ISSUE) as T;
}

/**
 * z.string() for request input: the same parameters, plus the refusal of NUL and lone
 * surrogates, checked first. Chain .max(), .trim(), .regex() on it as on z.string().
 */
export function storableString(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return storable(z.string(params));
}

// Issue 37 #10: a single-line field (a name, an e-mail, a city, a phone) kept CR/LF and
// right-to-left overrides. A line break in a name splits a log line or a mail header a staff
// member reads, and a bidi control (U+202E RIGHT-TO-LEFT OVERRIDE, the isolates) makes the text
// shown differ from the text stored ('moc.elgoog' shown as 'google.com'). They are REFUSED,
// not stripped, by the same reasoning as NUL above: the 400 names the field, and what is stored
// is what was sent. A keyboard does not type them into a one-line input (pasting does), so a
// person who meets the message can fix it. Multi-line fields (a description, a message,
// evidence) keep their line breaks; surrounding white space is trimmed as before.

/**
 * C0 and C1 controls (CR, LF, tab included), the Unicode line and paragraph separators, and the
 * bidi controls: marks (LRM, RLM, ALM), embeddings and overrides (U+202A-202E), isolates
 * (U+2066-2069).
 */
const NOT_ONE_LINE =
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for.
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const SINGLE_LINE_TEXT_MESSAGE = {
  title: 'Invalid Characters',
  message:
    'This field takes one line of text: remove line breaks and text-direction control characters, then try again.',
} as const;

/** True when the string is one line with no control or bidi control character. */
export function isSingleLineText(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** A schema whose output is a string, refusing anything that is not one line (see above). */
export function singleLine<T extends z.ZodType<string | undefined>>(schema: T) {
  return schema.refine((value) => value === undefined || isSingleLineText(value), {
    message: SINGLE_LINE_TEXT_MESSAGE.message,
    params: { title: SINGLE_LINE_TEXT_MESSAGE.title },
  });
}
