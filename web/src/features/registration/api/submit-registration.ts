import {
  IDEMPOTENCY_KEY_HEADER,
  registrationConflictSchema,
  registrationCreatedSchema,
  type RegistrationCreated,
  type RegistrationInput,
} from '@trusthive/contracts';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';

/** 409: the CIN is already listed; the page offers to claim that company instead. */
export class AlreadyListedError extends ApiError {
  readonly companyId: number;

  constructor(title: string, message: string, companyId: number) {
    super(409, { title, message, field: 'cin' });
    this.companyId = companyId;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function errorDetails(body: unknown): { title: string; message: string; field?: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error !== 'object' || error === null) return null;
  const { title, message, field } = error as Record<string, unknown>;
  if (typeof title !== 'string' || typeof message !== 'string') return null;
  return typeof field === 'string' ? { title, message, field } : { title, message };
}

/**
 * POST /api/registrations. The Idempotency-Key makes a repeated submit of the same form (a
 * double click, a retry after a lost answer) return the first answer instead of a second
 * company. It is sent with its own fetch, not the shared client, because a 409 carries the
 * listed company's id beside the error, which the shared client's error drops.
 */
export async function submitRegistration(
  input: RegistrationInput,
  idempotencyKey: string,
): Promise<RegistrationCreated> {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/registrations`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, {
      title: 'Network error',
      message: 'Could not reach TrustHive. Check your connection and try again.',
    });
  }
  const body = await readJson(response);
  if (response.ok) return registrationCreatedSchema.parse(body);
  if (response.status === 409) {
    const conflict = registrationConflictSchema.safeParse(body);
    if (conflict.success) {
      const { error, companyId } = conflict.data;
      throw new AlreadyListedError(error.title, error.message, companyId);
    }
  }
  const details = errorDetails(body);
  // No readable message: the wizard shows its own fallback text for this case.
  throw new ApiError(response.status, details ?? { title: '', message: '' });
}
