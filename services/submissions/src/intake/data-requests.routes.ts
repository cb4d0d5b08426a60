import {
  requestYourData as requestYourDataEndpoint,
  verifyYourDataRequest as verifyYourDataRequestEndpoint,
} from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { JSON_BODY_LIMIT_BYTES } from '../shared/limits';
import { requestMailLocale } from '../shared/mail/locale';
import {
  createDataRequestLimits,
  requestYourData,
  verifyYourDataRequest,
} from '../shared/data-requests/data-request.service';

/** The "Your data" page's two calls (issue 37): send a request, and confirm it from the mail. */
export async function yourDataRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const limits = createDataRequestLimits(deps);

  app.route({
    ...endpointRoute(requestYourDataEndpoint),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(
          await requestYourData(deps, limits, request.body, request.ip, requestMailLocale(request)),
        ),
  });

  app.route({
    ...endpointRoute(verifyYourDataRequestEndpoint),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request) => verifyYourDataRequest(deps, request.body.token),
  });
}
