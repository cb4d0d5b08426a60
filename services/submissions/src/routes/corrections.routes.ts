import {
  companyIdParamsSchema,
  correctionRequestSchema,
  createdResponseSchema,
  parseCompanyId,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import { requestCorrection } from '../correction.service';
import type { SubmissionsDeps } from '../deps';
import { fingerprintOf, idempotencyCallerOf, idempotencyKeyOf } from '../idempotency';
import { parseOrThrow } from '../validation';
import { JSON_BODY_LIMIT_BYTES } from './limits';

/** POST /api/companies/:id/corrections: "Request a correction" (issue 18). */
export async function correctionRoutes(app: Server, { db }: SubmissionsDeps): Promise<void> {
  app.post(
    '/api/companies/:id/corrections',
    {
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      schema: { params: companyIdParamsSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      const companyId = parseCompanyId(request.params.id);
      const key = idempotencyKeyOf(request);
      const correction = parseOrThrow(correctionRequestSchema, request.body);
      const answer = await requestCorrection(
        db,
        {
          scope: 'POST /api/companies/:id/corrections',
          key,
          caller: idempotencyCallerOf(request),
          fingerprint: fingerprintOf({ companyId, body: request.body }),
        },
        companyId,
        correction,
      );
      return reply.status(201).send(answer.body);
    },
  );
}
