import { z } from 'zod';
import { LOGO_MAX_BYTES } from './constants';
import { LOGO_MESSAGES, type SubmissionMessage } from './messages';

// ---------------------------------------------------------------------------------------
// Logo upload (spec §5 "Logo", §7)

export const logoUploadResponseSchema = z.object({
  /** Public URL to store in the company's or brand's logo. */
  url: z.string(),
  /** The object key under logos/, for DELETE /api/uploads/logos/:key. */
  key: z.string(),
  /** Sent only to the uploader; DELETE needs it in LOGO_DELETE_TOKEN_HEADER (issue 24 #1). */
  deleteToken: z.string(),
});
export const LOGO_DELETE_TOKEN_HEADER = 'x-delete-token';
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;

/** The browser-side check before uploading; null when the file may be sent. */
export function logoFileProblem(
  file: { type: string; size: number },
  owner: 'company' | 'brand',
): string | SubmissionMessage | null {
  if (!file.type.startsWith('image/'))
    return owner === 'company' ? LOGO_MESSAGES.companyNotImage : LOGO_MESSAGES.brandNotImage;
  if (file.size > LOGO_MAX_BYTES)
    return owner === 'company' ? LOGO_MESSAGES.companyTooLarge : LOGO_MESSAGES.brandTooLarge;
  return null;
}
