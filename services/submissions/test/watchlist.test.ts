import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueProducer, createRedis, jobIds } from '@trusthive/platform';
import { newCompany, testRedisUrl, uniqueCin } from '@trusthive/platform/testing';
import type { CaughtMail } from '@trusthive/platform/testing/mail-catcher';
import { sendDigests } from '../src/shared/watch/alerts';
import {
  createWatchAlertsWorker,
  type WatchAlertsWorker,
} from '../src/workers/watch-alerts.worker';
import { startMailTestStack, type MailTestStack } from './mail/mail-support';
import { signInOwner, type OwnerSignInHeaders } from './support/owner-session';

// Issue 43: watchlists and alerts, through the real routes, the watch-alerts worker, the
// outbox relay, the mail worker and an SMTP catcher.

let stack: MailTestStack;
let watch: WatchAlertsWorker;
let events: QueueProducer<'watchAlerts'>;
const redis = createRedis(testRedisUrl(), 'worker', 'watchlist-test-worker');
const producer = createRedis(testRedisUrl(), 'producer', 'watchlist-test-producer');
const BASE = 'http://localhost:8080';

beforeAll(async () => {
  stack = await startMailTestStack('watchlist-test');
  const { service } = stack;
  watch = createWatchAlertsWorker({
    db: service.deps.db,
    connection: redis,
    producer,
    prefix: service.queuePrefix,
    publicBaseUrl: BASE,
    settleMs: 100,
  });
  await watch.waitUntilReady();
  events = new QueueProducer('watchAlerts', producer, service.queuePrefix);
});

afterAll(async () => {
  await events.close();
  await watch.close();
  await stack.close();
  redis.disconnect();
  producer.disconnect();
});

const db = () => stack.service.deps.db;
const app = () => stack.service.app;

async function account(): Promise<{ email: string; session: OwnerSignInHeaders }> {
  const email = `follower-${randomUUID()}@buyer.example`;
  return { email, session: await signInOwner(app(), email) };
}

async function followCompany(session: OwnerSignInHeaders, companyId: number) {
  return app().inject({
    method: 'POST',
    url: '/api/account/watchlist/entries',
    headers: session.headers,
    payload: { companyId },
  });
}

/** The company changed as the importer changes it, and its event reached the queue. */
async function changeStatus(companyId: number, status: string) {
  await db()
    .updateTable('companies')
    .set({ company_status: status })
    .where('id', '=', companyId)
    .execute();
  await events.add(
    'company.changed',
    { companyId, reason: 'imported' },
    { deduplicationId: jobIds.companyChanged(companyId) },
  );
}

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const storedStatus = (companyId: number) =>
  db()
    .selectFrom('company_watch_facts')
    .select('company_status')
    .where('company_id', '=', companyId)
    .executeTakeFirst();

const mailsTo = (email: string, template: string) =>
  db()
    .selectFrom('mail_messages')
    .select(['id', 'data'])
    .where('to_address', '=', email)
    .where('template', '=', template)
    .execute();

