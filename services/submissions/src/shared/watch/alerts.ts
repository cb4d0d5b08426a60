import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { enqueueMail } from '../mail/enqueue';
import { companyProfileUrl, watchlistUnsubscribeUrl, watchlistUrl } from '../mail/templates';
import { diffWatchFacts, type WatchChange } from './changes';
import {
  accountsWithDigestItems,
  followersOf,
  insertDigestItems,
  lockAlertedFacts,
  readWatchFacts,
  storeAlertedFacts,
  takeDigestItems,
} from './watch.repository';
import { findAccountById } from '../accounts.repository';
import { alertModeOf, ensureAlertSettings } from './watch.repository';
import { sql } from 'kysely';

// Issue 43: a followed company's alerts. checkCompany compares what a follower is alerted on
// with what was last alerted on and, in one transaction, stores the new facts and writes the
// mails of instant followers (and their outbox jobs) or the digest items of daily ones: a mail
// exists exactly when its facts were stored, and a check run twice alerts once.

export interface AlertDeps {
  db: Kysely<Database>;
  /** The site's origin (config.publicBaseUrl): the links the mails carry. */
  publicBaseUrl: string;
}

export type CheckOutcome =
  | { outcome: 'not-followed' | 'not-public' | 'first-facts' | 'unchanged' }
  | { outcome: 'alerted'; changes: number; mails: number; digestItems: number };

export async function checkCompany(deps: AlertDeps, companyId: number): Promise<CheckOutcome> {
  const { db, publicBaseUrl } = deps;
  return db.transaction().execute(async (trx): Promise<CheckOutcome> => {
    const followers = await followersOf(trx, companyId);
    if (followers.length === 0) return { outcome: 'not-followed' };
    const before = await lockAlertedFacts(trx, companyId);
    const now = (await readWatchFacts(trx, [companyId])).get(companyId);
    if (!now) return { outcome: 'not-public' };
    if (!before) {
      await storeAlertedFacts(trx, companyId, now.facts);
      return { outcome: 'first-facts' };
    }
    const changes = diffWatchFacts(before, now.facts);
    if (changes.length === 0) return { outcome: 'unchanged' };
    await storeAlertedFacts(trx, companyId, now.facts);
    let mails = 0;
    const digest: { accountId: string; companyId: number; changes: WatchChange[] }[] = [];
    for (const follower of followers) {
      if (follower.alertMode === 'daily') {
        digest.push({ accountId: follower.accountId, companyId, changes });
      } else if (follower.alertMode === 'instant') {
        await enqueueMail(trx, {
          to: follower.email,
          template: 'watch-alert',
          locale: follower.locale,
          data: {
            companyName: now.companyName,
            profileUrl: companyProfileUrl(publicBaseUrl, companyId),
            changes,
            manageUrl: watchlistUrl(publicBaseUrl),
            unsubscribeUrl: watchlistUnsubscribeUrl(publicBaseUrl, follower.unsubscribeToken),
          },
        });
        mails += 1;
      }
    }
    await insertDigestItems(trx, digest);
    return { outcome: 'alerted', changes: changes.length, mails, digestItems: digest.length };
  });
}

/**
 * The daily digest: one mail per account with items waiting, each account in its own
 * transaction (its items taken and its mail written together). An account that turned alerts
 * off since gets no mail; its items go.
 */
export async function sendDigests(deps: AlertDeps, batch = 200): Promise<number> {
  const { db, publicBaseUrl } = deps;
  let sent = 0;
  for (;;) {
    const accounts = await accountsWithDigestItems(db, batch);
    if (accounts.length === 0) return sent;
    for (const accountId of accounts) {
      const mailed = await db.transaction().execute(async (trx) => {
        // One digest per account at a time: a second runner waits here, then finds no items.
        await sql`select pg_advisory_xact_lock(hashtext(${`watch-digest-${accountId}`}))`.execute(
          trx,
        );
        const items = await takeDigestItems(trx, accountId);
        const account = await findAccountById(trx, accountId);
        if (items.length === 0 || !account) return false;
        await ensureAlertSettings(trx, accountId);
        if ((await alertModeOf(trx, accountId)) === 'off') return false;
        const token = await trx
          .selectFrom('account_alert_settings')
          .select('unsubscribe_token')
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow();
        // A company changed twice today is one entry with both changes, in order.
        const byCompany = new Map<number, { companyName: string; changes: WatchChange[] }>();
        for (const item of items) {
          const entry = byCompany.get(item.company_id) ?? {
            companyName: item.company_name,
            changes: [],
          };
          entry.changes.push(...(item.changes as WatchChange[]));
          byCompany.set(item.company_id, entry);
        }
        await enqueueMail(trx, {
          to: account.email,
          template: 'watch-digest',
          locale: account.locale,
          data: {
            companies: [...byCompany].map(([companyId, entry]) => ({
              companyName: entry.companyName,
              profileUrl: companyProfileUrl(publicBaseUrl, companyId),
              changes: entry.changes,
            })),
            manageUrl: watchlistUrl(publicBaseUrl),
            unsubscribeUrl: watchlistUnsubscribeUrl(publicBaseUrl, token.unsubscribe_token),
          },
        });
        return true;
      });
      if (mailed) sent += 1;
    }
  }
}
