import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { prettyLoggingProcesses, prettyLoggingProblem } from './pretty-logs';

// Real processes, read through the real /proc (Linux): one named like the gateway with
// LOG_PRETTY=true, one with LOG_PRETTY=false.

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
});

function gatewayLike(logPretty: string): ChildProcess {
  // The last argument only makes the command line read like the gateway's.
  const child = spawn(
    process.execPath,
    ['-e', 'setInterval(() => {}, 1000)', 'gateway/src/main.ts'],
    {
      env: { ...process.env, LOG_PRETTY: logPretty },
      stdio: 'ignore',
    },
  );
  children.push(child);
  return child;
}

describe.runIf(process.platform === 'linux')('prettyLoggingProcesses', () => {
  it('should find a stack process that logs pretty, and not one that logs JSON', async () => {
    const pretty = gatewayLike('true');
    const plain = gatewayLike('false');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const found = prettyLoggingProcesses();
    expect(found).toContainEqual({ who: 'gateway', pid: pretty.pid });
    expect(found.map(({ pid }) => pid)).not.toContain(plain.pid);
  });
});

describe('prettyLoggingProblem', () => {
  it('should name each kind of process once, and say nothing when none logs pretty', () => {
    expect(prettyLoggingProblem([])).toEqual([]);
    expect(
      prettyLoggingProblem([{ who: 'search' }, { who: 'gateway' }, { who: 'search' }]),
    ).toEqual([
      'the stack pretty-prints its logs (gateway, search): start it with LOG_PRETTY=false, as production logs',
    ]);
  });
});