const header = (mail: CaughtMail, name: string) =>
  Object.entries(mail.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

describe('watchlist alerts', () => {
  it('should mail each instant follower what changed, with a one-click unsubscribe, and queue a daily follower’s change for the digest', async () => {
    const company = await newCompany(db());
    const instant = await account();
    const daily = await account();
    expect((await followCompany(instant.session, company.id)).statusCode).toBe(200);
    expect((await followCompany(daily.session, company.id)).statusCode).toBe(200);
    const settings = await app().inject({
      method: 'PUT',
      url: '/api/account/watchlist/settings',
      headers: daily.session.headers,
      payload: { alertMode: 'daily' },
    });
    expect(settings.json()).toEqual({ alertMode: 'daily' });
    // Following stored the facts as they are: the first follow is no change.
    expect(await storedStatus(company.id)).toEqual({ company_status: 'Active' });

    await changeStatus(company.id, 'Strike Off');
    const alert = await stack.catcher.waitFor((mail) => mail.to.includes(instant.email), 20_000);
    expect(alert.subject).toBe(`${company.company_name} changed on TrustHive`);
    expect(alert.text).toContain('MCA status: Active → Strike Off');
    expect(alert.text).toContain(`${BASE}/account/watchlist`);
    const unsubscribe = header(alert, 'list-unsubscribe');
    expect(unsubscribe).toMatch(
      /^<http:\/\/localhost:8080\/api\/watchlist\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(header(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The daily follower got no mail, but an item waits for the digest; the digest mails it.
    expect(await mailsTo(daily.email, 'watch-alert')).toEqual([]);
    expect(await sendDigests({ db: db(), publicBaseUrl: BASE })).toBeGreaterThanOrEqual(1);
    const digest = await stack.catcher.waitFor((mail) => mail.to.includes(daily.email), 20_000);
    expect(digest.subject).toBe('Your TrustHive watchlist: 1 company changed');
    expect(digest.text).toContain('MCA status: Active → Strike Off');
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // A GET of the unsubscribe URL (a link checker) only asks; the POST turns alerts off.
    const url = new URL(unsubscribe!.slice(1, -1));
    const page = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    const post = await app().inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().title).toBe('Alerts Stopped');
    const list = await app().inject({
      method: 'GET',
      url: '/api/account/watchlist',
      headers: instant.session.headers,
    });
    expect(list.json().alertMode).toBe('off');

    // Another change: the unsubscribed follower gets nothing; the daily one a digest item.
    await changeStatus(company.id, 'Active');
    await until(async () =>
      (await storedStatus(company.id))?.company_status === 'Active' ? true : undefined,
    );
    expect(await mailsTo(instant.email, 'watch-alert')).toHaveLength(1);
    const items = await db()
      .selectFrom('watch_alert_digest_items as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .select('d.changes')
      .where('a.email', '=', daily.email)
      .execute();
    expect(items.map((item) => item.changes)).toEqual([
      [{ kind: 'companyStatus', from: 'Strike Off', to: 'Active' }],
    ]);
  });

  it('should refuse a token nobody holds, and never unsubscribe on GET', async () => {
    const token = 'x'.repeat(43);
    for (const method of ['GET', 'POST'] as const) {
      const response = await app().inject({
        method,
        url: `/api/watchlist/unsubscribe?token=${token}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the account’s watchlist', () => {
  it('should list only the account’s own companies, and remove one', async () => {
    const [one, two] = [await newCompany(db()), await newCompany(db())];
    const a = await account();
    const b = await account();
    await followCompany(a.session, one.id);
    await followCompany(b.session, two.id);
    const list = await app().inject({
      method: 'GET',
      url: '/api/account/watchlist',
      headers: a.session.headers,
    });
    expect(list.json().entries.map((entry: { companyId: number }) => entry.companyId)).toEqual([
      one.id,
    ]);
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/account/watchlist/entries/${one.id}`,
      headers: a.session.headers,
    });
    expect(removed.json()).toEqual({ companyId: one.id, following: false });
    const following = await app().inject({
      method: 'GET',
      url: `/api/account/watchlist/entries/${two.id}`,
      headers: a.session.headers,
    });
    expect(following.json()).toEqual({ companyId: two.id, following: false });
  });

  it('should refuse the 1,001st company with a 409', async () => {
    const a = await account();
    const companies = await db()
      .insertInto('companies')
      .values(
        Array.from({ length: 1_001 }, (_, index) => ({
          company_name: `Watch Limit ${index} ${randomUUID()}`,
          cin: uniqueCin(),
          data_source: 'synthetic' as const,
        })),
      )
      .returning('id')
      .execute();
    const accountId = (
      await db()
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', a.email)
        .executeTakeFirstOrThrow()
    ).id;
    await db()
      .insertInto('watchlist_entries')
      .values(
        companies.slice(0, 1_000).map(({ id }) => ({ account_id: accountId, company_id: id })),
      )
      .execute();
    const refused = await followCompany(a.session, companies[1_000]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.title).toBe('Watchlist Full');
  });

  it('should import CINs and GSTINs, reporting each line that followed nothing by its number', async () => {
    const byCin = await newCompany(db());
    const a = await account();
    const csv = ['cin,note', `${byCin.cin},ours`, 'not-a-number', '', `"${uniqueCin()}"`].join(
      '\n',
    );
    const response = await app().inject({
      method: 'POST',
      url: '/api/account/watchlist/import',
      headers: a.session.headers,
      payload: { csv },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.added).toBe(1);
    expect(result.errors).toEqual([
      { line: 3, value: 'NOT-A-NUMBER', reason: 'not-an-identifier' },
      { line: 5, value: expect.any(String), reason: 'not-found' },
    ]);
  });

  it('should follow by a confirmed mailed link without an account, the same answer for any address', async () => {
    const company = await newCompany(db());
    const email = `signed-out-${randomUUID()}@buyer.example`;
    const asked = await app().inject({
      method: 'POST',
      url: '/api/follows',
      headers: { 'x-forwarded-for': '10.9.8.7' },
      payload: { companyId: company.id, email },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await stack.catcher.waitFor((one) => one.to.includes(email), 20_000);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/follows/confirmations',
      payload: { token },
    });
    expect(confirmed.json()).toEqual({ companyId: company.id, companyName: company.company_name });
    const again = await app().inject({
      method: 'POST',
      url: '/api/follows/confirmations',
      payload: { token },
    });
    expect(again.statusCode).toBe(410);
    const follows = await db()
      .selectFrom('watchlist_entries as w')
      .innerJoin('accounts as a', 'a.id', 'w.account_id')
      .select('w.company_id')
      .where('a.email', '=', email)
      .execute();
    expect(follows).toEqual([{ company_id: company.id }]);
  });
});
