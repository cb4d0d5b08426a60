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
