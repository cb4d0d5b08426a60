import { currentLocale, t, type MessageId } from '../i18n';
import { KNOWN_MESSAGE_VALUES, KNOWN_MESSAGES } from './known-messages';

/** Each field's first message, from a zod-style issue list (the contract schemas' own words). */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

// The contract messages that carry a number: the number is kept, the words are the page's.
const WITH_NUMBER: readonly [RegExp, MessageId, string][] = [
  [
    /^Too many requests were sent for this address\. Please try again in (\d+) seconds\.$/,
    'common.validation.tooManyForAddress',
    'seconds',
  ],
  [
    /^Too many sign-in attempts from this address\. Please try again in (\d+) seconds\.$/,
    'common.validation.tooManySignIns',
    'seconds',
  ],
  [
    /^Too many sign-in links were asked for\. Please try again in (\d+) seconds\.$/,
    'common.validation.tooManyLinks',
    'seconds',
  ],
  [/^At most (\d+) characters\.$/, 'common.validation.atMostCharacters', 'max'],
];

/**
 * A contract's English title or message (a schema's issue, a service's error answer) in the
 * page's language, found by its English words (known-messages.ts); any other text as it came,
 * including one already in the page's language. English pages show the contract's text itself.
 */
export function localizeMessage(text: string): string {
  if (currentLocale() === 'en') return text;
  const id = KNOWN_MESSAGES[text];
  if (id) return t(id, KNOWN_MESSAGE_VALUES);
  for (const [pattern, numberedId, name] of WITH_NUMBER) {
    const number = pattern.exec(text)?.[1];
    if (number) return t(numberedId, { [name]: number });
  }
  return text;
}

/** Whether the page can say this contract text in every language (for tests and fallbacks). */
export const isKnownMessage = (text: string) =>
  KNOWN_MESSAGES[text] !== undefined || WITH_NUMBER.some(([pattern]) => pattern.test(text));

export function fieldErrorsFrom<Field extends string>(
  issues: readonly Issue[],
): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) {
      errors[field] = localizeMessage(issue.message);
    }
  }
  return errors as FieldErrors<Field>;
}

/** The first field (in form order) that has an error, so focus can move to it. */
export function firstErrorField<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}
