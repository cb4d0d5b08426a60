import { describe, expect, it } from 'vitest';
import { superviseProcesses } from './processes';

// Issue 24 #16: the Run command's runner stopped every process when one died, the gateway
// included. Now it starts the dead one again, pausing longer each time it dies quickly.

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(superviseProcesses.name, () => {
  it('should restart a process that dies, with a doubling pause, and leave the others running', async () => {
    const lines: string[] = [];
    const supervisor = superviseProcesses(
      [
        { name: 'crasher', entry: 'scripts/stack/fixtures/exits-at-once.ts' },
        { name: 'steady', entry: 'scripts/stack/fixtures/stays-up.ts' },
      ],
      {
        env: process.env,
        log: (name, line) => lines.push(`${name}: ${line}`),
        firstDelayMs: 100,
        maxDelayMs: 400,
      },
    );
    const restarts = () => lines.filter((line) => line.startsWith('crasher: exited with code 1'));
    try {
      await until(() => restarts().length >= 4);
      expect(restarts().slice(0, 4)).toEqual([
        'crasher: exited with code 1; restarting in 100 ms',
        'crasher: exited with code 1; restarting in 200 ms',
        'crasher: exited with code 1; restarting in 400 ms',
        'crasher: exited with code 1; restarting in 400 ms',
      ]);
      expect(lines.filter((line) => line.startsWith('steady:'))).toEqual(['steady: started']);
    } finally {
      await supervisor.stop();
    }
    const afterStop = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(lines.slice(afterStop).filter((line) => line.includes('restarting'))).toEqual([]);
  });

  it('should start again from the first pause a process that stayed up long enough', async () => {
    const lines: string[] = [];
    const supervisor = superviseProcesses(
      [{ name: 'flaky', entry: 'scripts/stack/fixtures/exits-after-a-while.ts' }],
      {
        env: process.env,
        log: (name, line) => lines.push(`${name}: ${line}`),
        firstDelayMs: 100,
        resetAfterMs: 200,
      },
    );
    const restarts = () => lines.filter((line) => line.includes('restarting'));
    try {
      await until(() => restarts().length >= 3);
    } finally {
      await supervisor.stop();
    }
    expect(restarts().slice(0, 3)).toEqual(
      Array(3).fill('flaky: exited with code 2; restarting in 100 ms'),
    );
  });
});
