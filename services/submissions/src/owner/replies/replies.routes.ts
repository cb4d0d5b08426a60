import { ownerCompanyReports, ownerReplyToReport } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { requestMailLocale } from '../../shared/mail/locale';
import { ownerUpheldReports, sendReply } from './replies.service';

/**
 * An owner's replies to upheld reports about their company (issue 19). The owner guard runs
 * on every /api/account route (guardOwnerRoutesEarly); which company is theirs is asked here.
 */
export async function ownerRepliesRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(ownerCompanyReports),
    handler: async (request) => ownerUpheldReports(deps, request.owner!, request.params.id),
  });

  app.route({
    ...endpointRoute(ownerReplyToReport),
    handler: async (request, reply) => {
      const report = await sendReply(
        deps,
        request.owner!,
        request.params,
        request.body,
        requestMailLocale(request),
      );
      return reply.code(201).send(report);
    },
  });
}
