import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/testing';

// Every worker process starts and stops through runWorker: one ready line, the probe port,
// and on SIGTERM its held jobs finish before the connections close and the process exits 0.

const FIXTURE = path.join(import.meta.dirname, 'fixtures/worker-process.ts');
const STOP_WITHIN_MS = 20_000;

type LogLine = { msg?: string; service?: string; held?: number };

let child: ChildProcessWithoutNullStreams | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the fixture; resolves with its JSON log lines as they come and its exit. */
function startFixture(env: NodeJS.ProcessEnv) {
  const lines: LogLine[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), LOG_PRETTY: 'false', ...env },
  });
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
  });
  const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
  const logged = async (message: string) => {
    const deadline = Date.now() + STOP_WITHIN_MS;
    while (!lines.some((line) => line.msg === message)) {
      if (Date.now() > deadline) throw new Error(`no "${message}" in ${JSON.stringify(lines)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return lines.find((line) => line.msg === message)!;
  };
  return { lines, exited, logged };
}

describe('runWorker', () => {
  it('should say ready with its name and fields, and answer its probe port', async () => {
    const port = await freePort();
    const fixture = startFixture({ WORKER_HEALTH_PORT: String(port) });
    const ready = await fixture.logged('fixture worker ready');
    expect(ready).toMatchObject({ service: 'fixture-worker', held: 1 });
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
  }, 30_000);

  it('should let held jobs finish on SIGTERM before the database closes, then exit 0', async () => {
    const fixture = startFixture({});
    await fixture.logged('fixture worker ready');
    child!.kill('SIGTERM');
    expect(await fixture.exited).toBe(0);
    expect(fixture.lines.map((line) => line.msg)).toContain(
      'held job finished with the database still open',
    );
  }, 30_000);
});
