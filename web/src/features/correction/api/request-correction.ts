import { useMutation } from '@tanstack/react-query';
import { createdResponseSchema, type CorrectionRequestInput } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';

type RequestCorrection = {
  companyId: number;
  request: CorrectionRequestInput;
  idempotencyKey: string;
};

/** POST /api/companies/:id/corrections (issue 18): 201 with the request's id. */
export function requestCorrection({ companyId, request, idempotencyKey }: RequestCorrection) {
  return apiClient.post(`/companies/${companyId}/corrections`, {
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: createdResponseSchema,
  });
}

export function useRequestCorrection() {
  return useMutation({ mutationFn: requestCorrection });
}
