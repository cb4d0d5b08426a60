import { spawn, type ChildProcess } from 'node:child_process';
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
  { name: 'gateway', entry: 'gateway/src/main.ts' },
];

/** The command that runs a TypeScript entry with the same Node that runs this script. */
export function nodeCommand(entry: string): string[] {
  return [process.execPath, '--import', 'tsx', path.join(ROOT, entry)];
}

export function spawnProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): ChildProcess {
  const [command, ...args] = nodeCommand(entry);
  const child = spawn(command!, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
