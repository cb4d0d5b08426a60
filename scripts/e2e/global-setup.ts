import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from '@trusthive/platform';
import { startMailCatcher } from '@trusthive/platform/testing/mail-catcher';
import { TEST_HINT_TIMEOUT_MS } from '@trusthive/platform/testing';
import setupDatabase from '../../services/platform/src/testing/global-setup';
import {
  ROOT,
  STACK_PROCESSES,
  freePorts,
  spawnProcess,
  stopProcesses,
  waitForHealthy,
} from '../stack/processes';
import { buildWebIfStale } from '../stack/web-build';
import { FAKE_PLACES_KEY, FAKE_RATING_KEY, startFakeProviders } from './fake-providers';
import { STAND_IN_GST_KEY } from './gst-stand-in';
import { STAND_IN_REGISTRY_KEY } from './registry-stand-in';

// Browser tests run against the real product: every service and the gateway as separate
// processes on ports the system hands out (so neither a running `npm start` nor another test
// run is disturbed), on the test database, serving the built SPA. Logs go to
// .cache/e2e-stack.log for post-mortems. Its e-mail goes to a real SMTP server of its own (the
// mail catcher), which tests read through E2E_MAIL_URL (web/e2e/support/mail.ts).

const E2E_REDIS_DATABASE = 11;

function redisDatabase(url: string, database: number): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export default async function setup(): Promise<() => Promise<void>> {
  const stopDatabase = await setupDatabase();
  buildWebIfStale();

  const [gatewayPort, ...servicePorts] = await freePorts(SERVICE_NAMES.length + 1);
  // Third-party providers (maps, rating) are a local fake; the others stay off.
  const fakeProviders = await startFakeProviders();
  const mail = await startMailCatcher();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEWAY_PORT: String(gatewayPort),
    // The origin the browser uses, so logo URLs the stack builds are same-origin for the CSP.
    PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    // A Redis database and a queue prefix of its own: a worker of a running `npm start`, or of
    // another test run's stack, must not take this stack's jobs (or the other way round).
    REDIS_URL: redisDatabase(process.env.REDIS_URL!, E2E_REDIS_DATABASE),
    QUEUE_PREFIX: `e2e-${process.pid}`,
    // The browser tests click fast and from one address; the real limits have their own tests.
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    // Every staff sign-in of the run comes from 127.0.0.1.
    STAFF_SIGN_IN_ATTEMPTS_PER_IP: '100000',
    // The tests read what a hint ("Did you mean") finds; its budget has its own test.
    HINT_TIMEOUT_MS: String(TEST_HINT_TIMEOUT_MS),
    // TrustHive's contact details (issue 36): shown only when configured, as here; the footer's
    // social icons only for the networks given.
    SUPPORT_PHONE: '+91 80 4567 8900',
    SUPPORT_EMAIL: 'support@trusthive.in',
    SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/trusthive',
    // Issue 37: the grievance officer and one period changed from its default, so the privacy
    // test sees the page state the configured values rather than the build's defaults.
    GRIEVANCE_OFFICER_NAME: 'Asha Rao',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@trusthive.in',
    CLAIM_DOCUMENT_RETENTION_DAYS: '45',
    GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
    GOOGLE_PLACES_BASE_URL: fakeProviders.url,
    RATING_API_KEY: FAKE_RATING_KEY,
    RATING_API_BASE_URL: fakeProviders.url,
    GST_API_KEY: STAND_IN_GST_KEY,
    GST_API_BASE_URL: fakeProviders.url,
    REGISTRY_API_KEY: STAND_IN_REGISTRY_KEY,
    REGISTRY_API_BASE_URL: fakeProviders.url,
    // Blank is unset: a developer's real keys must not reach the browser-test stack.
    LOGO_API_KEY: '',
    EMAIL_LOOKUP_API_KEY: '',
    EMAIL_LOOKUP_BASE_URL: '',
    SMTP_URL: mail.smtpUrl,
    ...Object.fromEntries(
      SERVICE_NAMES.map((name, index) => [
        `${name.toUpperCase()}_PORT`,
        String(servicePorts[index]),
      ]),
    ),
  };
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const log = createWriteStream(path.join(ROOT, '.cache/e2e-stack.log'));
  const children: ChildProcess[] = STACK_PROCESSES.map(({ name, entry }) =>
    spawnProcess(entry, env, (line) => log.write(`[${name}] ${line}\n`)),
  );

  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  try {
    await waitForHealthy(`${baseUrl}/api/health`, 90_000);
  } catch (error) {
    await stopProcesses(children);
    await fakeProviders.close();
    await mail.close();
    throw new Error(`${(error as Error).message}; see .cache/e2e-stack.log`, { cause: error });
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_URL = mail.viewerUrl;
  // The stand-in providers' own control paths (gst-stand-in.ts's changes), for browser tests.
  process.env.E2E_PROVIDERS_URL = fakeProviders.url;
  // The stack's queue prefix: a test that writes company events itself (the importer's
  // company.changed rows in the outbox) writes them where this stack's relay sends them.
  process.env.E2E_QUEUE_PREFIX = env.QUEUE_PREFIX;
  // The stack's Redis database: the API keys test drops a key's record there, as Redis losing
  // it would, so the gateway reads the key's limits again (issue 43).
  process.env.E2E_REDIS_URL = env.REDIS_URL;

  return async () => {
    await stopProcesses(children);
    await fakeProviders.close();
    await mail.close();
    log.end();
    await stopDatabase();
  };
}
