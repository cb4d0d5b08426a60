import { parseCompanyId } from '@trusthive/contracts';
import { requestCorrection as requestCorrectionEndpoint } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import { requestCorrection } from './correction.service';
import type { SubmissionsDeps } from '../shared/deps';
import { fingerprintOf, idempotencyCallerOf, idempotencyKeyOf } from '../shared/idempotency';
import { JSON_BODY_LIMIT_BYTES } from '../shared/limits';
import { requestMailLocale } from '../shared/mail/locale';

/** POST /api/companies/:id/corrections: "Request a correction" (issue 18). */
export async function correctionRoutes(app: Server, { db }: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(requestCorrectionEndpoint),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      const companyId = parseCompanyId(request.params.id);
      const key = idempotencyKeyOf(request);
      const correction = request.body;
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
        requestMailLocale(request),
      );
      return reply.status(201).send(answer.body);
    },
  });
}
