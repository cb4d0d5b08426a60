import { COMPANY_MESSAGES, parseCompanyId } from '@trusthive/contracts';
import { ApiError } from './api-client';

/**
 * An id that can never name a company (not a positive whole number) gets the API's own 404,
 * 'Company Not Found', without asking it. Every fetch of a company's data starts here.
 */
export function refuseImpossibleCompanyId(id: string): void {
  if (parseCompanyId(id) !== null) return;
  throw new ApiError(404, {
    title: COMPANY_MESSAGES.notFoundTitle,
    message: COMPANY_MESSAGES.notFoundMessage,
  });
}
