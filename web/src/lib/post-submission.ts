import { createdResponseSchema, IDEMPOTENCY_KEY_HEADER } from '@trusthive/contracts';
import { apiClient } from './api-client';

/**
 * Sends what a visitor submits (a contact message, report, correction or claim): a POST with the
 * form state's Idempotency-Key (hooks/use-idempotency-key), so a double click or a retry is
 * stored once, answered 201 with the stored submission's id.
 */
export function postSubmission(path: string, body: unknown, idempotencyKey: string) {
  return apiClient.post(path, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: createdResponseSchema,
  });
}
