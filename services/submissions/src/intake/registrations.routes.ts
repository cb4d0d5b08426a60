import { registerCompany as registerCompanyEndpoint } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { fingerprintOf, idempotencyCallerOf, idempotencyKeyOf } from '../shared/idempotency';
import { requestMailLocale } from '../shared/mail/locale';
import { withOwnLogos } from '../shared/own-logos';
import { AlreadyListedError, registerCompany } from './registration.service';
import { JSON_BODY_LIMIT_BYTES } from '../shared/limits';

const SCOPE = 'POST /api/registrations';

export async function registrationRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(registerCompanyEndpoint),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const registration = await withOwnLogos(deps, request.body);
      try {
        const answer = await registerCompany(
          { db: deps.db, events: deps.events, relay: deps.relay },
          {
            scope: SCOPE,
            key,
            caller: idempotencyCallerOf(request),
            fingerprint: fingerprintOf(request.body),
          },
          registration,
          requestMailLocale(request),
        );
        return reply.status(201).send(answer.body);
      } catch (error) {
        if (!(error instanceof AlreadyListedError)) throw error;
        return reply.status(409).send({
          error: { title: error.title, message: error.message, field: 'cin' },
          companyId: error.companyId,
        });
      }
    },
  });
}
