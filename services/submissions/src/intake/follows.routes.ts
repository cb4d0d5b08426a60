import {
  followByEmail,
  followConfirm,
  watchlistUnsubscribe,
  watchlistUnsubscribePage,
} from '@trusthive/contracts/endpoints';
import { WATCHLIST_MESSAGES as M } from '@trusthive/contracts';
import { BadRequestError, endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { JSON_BODY_LIMIT_BYTES } from '../shared/limits';
import { requestMailLocale } from '../shared/mail/locale';
import { escapeHtml } from '../shared/mail/render';
import { confirmFollow, followLinkLimits, requestFollowLink } from '../shared/watch/follow';
import { tokenExists, unsubscribeByToken } from '../shared/watch/watch.repository';
import { unsubscribePageWords } from '../shared/watch/unsubscribe-page';

/**
 * Watchlists without a session (issue 43): follow a company by confirming a mailed link, and
 * the one-click unsubscribe every alert carries (RFC 8058). The link's token is the proof:
 * a follow token works once, an unsubscribe token is the account's own random value.
 */
export async function followRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  const limits = followLinkLimits(deps);

  app.route({
    ...endpointRoute(followByEmail),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      await requestFollowLink(deps, limits, {
        ...request.body,
        ip: request.ip,
        locale: requestMailLocale(request),
      });
      return reply.status(202).send(M.followLinkSent);
    },
  });

  app.route({
    ...endpointRoute(followConfirm),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request) => confirmFollow(deps.db, request.body.token),
  });

  // RFC 8058: a mail program POSTs "List-Unsubscribe=One-Click" as a form; the body says
  // nothing the URL does not, so it is read and dropped (only for this route: the child scope).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.route({
      ...endpointRoute(watchlistUnsubscribe),
      handler: async (request) => {
        // The scope is a plain Fastify instance: the declared query schema validated it all the same.
        const { token } = request.query as { token: string };
        if (!(await unsubscribeByToken(deps.db, token))) {
          throw new BadRequestError(M.linkUnknown.title, M.linkUnknown.message, 'token');
        }
        return M.unsubscribed;
      },
    });
  });

  // The same URL opened in a browser asks first: link checkers open every link of a mail.
  app.route({
    ...endpointRoute(watchlistUnsubscribePage),
    handler: async (request, reply) => {
      const { token } = request.query;
      if (!(await tokenExists(deps.db, token))) {
        throw new BadRequestError(M.linkUnknown.title, M.linkUnknown.message, 'token');
      }
      const words = unsubscribePageWords(requestMailLocale(request));
      const action = `/api/watchlist/unsubscribe?token=${encodeURIComponent(token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          `<!doctype html><html lang="${words.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title></head>` +
            `<body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5">` +
            `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.question)}</p>` +
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(words.button)}</button></form>` +
            `</body></html>`,
        );
    },
  });
}
