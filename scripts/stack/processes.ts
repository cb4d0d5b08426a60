import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVICE_NAMES } from '@trusthive/platform';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every long-running process of the product; the gateway last, as it fronts the rest. */
export const STACK_PROCESSES: ReadonlyArray<{ name: string; entry: string }> = [
  ...SERVICE_NAMES.map((name) => ({ name, entry: `services/${name}/src/main.ts` })),
  { name: 'scoring-worker', entry: 'services/scoring/src/worker-main.ts' },
  { name: 'search-worker', entry: 'services/search/src/worker-main.ts' },
  { name: 'analytics-worker', entry: 'services/analytics/src/worker-main.ts' },
  { name: 'enrichment-worker', entry: 'services/enrichment/src/worker-main.ts' },
  { name: 'submissions-worker', entry: 'services/submissions/src/worker-main.ts' },
  { name: 'gateway', entry: 'gateway/src/main.ts' },
];

/**
 * The environment of a test stack that calls no third party: every provider off (blank is
 * unset) and the embedded PostgreSQL search engine, whatever the caller's shell holds.
 */
export const NO_THIRD_PARTIES = {
  GOOGLE_PLACES_API_KEY: '',
  LOGO_API_KEY: '',
  RATING_API_KEY: '',
  EMAIL_LOOKUP_API_KEY: '',
  EMAIL_LOOKUP_BASE_URL: '',
  GST_API_KEY: '',
  GST_API_BASE_URL: '',
  REGISTRY_API_KEY: '',
  REGISTRY_API_BASE_URL: '',
  MEILISEARCH_URL: '',
} as const;

/** Each service's port variable (SEARCH_PORT, …), given the ports in SERVICE_NAMES's order. */
export function servicePortsEnv(ports: readonly number[]): Record<string, string> {
  return Object.fromEntries(
    SERVICE_NAMES.map((name, index) => [`${name.toUpperCase()}_PORT`, String(ports[index])]),
  );
}

/**
 * The folder of a test run's compiled processes (scripts/stack/compiled-stack.ts sets it in
 * the tiers that start stacks): their entries then run as the container image runs them.
 */
export const COMPILED_STACK_ENV = 'TRUSTHIVE_COMPILED_STACK';

/**
 * The command that runs an entry with the same Node that runs this script: TypeScript through
 * tsx, a compiled file (build:server's) as the container image runs it. A long-running process
 * of the product runs from the test run's compiled folder when there is one.
 */
export function nodeCommand(entry: string): string[] {
  const compiledDir = process.env[COMPILED_STACK_ENV];
  const name = STACK_PROCESSES.find((stackProcess) => stackProcess.entry === entry)?.name;
  const file = path.join(ROOT, compiledDir && name ? path.join(compiledDir, `${name}.js`) : entry);
  if (file.endsWith('.js')) return [process.execPath, '--enable-source-maps', file];
  return [process.execPath, '--import', 'tsx', file];
}

export function spawnProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  { ownProcessGroup = false }: { ownProcessGroup?: boolean } = {},
): ChildProcess {
  const [command, ...args] = nodeCommand(entry);
  const child = spawn(command!, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) log(line);
    });
  }
  return child;
}

/**
 * Starts a process that has no health port (a worker) and resolves when it logs a line matching
 * `ready`; rejects if it exits first. Its error and fatal log lines are echoed to stderr.
 */
export function spawnUntilLogged(
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnProcess(entry, env, (line) => {
      if (ready.test(line)) resolve(child);
      if (/"level":(50|60)/.test(line)) console.error(`[${entry}] ${line}`);
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code})`)));
  });
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];

/** A bench or soak writes and deletes freely: it refuses any database or Redis off this machine. */
export function requireLoopback(urls: readonly string[], what: string): void {
  for (const url of urls) {
    if (!LOOPBACK_HOSTS.includes(new URL(url).hostname)) {
      throw new Error(`the ${what} runs on loopback only: ${url}`);
    }
  }
}

/** Polls GET url until it answers 200, or throws with the last answer after timeoutMs. */
export async function waitForHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms (${last})`);
}

/**
 * Waits for a test stack started in the background to be ready. A stack that is not is
 * stopped (nothing is left running behind a failed start) and the error names its log file.
 */
export async function readyOrStopped(
  ready: () => Promise<void>,
  stop: () => Promise<void>,
  logFile: string,
): Promise<void> {
  try {
    await ready();
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${logFile}`, { cause: error });
  }
}

/**
 * Stops a child with SIGTERM (its graceful shutdown), then SIGKILL if it has not exited after
 * `killAfterMs`; resolves once it has exited. A child that already exited resolves at once.
 */
export function stopProcess(
  child: ChildProcess | undefined,
  {
    signal = 'SIGTERM',
    killAfterMs = 5_000,
  }: { signal?: NodeJS.Signals; killAfterMs?: number } = {},
): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref();
  });
}

/** Stops every child at once (see stopProcess). */
export async function stopProcesses(children: Iterable<ChildProcess>): Promise<void> {
  await Promise.all([...children].map((child) => stopProcess(child)));
}

/** Ports that were free a moment ago: each listener is opened on port 0, read, then closed. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export interface SuperviseOptions {
  env: NodeJS.ProcessEnv;
  /** Every line a process prints, and the supervisor's own notes, under the process's name. */
  log: (name: string, line: string) => void;
  /** The first pause before a restart; each quick death doubles it, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A process that stayed up this long starts again from firstDelayMs when it dies. */
  resetAfterMs?: number;
}

export interface Supervisor {
  /** Stops every process (SIGTERM, SIGKILL after killAfterMs) and restarts none; resolves when all are gone. */
  stop(killAfterMs?: number): Promise<void>;
}

/**
 * Runs every process and starts again any that dies, after a pause that doubles while it keeps
 * dying quickly. One process that stops (a crash, a lost dependency at start) must not take
 * the site down with it: the gateway and the other services keep serving what they can.
 */
export function superviseProcesses(
  processes: ReadonlyArray<{ name: string; entry: string }>,
  { env, log, firstDelayMs = 1_000, maxDelayMs = 30_000, resetAfterMs = 60_000 }: SuperviseOptions,
): Supervisor {
  let stopping = false;
  const running = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();

  const start = (name: string, entry: string, delayMs: number) => {
    const startedAt = Date.now();
    // A group of its own: Ctrl-C reaches only the supervisor, which then sends each process
    // one SIGTERM. A second signal would make close-with-grace skip the graceful close.
    const child = spawnProcess(entry, env, (line) => log(name, line), { ownProcessGroup: true });
    running.set(name, child);
    child.once('exit', (code, signal) => {
      running.delete(name);
      if (stopping) return;
      const delay = Date.now() - startedAt >= resetAfterMs ? firstDelayMs : delayMs;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      log(name, `${how}; restarting in ${formatDelay(delay)}`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(name, entry, Math.min(delay * 2, maxDelayMs));
      }, delay);
      timers.add(timer);
    });
  };
  for (const { name, entry } of processes) start(name, entry, firstDelayMs);

  return {
    async stop(killAfterMs = 15_000) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...running.values()].map((child) => stopProcess(child, { killAfterMs })));
    },
  };
}

function formatDelay(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${ms / 1_000} s`;
}
