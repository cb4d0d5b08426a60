import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { SERVICE_NAMES, createDb, provisionAppRole, type Database } from '@trusthive/platform';
import {
  startOwnRedis,
  testDatabaseUrl,
  testOwnerDatabaseUrl,
  type OwnRedis,
  createMigratedDatabase,
} from '@trusthive/platform/testing';
import { startMailCatcher, type MailCatcher } from '@trusthive/platform/testing/mail-catcher';
import {
  ROOT,
  STACK_PROCESSES,
  freePorts,
  spawnProcess,
  stopProcess,
  waitForHealthy,
  NO_THIRD_PARTIES,
  readyOrStopped,
  servicePortsEnv,
} from '../stack/processes';

// The whole product as separate processes for the fault tests: every service, worker and the
// gateway, on ports the system hands out, with a redis-server of its own (so it can be stopped
// without touching the machine's Redis), a database of its own (so terminating its
// connections touches no other test) and a mail catcher as its SMTP server. Logs go to
// .cache/faults-stack.log.

export interface FaultStack {
  baseUrl: string;
  /** The stack's database, for assertions and for ending its connections. */
  db: Kysely<Database>;
  databaseName: string;
  processes: Map<string, ChildProcess>;
  /** Names of the processes that have exited, with how. */
  exits: string[];
  /** Every line each process has printed, by process name (all its runs). */
  lines: Map<string, string[]>;
  /** Where the search service keeps its typeahead's snapshot file. */
  typeaheadDir: string;
  redis: OwnRedis;
  /** The SMTP server the stack's mail worker sends to. */
  mail: MailCatcher;
  /** Starts a stopped process again (as a supervisor would). */
  start(name: string): ChildProcess;
  /** Ends every connection to the stack's database but the caller's; answers how many. */
  terminateDatabaseConnections(): Promise<number>;
  stop(): Promise<void>;
}

export async function startFaultStack(): Promise<FaultStack> {
  // Made and migrated as the owner; the stack's processes connect as the services' role.
  const ownerUrl = new URL(testOwnerDatabaseUrl());
  const databaseName = `${ownerUrl.pathname.slice(1)}_faults_${process.pid}`;
  ownerUrl.pathname = `/${databaseName}`;
  const databaseUrl = new URL(testDatabaseUrl());
  databaseUrl.pathname = `/${databaseName}`;
  await createMigratedDatabase(ownerUrl.toString());
  const db = createDb({ url: ownerUrl.toString(), poolSize: 2, applicationName: 'faults' });
  await provisionAppRole(db, databaseUrl.toString());

  const [gatewayPort, ...servicePorts] = await freePorts(SERVICE_NAMES.length + 1);
  const redis = await startOwnRedis();
  const mail = await startMailCatcher();
  const storageDir = path.join(ROOT, '.cache', `faults-storage-${process.pid}`);
  const typeaheadDir = path.join(ROOT, '.cache', `faults-typeahead-${process.pid}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    DATABASE_MIGRATION_URL: ownerUrl.toString(),
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'faults',
    GATEWAY_PORT: String(gatewayPort),
    PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    STORAGE_DIR: storageDir,
    SEARCH_TYPEAHEAD_SNAPSHOT_DIR: typeaheadDir,
    // The traffic comes from one address; the limits have their own tests.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    ...NO_THIRD_PARTIES,
    SMTP_URL: mail.smtpUrl,
    ...servicePortsEnv(servicePorts),
  };
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const log = createWriteStream(path.join(ROOT, '.cache/faults-stack.log'));
  const processes = new Map<string, ChildProcess>();
  const exits: string[] = [];
  const lines = new Map<string, string[]>();
  const start = (name: string) => {
    const entry = STACK_PROCESSES.find((process) => process.name === name)?.entry;
    if (!entry) throw new Error(`no process ${name}`);
    const printed = lines.get(name) ?? [];
    lines.set(name, printed);
    const child = spawnProcess(entry, env, (line) => {
      printed.push(line);
      log.write(`[${name}] ${line}\n`);
    });
    child.once('exit', (code, signal) => exits.push(`${name} (${signal ?? `code ${code}`})`));
    processes.set(name, child);
    return child;
  };
  for (const { name } of STACK_PROCESSES) start(name);

  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const stop = async () => {
    await Promise.all([...processes.values()].map((child) => stopChild(child)));
    await redis.stop();
    await mail.close();
    await db.destroy();
    log.end();
    await dropDatabase(ownerUrl.toString());
    rmSync(storageDir, { recursive: true, force: true });
    rmSync(typeaheadDir, { recursive: true, force: true });
  };
  await readyOrStopped(
    () => waitForHealthy(`${baseUrl}/api/health`, 120_000),
    stop,
    '.cache/faults-stack.log',
  );
  return {
    baseUrl,
    db,
    databaseName,
    processes,
    exits,
    lines,
    typeaheadDir,
    redis,
    mail,
    start,
    async terminateDatabaseConnections() {
      const { rows } = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = ${databaseName} and pid <> pg_backend_pid()`.execute(db);
      return rows.length;
    },
    stop,
  };
}

// A stopped child gets 10 s for its graceful shutdown before SIGKILL.
const stopChild = (child: ChildProcess) => stopProcess(child, { killAfterMs: 10_000 });

async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
