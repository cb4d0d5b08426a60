import { useMemo, useRef } from 'react';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not. Same v4 layout.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type IdempotencyKey = {
  /** The key of the current form state; made on its first submit and reused by repeats. */
  take: () => string;
  /** The form changed or the server gave a definite answer: the next submit is a new attempt. */
  renew: () => void;
};

/**
 * One Idempotency-Key per submitted form state, sent as a header: a double click, or a retry
 * after the connection dropped mid-request, carries the same key, so the service stores the
 * submission once and answers the repeat with its first answer.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      take: () => (key.current ??= randomKey()),
      renew: () => {
        key.current = null;
      },
    }),
    [],
  );
}
