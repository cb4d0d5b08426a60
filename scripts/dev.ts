// The Run command's last step (after scripts/run.sh installed dependencies and made sure
// PostgreSQL and Redis answer): migrate, load the real sample into an empty database, build
// the SPA, start the local mail catcher, every service, worker and the gateway with prefixed
// logs, print the URLs. A process that dies is started again (superviseProcesses) instead of
// stopping the site.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { appRoleUrl, databaseUser, readConfigOrExit } from '@trusthive/platform';
import { importSampleIfEmpty } from './stack/sample-data';
import { STACK_PROCESSES, superviseProcesses, waitForHealthy } from './stack/processes';
import { startDemoStandIns } from './stack/demo-stand-ins';
import { describeSmtpUrl, startLocalMail } from './stack/local-mail';
import { buildWebIfStale } from './stack/web-build';
import { migrateAsOwner } from './stack/migrate-database';

const config = readConfigOrExit();
// Migrations and the sample import run as the owning role; the services as a role that can
// only read and write rows (issue 37): DATABASE_URL's user when it is another, else
// trusthive_app on the same server and database.
const ownerUrl = config.database.migrationUrl ?? config.database.url;
const owner = databaseUser(ownerUrl);
const asApp = (url: string) => (databaseUser(url) === owner ? appRoleUrl(url) : url);
const appUrl = asApp(config.database.url);
await migrateAsOwner(ownerUrl, appUrl, {
  applicationName: 'dev',
  poolSize: 2,
  alsoAsOwner: async (db) => {
    await importSampleIfEmpty(db, { databaseUrl: ownerUrl, redisUrl: config.redis.url });
    const { rows } = await sql<{
      count: number;
    }>`select count(*)::int as count from companies`.execute(db);
    console.info(`database: ${rows[0]?.count ?? 0} companies`);
  },
});
buildWebIfStale();
// E-mail to submitters goes to a catcher on this machine unless SMTP_URL names a server.
const mail = await startLocalMail(process.env);
// Stand-in providers, only when DEMO_STAND_INS asks for them (demo-stand-ins.ts).
const demo = await startDemoStandIns(config);

const width = Math.max(...STACK_PROCESSES.map(({ name }) => name.length));
const colors = [31, 32, 33, 34, 35, 36];
const prefixes = new Map(
  STACK_PROCESSES.map(({ name }, index) => {
    const label = `[${name}]`.padEnd(width + 2);
    const color = colors[index % colors.length];
    return [name, process.stdout.isTTY ? `\x1b[${color}m${label}\x1b[0m` : label];
  }),
);
// The services never see the owner's URL: only this script migrates (issue 37, finding 9).
const { DATABASE_MIGRATION_URL: _ownersOnly, ...inherited } = process.env;
const supervisor = superviseProcesses(STACK_PROCESSES, {
  env: {
    ...inherited,
    DATABASE_URL: appUrl,
    ...(config.database.directUrl ? { DATABASE_DIRECT_URL: asApp(config.database.directUrl) } : {}),
    LOG_PRETTY: process.env.LOG_PRETTY ?? 'true',
    SMTP_URL: mail.smtpUrl,
    // The gateway signs the caller addresses it forwards and the services believe only those
    // (issue 37 #3): a process on this machine that reaches a service's port directly cannot
    // name an address. A secret of this start's own unless one is configured.
    GATEWAY_FORWARDING_SECRET:
      process.env.GATEWAY_FORWARDING_SECRET || randomBytes(32).toString('base64url'),
    // A restart reads the typeahead's lists back from here instead of every name again.
    SEARCH_TYPEAHEAD_SNAPSHOT_DIR:
      process.env.SEARCH_TYPEAHEAD_SNAPSHOT_DIR ?? path.resolve('.cache/typeahead'),
    ...demo.env,
  },
  log: (name, line) => console.log(`${prefixes.get(name)} ${line}`),
});

// The processes run in process groups of their own (superviseProcesses), so Ctrl-C, a plain
// `kill` or a closed terminal reaches only this script, which stops each of them once (they
// close gracefully) and restarts none. A signal repeated while stopping (tsx and npm relay
// Ctrl-C as well) changes nothing; whatever has not stopped after 15 s is killed.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(`\n  stopping every process (${signal})`);
    void supervisor
      .stop()
      .then(() => mail.close())
      .then(() => demo.close())
      .then(() => process.exit(0));
  });
}

const url = `http://localhost:${config.gateway.port}`;
waitForHealthy(`http://127.0.0.1:${config.gateway.port}/api/health`, 90_000).then(
  () =>
    console.info(
      `\n  TrustHive is up: ${url}  (Ctrl-C stops everything)\n` +
        (mail.viewerUrl
          ? `  Mail it sends:   ${mail.viewerUrl}  (local catcher; SMTP ${describeSmtpUrl(mail.smtpUrl)})\n`
          : `  Mail it sends goes through ${describeSmtpUrl(mail.smtpUrl)} (SMTP_URL)\n`) +
        demo.lines.map((line) => `  ${line}\n`).join(''),
    ),
  (error: Error) => console.error(`\n  TrustHive did not become healthy: ${error.message}\n`),
);
