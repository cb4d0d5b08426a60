import { describe, expect, it } from 'vitest';
import { describeCpuAccount, groupOf, machineTicksOf, ticksOfStat, watchCpu } from './cpu-accounts';

describe('groupOf', () => {
  it('names the stack processes by what they run', () => {
    const node = '/work/node_modules/node/bin/node --import tsx';
    expect(groupOf(`${node} services/search/src/main.ts`, 10, 1)).toBe('search');
    expect(groupOf(`${node} /w/services/scoring/src/worker-main.ts`, 10, 1)).toBe('scoring worker');
    expect(groupOf(`${node} gateway/src/main.ts`, 10, 1)).toBe('gateway');
    expect(groupOf('postgres: 15/main: postgres trusthive 127.0.0.1(5000) idle', 10, 1)).toBe(
      'postgres',
    );
    expect(groupOf('/usr/lib/postgresql/15/bin/postgres -D /var/lib/x', 10, 1)).toBe('postgres');
    expect(groupOf('redis-server 127.0.0.1:6379', 10, 1)).toBe('redis');
    expect(groupOf(`${node} /work/main/scripts/dev.ts`, 10, 1)).toBe('npm start');
    expect(groupOf('', 10, 1)).toBe('kernel');
    expect(groupOf('/usr/bin/chromium --headless', 10, 1)).toBe('other');
  });

  it('counts the bench process as the client whatever it runs', () => {
    expect(groupOf('node gateway/src/main.ts', 42, 42)).toBe('bench (client)');
  });
});

describe('reading /proc', () => {
  it('takes user and system ticks after a command name with spaces and parentheses', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 37 0 0 20 0 11 0';
    expect(ticksOfStat(stat)).toBe(287);
  });

  it('takes idle and I/O wait as unused, guest time not twice', () => {
    const stat = 'cpu  100 5 50 800 20 3 2 1 40 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n';
    expect(machineTicksOf(stat)).toEqual({ idle: 820, total: 981 });
  });

  it.runIf(process.platform === 'linux')('counts the CPU this process spends', () => {
    const outer = process.cpuUsage();
    const watch = watchCpu();
    // Spins until this process has spent 0.3 s of CPU, however busy the machine is.
    const from = process.cpuUsage();
    while (process.cpuUsage(from).user < 300_000);
    const account = watch.stop()!;
    const spent = process.cpuUsage(outer);
    const own = account.groups.find((group) => group.who === 'bench (client)')!.cpuSeconds;
    // All the process's threads count, as in /proc: never less than the spin, never more
    // than the process spent around the watch (plus a clock tick of rounding).
    expect(own).toBeGreaterThanOrEqual(0.28);
    expect(own).toBeLessThanOrEqual((spent.user + spent.system) / 1e6 + 0.02);
    expect(account.coreSeconds).toBeGreaterThan(own);
  });
});

describe('describeCpuAccount', () => {
  it('gives each group per response and the ceiling the cores allow', () => {
    const account = {
      groups: [
        { who: 'gateway', cpuSeconds: 3 },
        { who: 'search', cpuSeconds: 2 },
        { who: 'postgres', cpuSeconds: 0.0001 },
      ],
      coreSeconds: 20,
      idleSeconds: 5,
    };
    // 5 s of CPU over 10,000 responses: 500 µs each, so 2 cores serve at most 4,000 a second.
    expect(describeCpuAccount(account, 10_000, 2)).toBe(
      'CPU µs per response: gateway 300, search 200 (all 500); idle 25%; ' +
        '2 cores at that cost serve at most 4000 req/s',
    );
  });

  it('says so when nothing was answered', () => {
    const account = { groups: [], coreSeconds: 20, idleSeconds: 20 };
    expect(describeCpuAccount(account, 0, 2)).toBe('no responses to share the CPU time among');
  });
});
