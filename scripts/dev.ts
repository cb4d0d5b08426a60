// The Run command's last step (after scripts/run.sh installed dependencies and made sure
// PostgreSQL and Redis answer): migrate, load the real sample into an empty database, build
// the SPA, start every service and the gateway with prefixed logs, print the URL.
import concurrently from 'concurrently';
import { sql } from 'kysely';
import { createDb, ensureDatabase, migrateToLatest, readConfigOrExit } from '@trusthive/platform';
import { importSampleIfEmpty } from './stack/sample-data';
import { STACK_PROCESSES, nodeCommand, waitForHealthy } from './stack/processes';
import { buildWebIfStale } from './stack/web-build';

const config = readConfigOrExit();
await ensureDatabase(config.database.url);
const db = createDb({ url: config.database.url, poolSize: 2, applicationName: 'dev' });
try {
  await migrateToLatest(db);
  await importSampleIfEmpty(db, { databaseUrl: config.database.url, redisUrl: config.redis.url });
  const { rows } = await sql<{
    count: number;
  }>`select count(*)::int as count from companies`.execute(db);
  console.info(`database: ${rows[0]?.count ?? 0} companies`);
} finally {
  await db.destroy();
}
buildWebIfStale();

const quote = (part: string) =>
  /^[\w./=-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`;
const { result, commands } = concurrently(
  STACK_PROCESSES.map(({ name, entry }) => ({
    name,
    command: nodeCommand(entry).map(quote).join(' '),
    env: { LOG_PRETTY: process.env.LOG_PRETTY ?? 'true' },
  })),
  { prefix: 'name', prefixColors: 'auto', killOthersOn: ['failure'], restartTries: 0 },
);

// Ctrl-C in a terminal reaches every process of the group; a plain `kill` of this process
// does not, so stop the children ourselves (each then closes gracefully).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => commands.forEach((command) => command.kill('SIGTERM')));
}

const url = `http://localhost:${config.gateway.port}`;
waitForHealthy(`http://127.0.0.1:${config.gateway.port}/api/health`, 90_000).then(
  () => console.info(`\n  TrustHive is up: ${url}  (Ctrl-C stops everything)\n`),
  (error: Error) => console.error(`\n  TrustHive did not become healthy: ${error.message}\n`),
);
await result.catch(() => {
  process.exitCode = 1;
});
