import { createHash, randomBytes } from 'node:crypto';
import {
  DATA_REQUEST_LINK_HOURS,
  DATA_REQUEST_MESSAGES,
  type DataRequest,
  type DataRequestAnswer,
  type DataRequestVerified,
} from '@trusthive/contracts';
import { TooManyRequestsError, AttemptCounter } from '@trusthive/platform';
import type { SubmissionsDeps } from '../deps';
import { enqueueMail } from '../mail/enqueue';
import type { MailLocale } from '../mail/locale';
import { dataRequestVerifyUrl, submissionReference } from '../mail/templates';
import { refuseLink } from '../one-time-links';
import {
  deleteExpiredUnverified,
  insertUnverifiedRequest,
  lockRequestByToken,
  markVerified,
} from './data-requests.repository';

// A person's "Your data" request (issue 37). Sending the form writes an unverified request and
// mails a single-use link to the address; following the link is what puts the request in the
// staff queue and starts its 30-day clock, so only whoever reads that mailbox can ask about it.
// The answer to the form is the same for every address (TrustHive holding data for it or not),
// and the work done is the same too, so neither words nor timing tell them apart.

const M = DATA_REQUEST_MESSAGES;
const LINK_MS = DATA_REQUEST_LINK_HOURS * 60 * 60_000;
/** Requests one address may be sent per hour (a mailbox is not flooded with links). */
export const DATA_REQUESTS_PER_ADDRESS = 3;
const ADDRESS_WINDOW_MS = 60 * 60_000;
/** Per caller: the budget of owner sign-in links (STAFF_SIGN_IN_ATTEMPTS_PER_IP per 15 min). */
const IP_WINDOW_MS = 15 * 60_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface DataRequestLimits {
  perAddress: AttemptCounter;
  perIp: AttemptCounter;
}

export function createDataRequestLimits(deps: SubmissionsDeps): DataRequestLimits {
  const keyPrefix = `${deps.config.queues.prefix}:data-requests`;
  return {
    perAddress: new AttemptCounter(deps.redis, {
      keyPrefix: `${keyPrefix}:per-address`,
      limit: DATA_REQUESTS_PER_ADDRESS,
      windowMs: ADDRESS_WINDOW_MS,
    }),
    perIp: new AttemptCounter(deps.redis, {
      keyPrefix: `${keyPrefix}:per-ip`,
      limit: deps.config.staff.signInAttemptsPerIp,
      windowMs: IP_WINDOW_MS,
    }),
  };
}

/** Writes the unverified request and its confirmation mail; the same answer for any address. */
export async function requestYourData(
  deps: SubmissionsDeps,
  limits: DataRequestLimits,
  request: DataRequest,
  address: string,
  /** The person's language (issue 44): the link's mail and the answer's speak it. */
  locale: MailLocale = 'en',
): Promise<DataRequestAnswer> {
  const emailHash = sha256(request.email);
  // Keyed by the address's digest: no e-mail address sits in a Redis key.
  const wait = (await limits.perIp.hit(address)) ?? (await limits.perAddress.hit(emailHash));
  if (wait !== null) {
    const refusal = M.tooMany(wait);
    throw new TooManyRequestsError(refusal.title, refusal.message);
  }
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction().execute(async (trx) => {
    await deleteExpiredUnverified(trx, new Date());
    await insertUnverifiedRequest(trx, {
      kind: request.kind,
      email: request.email,
      emailHash,
      details: request.details,
      tokenHash: sha256(token),
      tokenExpiresAt: new Date(Date.now() + LINK_MS),
      locale,
    });
    await enqueueMail(trx, {
      to: request.email,
      locale,
      template: 'data-request-verify',
      data: {
        verifyUrl: dataRequestVerifyUrl(deps.config.publicBaseUrl, token),
        kind: request.kind,
        hours: DATA_REQUEST_LINK_HOURS,
      },
    });
  });
  deps.relay.wake();
  return M.linkSent;
}

/** Follows a confirmation link, once: the request is locked, checked and opened together. */
export async function verifyYourDataRequest(
  deps: SubmissionsDeps,
  token: string,
): Promise<DataRequestVerified> {
  const now = new Date();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await lockRequestByToken(trx, sha256(token));
    if (!row) return { kind: 'unknown' as const };
    if (row.status !== 'unverified') return { kind: 'used' as const };
    if (new Date(row.token_expires_at) <= now) return { kind: 'expired' as const };
    await markVerified(trx, row.id, now);
    return { kind: 'ok' as const, id: row.id, requestKind: row.kind };
  });
  if (outcome.kind !== 'ok') refuseLink(outcome, M);
  return {
    ...M.verified,
    reference: submissionReference('data-request', outcome.id),
    kind: outcome.requestKind,
  };
}
