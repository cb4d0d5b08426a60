import { z } from 'zod';
import { singleLine, storableString } from '../common/text';
import {
  BUSINESS_CATEGORIES,
  LONG_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../submissions/constants';
import { REGISTRATION_MESSAGES, type SubmissionMessage } from '../submissions/messages';
import { isValidEmail, isValidPincode, normalizeWebsite } from '../submissions/rules';
import { fail } from '../submissions/fields';
import {
  correctableFieldSchema,
  type CorrectableField,
  CORRECTION_ADDRESS_MAX_LENGTH,
  CORRECTION_MESSAGES,
} from './profile';

const text = (max: number) =>
  storableString({ error: CORRECTION_MESSAGES.missingInformation.message })
    .max(max, { error: CORRECTION_MESSAGES.tooLong.message })
    .optional()
    .transform((value) => (value ?? '').trim());

/**
 * A proposed value checked with registration's rule for the field: the value to store
 * (normalised as registration stores it), or the problem with registration's message.
 */
export function checkProposedValue(
  field: CorrectableField,
  raw: string,
): { value: string } | { problem: SubmissionMessage } {
  const value = raw.trim();
  if (!value) return { problem: CORRECTION_MESSAGES.missingInformation };
  switch (field) {
    case 'email':
      return isValidEmail(value) ? { value } : { problem: REGISTRATION_MESSAGES.invalidEmail };
    case 'website': {
      const website = normalizeWebsite(value);
      return website ? { value: website } : { problem: REGISTRATION_MESSAGES.invalidWebsite };
    }
    case 'registeredOfficeAddress':
      return value.length <= CORRECTION_ADDRESS_MAX_LENGTH
        ? { value }
        : { problem: CORRECTION_MESSAGES.tooLong };
    case 'pincode':
      return isValidPincode(value) ? { value } : { problem: REGISTRATION_MESSAGES.invalidPincode };
    case 'businessCategory':
      return (BUSINESS_CATEGORIES as readonly string[]).includes(value)
        ? { value }
        : { problem: REGISTRATION_MESSAGES.missingInformation };
  }
}

/** POST /api/companies/:id/corrections */
export const correctionRequestSchema = z
  .object({
    field: singleLine(text(60)),
    proposedValue: text(1_000),
    evidence: text(LONG_TEXT_MAX_LENGTH),
    /** Optional: where the evidence can be seen (an MCA filing, the company's own page). */
    evidenceUrl: singleLine(text(URL_MAX_LENGTH)),
    email: singleLine(text(TEXT_MAX_LENGTH)),
  })
  .transform((value, ctx) => {
    const missing = (['field', 'proposedValue', 'evidence', 'email'] as const).find(
      (key) => !value[key],
    );
    if (missing) {
      fail(ctx, CORRECTION_MESSAGES.missingInformation, [missing]);
      return z.NEVER;
    }
    const field = correctableFieldSchema.safeParse(value.field);
    if (!field.success) {
      fail(ctx, CORRECTION_MESSAGES.invalidField, ['field']);
      return z.NEVER;
    }
    const proposed = checkProposedValue(field.data, value.proposedValue);
    if ('problem' in proposed) {
      fail(ctx, proposed.problem, ['proposedValue']);
      return z.NEVER;
    }
    const evidenceUrl = value.evidenceUrl ? normalizeWebsite(value.evidenceUrl) : null;
    if (value.evidenceUrl && !evidenceUrl) {
      fail(ctx, CORRECTION_MESSAGES.invalidEvidenceLink, ['evidenceUrl']);
      return z.NEVER;
    }
    if (!isValidEmail(value.email)) {
      fail(ctx, CORRECTION_MESSAGES.invalidEmail, ['email']);
      return z.NEVER;
    }
    return {
      field: field.data,
      proposedValue: proposed.value,
      evidence: value.evidence,
      evidenceUrl,
      email: value.email,
    };
  });
export type CorrectionRequestInput = z.input<typeof correctionRequestSchema>;
export type CorrectionRequest = z.output<typeof correctionRequestSchema>;
