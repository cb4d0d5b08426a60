import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@trusthive/contracts';
import { postSubmission } from '../../../lib/post-submission';

type SendContactMessage = { message: ContactInput; idempotencyKey: string };

/** POST /api/contact (spec §7 "Report and contact"): 201 with the stored message's id. */
export function sendContactMessage({ message, idempotencyKey }: SendContactMessage) {
  return postSubmission('/contact', message, idempotencyKey);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
