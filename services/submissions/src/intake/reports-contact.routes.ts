import { contactUs, reportCompany } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import {
  fingerprintOf,
  idempotencyCallerOf,
  idempotencyKeyOf,
  runIdempotent,
} from '../shared/idempotency';
import { enqueueMail } from '../shared/mail/enqueue';
import { requestMailLocale } from '../shared/mail/locale';
import { submissionReference } from '../shared/mail/templates';
import {
  companyExists,
  insertContactMessage,
  insertReport,
} from '../shared/repositories/submissions.repository';
import { JSON_BODY_LIMIT_BYTES } from '../shared/limits';

export async function reportAndContactRoutes(
  app: Server,
  { db, relay }: SubmissionsDeps,
): Promise<void> {
  app.route({
    ...endpointRoute(reportCompany),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const report = request.body;
      const locale = requestMailLocale(request);
      // The page prefills the id from its query string; an id that names no company is dropped
      // and the report kept by the company's name.
      const companyId =
        report.companyId !== null && (await companyExists(db, report.companyId))
          ? report.companyId
          : null;
      const answer = await runIdempotent(
        db,
        {
          scope: 'POST /api/reports',
          key,
          caller: idempotencyCallerOf(request),
          fingerprint: fingerprintOf(request.body),
        },
        async (trx) => {
          const id = await insertReport(trx, { ...report, companyId }, locale);
          // The "report received" mail commits with the report (a replay writes neither).
          await enqueueMail(trx, {
            to: report.email,
            locale,
            template: 'report-received',
            data: { companyName: report.companyName, reference: submissionReference('report', id) },
          });
          return { statusCode: 201, body: { id } };
        },
      );
      if (!answer.replayed) relay.wake();
      return reply.status(201).send(answer.body);
    },
  });

  app.route({
    ...endpointRoute(contactUs),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const contact = request.body;
      const answer = await runIdempotent(
        db,
        {
          scope: 'POST /api/contact',
          key,
          caller: idempotencyCallerOf(request),
          fingerprint: fingerprintOf(request.body),
        },
        async (trx) => {
          const id = await insertContactMessage(trx, contact);
          // The acknowledgement commits with the message (a replay writes neither).
          await enqueueMail(trx, {
            to: contact.email,
            locale: requestMailLocale(request),
            template: 'contact-received',
            data: { subject: contact.subject, reference: submissionReference('contact', id) },
          });
          return { statusCode: 201, body: { id } };
        },
      );
      if (!answer.replayed) relay.wake();
      return reply.status(201).send(answer.body);
    },
  });
}
