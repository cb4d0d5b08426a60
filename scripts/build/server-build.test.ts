import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testOwnerDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { STACK_PROCESSES, freePorts, stopProcess, waitForHealthy } from '../stack/processes';
import { BANNER, ROOT, SERVER_ENTRIES, buildServer, runtimePackages } from './server-build';

// The container image runs dist/server/<name>.js with plain `node` (no TypeScript loader) on
// a production install. This builds every entry the way `npm run build:server` does, checks
// what the output imports, and runs the migrate command, a service and a worker with plain node.

const outdir = `dist/build-test-${process.pid}-${Date.now().toString(36)}`;
const outPath = (file: string) => path.join(ROOT, outdir, file);
const children: ChildProcess[] = [];

/** Only PATH and what the process is given: no NODE_OPTIONS (no --import tsx) from the runner. */
function plainNode(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [outPath(`${entry}.js`)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

describe('the compiled server build', () => {
  let files: string[];

  beforeAll(async () => {
    ({ files } = await buildServer({ outdir }));
  });

  afterAll(async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    rmSync(path.join(ROOT, outdir), { recursive: true, force: true });
  });

  it('should have a compiled entry for every process `npm start` runs', () => {
    const built = readdirSync(path.join(ROOT, outdir));
    for (const { name } of STACK_PROCESSES) expect(built, name).toContain(`${name}.js`);
    for (const name of Object.keys(SERVER_ENTRIES)) expect(built, name).toContain(`${name}.js`);
  });

  it('should import only built-ins, its own chunks and the production dependencies', () => {
    const runtime = runtimePackages();
    const builtins = new Set(builtinModules);
    const strays: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, specifier] of code.matchAll(/(?:^|\n)import[^'"\n]*?["']([^"']+)["']/g)) {
        if (specifier!.startsWith('.')) continue;
        const bare = specifier!.replace(/^node:/, '');
        const name = specifier!.startsWith('@')
          ? specifier!.split('/').slice(0, 2).join('/')
          : specifier!.split('/')[0]!;
        if (!builtins.has(bare) && !builtins.has(name) && !runtime.has(name))
          strays.push(`${file}: ${specifier}`);
        if (specifier!.endsWith('.ts')) strays.push(`${file}: ${specifier}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('should give every file that requires a built-in a require of its own', async () => {
    const requiring = files.filter(
      (file) =>
        file.endsWith('.js') && /__require\("/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(requiring.length).toBeGreaterThan(0);
    for (const file of requiring) {
      expect(readFileSync(path.join(ROOT, file), 'utf8').startsWith(BANNER), file).toBe(true);
    }
  });

  it('should find every file a module locates from its own URL (the seed data)', () => {
    const missing: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, relative] of code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)) {
        const target = path.resolve(path.dirname(path.join(ROOT, file)), relative!);
        if (!existsSync(target)) missing.push(`${file}: ${relative}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('should migrate a new database with plain node', async () => {
    const name = `trusthive_build_test_${Date.now().toString(36)}`;
    const url = withDatabase(testOwnerDatabaseUrl(), name);
    const admin = new pg.Client({
      connectionString: withDatabase(testOwnerDatabaseUrl(), 'postgres'),
    });
    await admin.connect();
    try {
      const { code, output } = await exitOf(plainNode('migrate', { DATABASE_URL: url }));
      expect(code, output).toBe(0);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const { rows } = await check.query<{ count: number }>(
        `select count(*)::int as count from companies`,
      );
      await check.end();
      expect(rows[0]!.count).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('should start a service and workers with plain node, each ready on its /health', async () => {
    const [companyPort, workerPort, mailWorkerPort] = await freePorts(3);
    const env = {
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: `build-test-${process.pid}`,
    };
    plainNode('company', { ...env, COMPANY_PORT: String(companyPort) });
    // The mail worker's SMTP transport (nodemailer, a runtime package) connects only to send.
    plainNode('submissions-worker', {
      ...env,
      WORKER_HEALTH_PORT: String(mailWorkerPort),
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    plainNode('search-worker', { ...env, WORKER_HEALTH_PORT: String(workerPort) });
    await waitForHealthy(`http://127.0.0.1:${companyPort}/health`, 20_000);
    await waitForHealthy(`http://127.0.0.1:${mailWorkerPort}/health`, 20_000);
    await waitForHealthy(`http://127.0.0.1:${workerPort}/health`, 20_000);
    const mailHealth = await fetch(`http://127.0.0.1:${mailWorkerPort}/health`);
    expect(await mailHealth.json()).toEqual({
      status: 'ok',
      service: 'submissions-worker',
      checks: { postgres: 'ok', redis: 'ok' },
    });
    const health = await fetch(`http://127.0.0.1:${workerPort}/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      service: 'search-worker',
      checks: { postgres: 'ok', redis: 'ok' },
    });
    const worker = children.at(-1)!;
    const exited = exitOf(worker);
    worker.kill('SIGTERM');
    expect((await exited).code).toBe(0);
  });
});
