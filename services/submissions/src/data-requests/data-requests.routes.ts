import {
  dataRequestAnswerSchema,
  dataRequestSchema,
  dataRequestVerificationSchema,
  dataRequestVerifiedSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../deps';
import { JSON_BODY_LIMIT_BYTES } from '../routes/limits';
import { parseOrThrow } from '../validation';
import {
  createDataRequestLimits,
  requestYourData,
  verifyYourDataRequest,
} from './data-request.service';

/** The "Your data" page's two calls (issue 37): send a request, and confirm it from the mail. */
export async function yourDataRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const limits = createDataRequestLimits(deps);

  app.post(
    '/api/your-data/requests',
    // Parsed here rather than by the route schema: each field's problem in the form's words.
    { bodyLimit: JSON_BODY_LIMIT_BYTES, schema: { response: { 202: dataRequestAnswerSchema } } },
    async (request, reply) => {
      const input = parseOrThrow(dataRequestSchema, request.body);
      return reply.status(202).send(await requestYourData(deps, limits, input, request.ip));
    },
  );

  app.post(
    '/api/your-data/verifications',
    { bodyLimit: JSON_BODY_LIMIT_BYTES, schema: { response: { 200: dataRequestVerifiedSchema } } },
    async (request) => {
      const { token } = parseOrThrow(dataRequestVerificationSchema, request.body);
      return verifyYourDataRequest(deps, token);
    },
  );
}
