import { useMutation } from '@tanstack/react-query';
import { createdResponseSchema, type ContactInput } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';

type SendContactMessage = { message: ContactInput; idempotencyKey: string };

/** POST /api/contact (spec §7 "Report and contact"): 201 with the stored message's id. */
export function sendContactMessage({ message, idempotencyKey }: SendContactMessage) {
  return apiClient.post('/contact', {
    body: message,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: createdResponseSchema,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
