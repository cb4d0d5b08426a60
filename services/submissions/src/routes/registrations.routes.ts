import {
  createdResponseSchema,
  registrationConflictAnswerSchema,
  registrationSchema,
} from '@trusthive/contracts';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../deps';
import { fingerprintOf, idempotencyCallerOf, idempotencyKeyOf } from '../idempotency';
import { withOwnLogos } from '../own-logos';
import { AlreadyListedError, registerCompany } from '../registration.service';
import { parseOrThrow } from '../validation';
import { JSON_BODY_LIMIT_BYTES } from './limits';

const SCOPE = 'POST /api/registrations';

export async function registrationRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.post(
    '/api/registrations',
    {
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      schema: { response: { 201: createdResponseSchema, 409: registrationConflictAnswerSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const registration = await withOwnLogos(deps, parseOrThrow(registrationSchema, request.body));
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
  );
}
