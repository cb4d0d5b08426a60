import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES } from '@trusthive/platform';
import { startMailCatcher } from '@trusthive/platform/testing/mail-catcher';
import {
  ROOT,
  STACK_PROCESSES,
  freePorts,
  spawnProcess,
  stopProcesses,
  waitForHealthy,
  NO_THIRD_PARTIES,
  readyOrStopped,
  servicePortsEnv,
} from '../stack/processes';

// The fuzz tier's target: the real product, every service, worker and the gateway as separate
// processes (as scripts/e2e/global-setup.ts starts them), on ports the system hands out, on
// the test database, with a Redis database, queue prefix, storage directory and SMTP server
// (a mail catcher: the fuzz's submissions send real mail) of its own.

/** Not the e2e stack's (11): two test stacks on one machine must not take each other's jobs. */
const FUZZ_REDIS_DATABASE = 12;

export interface FuzzStack {
  baseUrl: string;
  storageDir: string;
  stop(): Promise<void>;
}

function redisDatabase(url: string, database: number): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export async function startFuzzStack(urls: {
  databaseUrl: string;
  redisUrl: string;
}): Promise<FuzzStack> {
  const [gatewayPort, ...servicePorts] = await freePorts(SERVICE_NAMES.length + 1);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'trusthive-fuzz-storage-'));
  // A stand-in for the built SPA: page paths get an index.html as they would in production.
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'trusthive-fuzz-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  // Only the newest mails are kept: the fuzz submits thousands of forms.
  const mail = await startMailCatcher({ maxMessages: 200 });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: urls.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: redisDatabase(urls.redisUrl, FUZZ_REDIS_DATABASE),
    QUEUE_PREFIX: `fuzz-${process.pid}`,
    GATEWAY_PORT: String(gatewayPort),
    PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
    STORAGE_DIR: storageDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    // The fuzz sends thousands of requests from one address in a minute; the limits have tests
    // of their own and would only turn the fuzz into a 429 counter.
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
    // Every staff sign-in of the run comes from 127.0.0.1.
    STAFF_SIGN_IN_ATTEMPTS_PER_IP: '100000',
    // Every create-key sample of a run is the one owner's (issue 43): room for all of them.
    API_KEYS_PER_ACCOUNT: '100000',
    ...NO_THIRD_PARTIES,
    SMTP_URL: mail.smtpUrl,
    ...servicePortsEnv(servicePorts),
  };
  for (const name of SERVICE_NAMES) delete env[`${name.toUpperCase()}_URL`];
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const logPath = path.join(ROOT, '.cache/fuzz-stack.log');
  const log = createWriteStream(logPath);
  const children: ChildProcess[] = STACK_PROCESSES.map(({ name, entry }) =>
    spawnProcess(entry, env, (line) => log.write(`[${name}] ${line}\n`)),
  );
  const stop = async () => {
    await stopProcesses(children);
    await mail.close();
    log.end();
    rmSync(storageDir, { recursive: true, force: true });
    rmSync(webDistDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  await readyOrStopped(
    () => waitForHealthy(`${baseUrl}/api/health`, 90_000),
    stop,
    '.cache/fuzz-stack.log',
  );
  return { baseUrl, storageDir, stop };
}
