import {
  dataRequestAnswerSchema,
  dataRequestVerifiedSchema,
  type DataRequestAnswer,
  type DataRequestInput,
  type DataRequestVerified,
} from '@trusthive/contracts';
import { apiClient } from '../../lib/api-client';

/** POST /api/your-data/requests: 202 with the same words for every address (issue 37). */
export function sendDataRequest(request: DataRequestInput): Promise<DataRequestAnswer> {
  return apiClient.post('/your-data/requests', { body: request, schema: dataRequestAnswerSchema });
}

/** POST /api/your-data/verifications: the mailed link's token, spent once. */
export function confirmDataRequest(token: string): Promise<DataRequestVerified> {
  return apiClient.post('/your-data/verifications', {
    body: { token },
    schema: dataRequestVerifiedSchema,
  });
}
