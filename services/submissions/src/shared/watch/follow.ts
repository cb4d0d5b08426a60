import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  FOLLOW_CONFIRM_HOURS,
  WATCHLIST_LIMIT,
  WATCHLIST_MESSAGES as M,
  type FollowConfirmed,
} from '@trusthive/contracts';
import {
  AttemptCounter,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  type Database,
  type MailLocale,
  type ServiceDeps,
} from '@trusthive/platform';
import { ensureAccount } from '../accounts.repository';
import type { SubmissionsDeps } from '../deps';
import { enqueueMail } from '../mail/enqueue';
import { followConfirmUrl } from '../mail/templates';
import { refuseLink } from '../one-time-links';
import {
  countEntries,
  ensureAlertSettings,
  insertEntry,
  insertFollowConfirmation,
  isPublicCompany,
  lockFollowConfirmation,
  markFollowConfirmationUsed,
  readWatchFacts,
  storeFirstFacts,
} from './watch.repository';

// Following a company (issue 43): signed in (the account's routes) or by an e-mailed link
// (the public /api/follows). Both end in follow(): at most WATCHLIST_LIMIT companies an
// account, counted under a lock of the account's own so two imports at once cannot pass it.

type Trx = Transaction<Database>;

export type FollowResult = 'added' | 'already' | 'limit';

/** Follows a public company in `trx`; the company's first follow stores its facts. */
export async function follow(
  trx: Trx,
  accountId: string,
  companyId: number,
): Promise<FollowResult> {
  await sql`select pg_advisory_xact_lock(hashtext(${`watchlist-${accountId}`}))`.execute(trx);
  const following = await trx
    .selectFrom('watchlist_entries')
    .select('company_id')
    .where('account_id', '=', accountId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (following) return 'already';
  if ((await countEntries(trx, accountId)) >= WATCHLIST_LIMIT) return 'limit';
  await insertEntry(trx, accountId, companyId);
  await ensureAlertSettings(trx, accountId);
  // Its facts now are what the first alert compares with: following is not a change.
  const now = (await readWatchFacts(trx, [companyId])).get(companyId);
  if (now) await storeFirstFacts(trx, companyId, now.facts);
  return 'added';
}

/** follow() for a request: 404 for a company that is not public, 409 at the limit. */
export async function followOrRefuse(
  db: Kysely<Database>,
  accountId: string,
  companyId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await isPublicCompany(trx, companyId))) {
      throw new NotFoundError(M.companyNotFound.title, M.companyNotFound.message);
    }
    if ((await follow(trx, accountId, companyId)) === 'limit') {
      throw new ConflictError(M.limitReached.title, M.limitReached.message);
    }
  });
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const addressKey = (email: string) => createHash('sha256').update(email).digest('hex');

/** Follow links one address, or one IP address, may ask for per 15 minutes. */
const LINKS_PER_EMAIL = 5;
const LINK_WINDOW_MS = 15 * 60_000;

export interface FollowLinkLimits {
  perEmail: AttemptCounter;
  perIp: AttemptCounter;
}

export function followLinkLimits(deps: ServiceDeps): FollowLinkLimits {
  const prefix = `${deps.config.queues.prefix}:follow-links`;
  return {
    perEmail: new AttemptCounter(deps.redis, {
      keyPrefix: `${prefix}:per-email`,
      limit: LINKS_PER_EMAIL,
      windowMs: LINK_WINDOW_MS,
    }),
    perIp: new AttemptCounter(deps.redis, {
      keyPrefix: `${prefix}:per-ip`,
      limit: deps.config.staff.signInAttemptsPerIp,
      windowMs: LINK_WINDOW_MS,
    }),
  };
}

/**
 * Mails the link that confirms a signed-out follow. The same answer for every address (with
 * an account or without); limited per address and per IP as sign-in links are.
 */
export async function requestFollowLink(
  deps: SubmissionsDeps,
  limits: FollowLinkLimits,
  request: { companyId: number; email: string; ip: string; locale: MailLocale },
  now = Date.now(),
): Promise<void> {
  const email = request.email.trim().toLowerCase();
  const wait =
    (await limits.perIp.hit(request.ip)) ?? (await limits.perEmail.hit(addressKey(email)));
  if (wait !== null) {
    const refusal = M.tooManyFollows(wait);
    throw new TooManyRequestsError(refusal.title, refusal.message);
  }
  const company = await isPublicCompany(deps.db, request.companyId);
  if (!company) throw new NotFoundError(M.companyNotFound.title, M.companyNotFound.message);
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction().execute(async (trx) => {
    await insertFollowConfirmation(trx, {
      tokenHash: tokenHash(token),
      email,
      companyId: company.id,
      locale: request.locale,
      expiresAt: new Date(now + FOLLOW_CONFIRM_HOURS * 3_600_000),
    });
    await enqueueMail(trx, {
      to: email,
      locale: request.locale,
      template: 'watch-follow-confirm',
      data: {
        companyName: company.company_name,
        confirmUrl: followConfirmUrl(deps.config.publicBaseUrl, token),
        hours: FOLLOW_CONFIRM_HOURS,
      },
    });
  });
  deps.relay.wake();
}

/** Spends a follow link: makes the address's account when it has none, and follows. */
export async function confirmFollow(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<FollowConfirmed> {
  return db.transaction().execute(async (trx) => {
    const link = await lockFollowConfirmation(trx, tokenHash(token));
    if (!link) return refuseLink({ kind: 'unknown' }, M);
    if (link.used_at) return refuseLink({ kind: 'used' }, M);
    if (link.expires_at.getTime() <= now) return refuseLink({ kind: 'expired' }, M);
    const company = await isPublicCompany(trx, link.company_id);
    if (!company) throw new NotFoundError(M.companyNotFound.title, M.companyNotFound.message);
    const account = await ensureAccount(trx, link.email, link.locale);
    if ((await follow(trx, account.id, company.id)) === 'limit') {
      throw new ConflictError(M.limitReached.title, M.limitReached.message);
    }
    await markFollowConfirmationUsed(trx, link.id);
    return { companyId: company.id, companyName: company.company_name };
  });
}
