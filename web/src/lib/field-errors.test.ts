import {
  CLAIM_MESSAGES,
  CONTACT_MESSAGES,
  CORRECTION_MESSAGES,
  DATA_REQUEST_MESSAGES,
  LOGO_MESSAGES,
  OWNER_AUTH_MESSAGES,
  REGISTRATION_MESSAGES,
  REPORT_MESSAGES,
  SINGLE_LINE_TEXT_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
} from '@trusthive/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs, setLocaleSource, t } from '../i18n';
import { fieldErrorsFrom, firstErrorField, isKnownMessage, localizeMessage } from './field-errors';
import { KNOWN_MESSAGE_VALUES, KNOWN_MESSAGES } from './known-messages';

afterEach(() => setLocaleSource('en'));

describe(fieldErrorsFrom.name, () => {
  it('should keep the first message of each field and skip issues without a field', () => {
    const errors = fieldErrorsFrom<'email' | 'phone'>([
      { path: ['email'], message: 'Please enter a valid email address.' },
      { path: ['email'], message: 'second' },
      { path: [], message: 'form-level' },
      { path: ['phone'], message: 'Please enter a valid 10-digit Indian mobile number.' },
    ]);
    expect(errors).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid 10-digit Indian mobile number.',
    });
  });

  it("should give a contract's message in the page's language", async () => {
    await loadCatalogs('hi', ['common']);
    setLocaleSource('hi');
    const errors = fieldErrorsFrom<'email' | 'note'>([
      { path: ['email'], message: 'Please enter a valid email address.' },
      { path: ['note'], message: 'At most 200 characters.' },
    ]);
    expect(errors).toEqual({
      email: 'कृपया सही ई-मेल पता लिखें।',
      note: 'ज़्यादा से ज़्यादा 200 अक्षर।',
    });
    expect(localizeMessage('Not a contract text')).toBe('Not a contract text');
  });
});

describe(firstErrorField.name, () => {
  it('should answer the first field in form order that has an error', () => {
    expect(firstErrorField(['name', 'email', 'phone'], { phone: 'x', email: 'y' })).toBe('email');
    expect(firstErrorField(['name'], {})).toBeUndefined();
  });
});

// The forms' and services' own words: each must be said in every language, and the English
// catalog must hold it word for word (the lookup is by these words).
const pairs = (group: object) =>
  Object.values(group).filter(
    (entry): entry is { title: string; message: string } =>
      typeof entry === 'object' && entry !== null && 'message' in entry,
  );
const SPOKEN = [
  ...pairs(REGISTRATION_MESSAGES).filter(
    (entry) =>
      ![
        REGISTRATION_MESSAGES.submitted,
        REGISTRATION_MESSAGES.submitFailed,
        REGISTRATION_MESSAGES.submitError,
        REGISTRATION_MESSAGES.successful,
        REGISTRATION_MESSAGES.cannotRemoveBrand,
      ].includes(entry as never),
  ),
  LOGO_MESSAGES.notImage,
  LOGO_MESSAGES.tooLarge,
  LOGO_MESSAGES.missingFile,
  LOGO_MESSAGES.brandNotImage,
  LOGO_MESSAGES.brandTooLarge,
  ...pairs(REPORT_MESSAGES).filter((entry) => entry !== REPORT_MESSAGES.submitted),
  ...pairs(CONTACT_MESSAGES).filter((entry) => entry !== CONTACT_MESSAGES.sent),
  ...pairs(CLAIM_MESSAGES),
  ...pairs(CORRECTION_MESSAGES).filter((entry) => entry !== CORRECTION_MESSAGES.submitted),
  ...pairs(DATA_REQUEST_MESSAGES),
  DATA_REQUEST_MESSAGES.tooMany(30),
  OWNER_AUTH_MESSAGES.linkSent,
  OWNER_AUTH_MESSAGES.linkUnknown,
  OWNER_AUTH_MESSAGES.linkUsed,
  OWNER_AUTH_MESSAGES.linkExpired,
  OWNER_AUTH_MESSAGES.wrongCredentials,
  OWNER_AUTH_MESSAGES.tooManyFromAddress(30),
  OWNER_AUTH_MESSAGES.tooManyLinks(30),
  OWNER_AUTH_MESSAGES.signedOut,
  OWNER_AUTH_MESSAGES.csrf,
  UNSTORABLE_TEXT_MESSAGE,
  SINGLE_LINE_TEXT_MESSAGE,
];

describe('the contract texts the pages translate', () => {
  it.each(SPOKEN.flatMap(({ title, message }) => [title, message]))('should know %j', (text) => {
    expect(isKnownMessage(text)).toBe(true);
  });

  it('should hold each text word for word in the English catalog', () => {
    for (const [english, id] of Object.entries(KNOWN_MESSAGES))
      expect(t(id, KNOWN_MESSAGE_VALUES)).toBe(english);
  });
});
