import { useMutation } from '@tanstack/react-query';
import { CLAIM_FILE_FIELDS, type ClaimFields } from '@trusthive/contracts';
import { postSubmission } from '../../../lib/post-submission';

export type ClaimDocument = keyof typeof CLAIM_FILE_FIELDS;

export type ClaimRequest = ClaimFields &
  Record<ClaimDocument, File> & { companyId: number; idempotencyKey: string };

/**
 * POST /api/companies/:id/claims (multipart, spec §7 "Claim"): both documents go up with the
 * fields in one request, so a claim is stored whole or not at all.
 */
export function submitClaim({ companyId, idempotencyKey, ...claim }: ClaimRequest) {
  const body = new FormData();
  // Fields before files: a streaming parser reads them first and can refuse early.
  body.append('mobile', claim.mobile);
  body.append('email', claim.email);
  for (const document of Object.keys(CLAIM_FILE_FIELDS) as ClaimDocument[]) {
    body.append(CLAIM_FILE_FIELDS[document], claim[document], claim[document].name);
  }
  return postSubmission(`/companies/${companyId}/claims`, body, idempotencyKey);
}

export function useSubmitClaim() {
  return useMutation({ mutationFn: submitClaim });
}
