import { z } from 'zod';
import { CLAIM_DOCUMENT_EXTENSIONS, CLAIM_DOCUMENT_MAX_BYTES, TEXT_MAX_LENGTH } from './constants';
import { fail, line } from './fields';
import { CLAIM_MESSAGES, type SubmissionMessage } from './messages';
import {
  isPersonalEmail,
  isValidEmail,
  isValidIndianMobile,
  normalizeEmail,
  normalizePhone,
} from './rules';

// ---------------------------------------------------------------------------------------
// Claim (spec §3 "Company claim", §5 "Claim", §7 "Claim")

/** Claim step 1: the mobile number. */
export const claimMobileSchema = z.object({
  mobile: line(CLAIM_MESSAGES.missingMobile, 20)
    .transform(normalizePhone)
    .superRefine((mobile, ctx) => {
      if (!mobile) fail(ctx, CLAIM_MESSAGES.missingMobile, []);
      else if (!isValidIndianMobile(mobile)) fail(ctx, CLAIM_MESSAGES.invalidMobile, []);
    }),
});

/**
 * Claim step 2: an official (not personal) e-mail. It is kept with its domain normalised
 * (normalizeEmail), so what is stored is what was checked.
 */
export const claimEmailSchema = z.object({
  email: line(CLAIM_MESSAGES.missingEmail, TEXT_MAX_LENGTH)
    .superRefine((email, ctx) => {
      if (!email) fail(ctx, CLAIM_MESSAGES.missingEmail, []);
      else if (!isValidEmail(email)) fail(ctx, CLAIM_MESSAGES.invalidEmail, []);
      else if (isPersonalEmail(email)) fail(ctx, CLAIM_MESSAGES.personalEmail, []);
    })
    .transform(normalizeEmail),
});

/** The claim's text fields (multipart fields mobile and email). */
export const claimFieldsSchema = claimMobileSchema.extend(claimEmailSchema.shape);
export type ClaimFieldsInput = z.input<typeof claimFieldsSchema>;
export type ClaimFields = z.output<typeof claimFieldsSchema>;

/** The browser-side check of a claim document; null when it may be sent. */
export function claimDocumentProblem(file: {
  name: string;
  size: number;
}): SubmissionMessage | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(CLAIM_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
    return CLAIM_MESSAGES.documentType;
  if (file.size > CLAIM_DOCUMENT_MAX_BYTES) return CLAIM_MESSAGES.documentTooLarge;
  return null;
}
