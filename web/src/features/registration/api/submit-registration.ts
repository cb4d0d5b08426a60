import {
  IDEMPOTENCY_KEY_HEADER,
  registrationConflictSchema,
  registrationCreatedSchema,
  type RegistrationCreated,
  type RegistrationInput,
} from '@trusthive/contracts';
import { ApiError, apiClient, isApiError, readErrorDetails } from '../../../lib/api-client';

/** 409: the CIN is already listed; the page offers to claim that company instead. */
export class AlreadyListedError extends ApiError {
  readonly companyId: number;

  constructor(title: string, message: string, companyId: number) {
    super(409, { title, message, field: 'cin' });
    this.companyId = companyId;
  }
}

/**
 * POST /api/registrations. The Idempotency-Key makes a repeated submit of the same form (a
 * double click, a retry after a lost answer) return the first answer instead of a second
 * company. A 409 carries the listed company's id beside the error.
 */
export async function submitRegistration(
  input: RegistrationInput,
  idempotencyKey: string,
): Promise<RegistrationCreated> {
  try {
    return await apiClient.post('/registrations', {
      body: input,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      schema: registrationCreatedSchema,
    });
  } catch (error) {
    if (!isApiError(error) || error.status === 0) throw error;
    if (error.status === 409) {
      const conflict = registrationConflictSchema.safeParse(error.body);
      if (conflict.success) {
        const { error: details, companyId } = conflict.data;
        throw new AlreadyListedError(details.title, details.message, companyId);
      }
    }
    // No readable message: the wizard shows its own fallback text for this case.
    if (!readErrorDetails(error.body)) throw new ApiError(error.status, { title: '', message: '' });
    throw error;
  }
}
