import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from '@trusthive/platform';
import setupDatabase from '../../services/platform/src/testing/global-setup';
import { ROOT, STACK_PROCESSES, spawnProcess, waitForHealthy } from '../stack/processes';
import { buildWebIfStale } from '../stack/web-build';

// Browser tests run against the real product: every service and the gateway as separate
// processes on their own ports (so a running `npm start` is not disturbed), on the test
// database, serving the built SPA. Logs go to .cache/e2e-stack.log for post-mortems.
const GATEWAY_PORT = 18080;
const SERVICE_PORT_BASE = 14000;

export default async function setup(): Promise<() => Promise<void>> {
  const stopDatabase = await setupDatabase();
  buildWebIfStale();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEWAY_PORT: String(GATEWAY_PORT),
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    // The browser tests click fast and from one address; the real limits have their own tests.
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    ...Object.fromEntries(
      SERVICE_NAMES.map((name, index) => [
        `${name.toUpperCase()}_PORT`,
        String(SERVICE_PORT_BASE + index + 1),
      ]),
    ),
  };
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const log = createWriteStream(path.join(ROOT, '.cache/e2e-stack.log'));
  const children: ChildProcess[] = STACK_PROCESSES.map(({ name, entry }) =>
    spawnProcess(entry, env, (line) => log.write(`[${name}] ${line}\n`)),
  );

  const baseUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
  try {
    await waitForHealthy(`${baseUrl}/api/health`, 90_000);
  } catch (error) {
    await stop(children);
    throw new Error(`${(error as Error).message}; see .cache/e2e-stack.log`, { cause: error });
  }
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    await stop(children);
    log.end();
    await stopDatabase();
  };
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
        }),
    ),
  );
}
