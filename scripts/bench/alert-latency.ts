// How long a watchlist alert takes (issue 43: within 60 s of the change committing), rerunnable:
//
//   npx tsx scripts/bench/alert-latency.ts [--companies=20]
//
// The submissions worker runs as its own process, as deployed (its outbox relay, the
// watch-alerts worker and the mail worker), sending over real SMTP to a mail catcher in this
// process. One account follows --companies companies (instant alerts); then, one company at a
// time, a transaction changes its MCA status and writes its company.changed to the outbox, as
// the importer's batch does (scripts/import/load-batch.ts), and the clock runs from that commit
// to the alert's arrival at the catcher. The figure includes the check's settle delay
// (WATCH_SETTLE_MS: the re-score a status change causes lands in the same mail), printed beside
// it.
//
// It runs against its own database (trusthive_alert_bench), its own Redis logical database
// (/9) and its own queue prefix; the catcher is on loopback.

import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import type { Kysely } from 'kysely';
import {
  type CompanyRow,
  CompanyEventsOutbox,
  Outbox,
  createDb,
  createRedis,
  ensureDatabase,
  migrateToLatest,
  type Database,
} from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import { startMailCatcher } from '@trusthive/platform/testing/mail-catcher';
import { WATCH_SETTLE_MS, follow } from '@trusthive/submissions/watch-alerts';
import { requireLoopback, spawnUntilLogged, stopProcesses } from '../stack/processes';
import { summariseLatencies } from './percentiles';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '20' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/trusthive_alert_bench',
    },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379/9' },
  },
});

const COMPANIES = Math.min(Math.max(Number(args.companies), 1), 1_000);
const DATABASE_URL = args['database-url'];
const REDIS_URL = args['redis-url'];
const PREFIX = `alert-bench-${process.pid}`;
/** The bound: an alert within 60 s of the change committing. */
const BOUND_MS = 60_000;

requireLoopback([DATABASE_URL, REDIS_URL], 'bench');

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db: Kysely<Database> = createDb({
    url: DATABASE_URL,
    poolSize: 2,
    applicationName: 'alert-bench',
  });
  await migrateToLatest(db);
  const catcher = await startMailCatcher();
  const events = new CompanyEventsOutbox(new Outbox(PREFIX));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL,
    REDIS_URL,
    QUEUE_PREFIX: PREFIX,
    SMTP_URL: catcher.smtpUrl,
    PUBLIC_BASE_URL: 'http://localhost:8080',
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
  };
  const children: ChildProcess[] = [];
  try {
    // One account following fresh companies, each Active, with its facts stored as it is.
    const email = `alert-bench-${randomUUID()}@bench.example`;
    const account = await db
      .insertInto('accounts')
      .values({ email, locale: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const companies: CompanyRow[] = [];
    for (let index = 0; index < COMPANIES; index += 1) {
      companies.push(await newCompany(db, { company_status: 'Active' }));
    }
    await db.transaction().execute(async (trx) => {
      for (const company of companies) {
        if ((await follow(trx, account.id, company.id)) !== 'added') {
          throw new Error(`company ${company.id} was not followed`);
        }
      }
    });

    children.push(
      await spawnUntilLogged('services/submissions/src/worker-main.ts', env, /mail worker ready/),
    );

    const latencies: number[] = [];
    for (const company of companies) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('companies')
          .set({ company_status: 'Strike Off' })
          .where('id', '=', company.id)
          .execute();
        await events.changed(trx, company.id, 'imported');
      });
      const committedAt = Date.now();
      const subject = `${company.company_name} changed on TrustHive`;
      const mail = await catcher.waitFor(
        (caught) => caught.to.includes(email) && caught.subject === subject,
        BOUND_MS * 2,
      );
      latencies.push(Date.parse(mail.receivedAt) - committedAt);
    }

    const summary = summariseLatencies(latencies);
    const seconds = (ms: number) => `${(ms / 1_000).toFixed(2)} s`;
    console.info(
      `Watchlist alert latency, ${COMPANIES} companies one at a time (commit → mail at the SMTP catcher):\n` +
        `  p50 ${seconds(summary.p50)}, p95 ${seconds(summary.p95)}, max ${seconds(Math.max(...latencies))} ` +
        `(bound ${seconds(BOUND_MS)}; check delay WATCH_SETTLE_MS ${seconds(WATCH_SETTLE_MS)})`,
    );
    process.exitCode = summary.p95 <= BOUND_MS ? 0 : 1;
  } finally {
    await stopProcesses(children);
    await catcher.close();
    await db.destroy();
    const redis = createRedis(REDIS_URL, 'worker', 'alert-bench');
    const keys = await redis.keys(`${PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

await main();
