import { useMutation } from '@tanstack/react-query';
import type { CorrectionRequestInput } from '@trusthive/contracts';
import { postSubmission } from '../../../lib/post-submission';

type RequestCorrection = {
  companyId: number;
  request: CorrectionRequestInput;
  idempotencyKey: string;
};

/** POST /api/companies/:id/corrections (issue 18): 201 with the request's id. */
export function requestCorrection({ companyId, request, idempotencyKey }: RequestCorrection) {
  return postSubmission(`/companies/${companyId}/corrections`, request, idempotencyKey);
}

export function useRequestCorrection() {
  return useMutation({ mutationFn: requestCorrection });
}
