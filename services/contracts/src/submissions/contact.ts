import { z } from 'zod';
import {
  CONTACT_SUBJECTS,
  type ContactSubject,
  LONG_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './constants';
import { choice, fail, failFirstMissing, line, text } from './fields';
import { CONTACT_MESSAGES } from './messages';
import { isValidEmail } from './rules';

// ---------------------------------------------------------------------------------------
// Contact (spec §3 "Contact form", §5 "Contact form")

const CONTACT_MISSING = CONTACT_MESSAGES.missingInformation;

export const contactSchema = z
  .object({
    name: line(CONTACT_MISSING, TEXT_MAX_LENGTH),
    email: line(CONTACT_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
    subject: choice(CONTACT_SUBJECTS, CONTACT_MISSING),
    message: text(CONTACT_MISSING, LONG_TEXT_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    failFirstMissing(ctx, CONTACT_MISSING, [
      ['name', value.name],
      ['email', value.email],
      ['subject', value.subject ?? ''],
      ['message', value.message],
    ]);
    if (value.email && !isValidEmail(value.email))
      fail(ctx, CONTACT_MESSAGES.invalidEmail, ['email']);
  })
  .transform((value) => ({ ...value, subject: value.subject as ContactSubject }));
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
