import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../build/server-build';
import { COMPILED_STACK_ENV, ROOT, STACK_PROCESSES } from './processes';

// Vitest globalSetup of the tiers that start stacks of processes (e2e, fuzz, scale, and the
// medium tier's fault tests): every long-running process is compiled once per run, as
// build:server compiles it for the container image, and the stacks run those files with plain
// node. Through tsx each of a stack's twelve processes compiled its own sources as it started:
// a stack took 13–16 s to answer instead of 6–8 s, several times a run, and the stacks now run
// what production runs.

const PREFIX = 'stack-build-';

export default async function setup(): Promise<() => Promise<void>> {
  // Each project naming this setup calls it; the first one compiles.
  if (process.env[COMPILED_STACK_ENV]) return async () => undefined;
  removeAbandoned();
  // Inside the repository, two levels under the root like the sources (see buildServer).
  const outdir = path.join('.cache', `${PREFIX}${process.pid}`);
  await buildServer({ outdir, only: STACK_PROCESSES.map(({ name }) => name) });
  process.env[COMPILED_STACK_ENV] = outdir;
  return async () => rmSync(path.join(ROOT, outdir), { recursive: true, force: true });
}

/** Folders of runs that ended without their teardown (killed): their process is gone. */
function removeAbandoned(): void {
  let names: string[];
  try {
    names = readdirSync(path.join(ROOT, '.cache'));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && Number.isInteger(pid) && !isRunning(pid))
      rmSync(path.join(ROOT, '.cache', name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
