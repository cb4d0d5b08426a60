import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the machine's cores went while a leg ran, by process: CPU time from /proc, taken
 * before and after the leg. Divided by the leg's responses it is the cost of one request in
 * each process (gateway, the service behind it, PostgreSQL, the bench's own client), and the
 * sum says what this machine could serve at most with every core busy on that mix: whether a
 * throughput aim is out of reach of our code or of the machine the bench shares with it.
 * Linux only (elsewhere nothing is measured).
 */
export interface CpuAccount {
  /** Seconds of CPU per process group over the leg, most first. */
  groups: { who: string; cpuSeconds: number }[];
  /** Core-seconds the machine had over the leg (cores × wall time). */
  coreSeconds: number;
  /** Core-seconds nobody used (idle and I/O wait). */
  idleSeconds: number;
}

export interface CpuWatch {
  stop(): CpuAccount | null;
}

/** The group a process's CPU time is counted under, from its command line. */
export function groupOf(commandLine: string, pid: number, benchPid: number): string {
  if (pid === benchPid) return 'bench (client)';
  // Kernel threads have no command line (on a VM, a memory monitor such as kdamond shows here).
  if (commandLine.trim() === '') return 'kernel';
  // npm start's supervisor relays every process's log lines.
  if (/scripts\/dev\.ts/.test(commandLine)) return 'npm start';
  const service = /services\/([a-z-]+)\/src\/(main|worker-main)\.ts/.exec(commandLine);
  if (service) return service[2] === 'main' ? service[1]! : `${service[1]} worker`;
  if (/gateway\/src\/main\.ts/.test(commandLine)) return 'gateway';
  if (/^postgres\b|\/postgres\b/.test(commandLine)) return 'postgres';
  if (/redis-server/.test(commandLine)) return 'redis';
  return 'other';
}

/** utime + stime of a /proc/<pid>/stat line, in clock ticks. */
export function ticksOfStat(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Idle and total ticks of the machine, from /proc/stat's "cpu" line. */
export function machineTicksOf(stat: string): { idle: number; total: number } {
  const values = stat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const counted = values.slice(0, 8);
  return { idle: counted[3]! + counted[4]!, total: counted.reduce((sum, value) => sum + value, 0) };
}

interface Sample {
  byPid: Map<number, { who: string; ticks: number }>;
  machine: { idle: number; total: number };
}

function sample(): Sample {
  const byPid = new Map<number, { who: string; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      byPid.set(pid, { who: groupOf(commandLine, pid, process.pid), ticks: ticksOfStat(stat) });
    } catch {
      // Gone between the listing and the read: it ran for none of the leg that matters here.
    }
  }
  return { byPid, machine: machineTicksOf(readFileSync('/proc/stat', 'utf8')) };
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return ticksPerSecond;
}

/** Starts counting; `stop()` gives the account since (null where /proc cannot be read). */
export function watchCpu(): CpuWatch {
  let before: Sample;
  try {
    before = sample();
  } catch {
    return { stop: () => null };
  }
  return {
    stop: () => {
      const after = sample();
      const perSecond = clockTicks();
      const byGroup = new Map<string, number>();
      for (const [pid, { who, ticks }] of after.byPid) {
        // A process started during the leg counts from zero.
        const spent = ticks - (before.byPid.get(pid)?.ticks ?? 0);
        if (spent > 0) byGroup.set(who, (byGroup.get(who) ?? 0) + spent / perSecond);
      }
      return {
        groups: [...byGroup]
          .map(([who, cpuSeconds]) => ({ who, cpuSeconds }))
          .sort((a, b) => b.cpuSeconds - a.cpuSeconds),
        coreSeconds: (after.machine.total - before.machine.total) / perSecond,
        idleSeconds: (after.machine.idle - before.machine.idle) / perSecond,
      };
    },
  };
}

/**
 * One line: each group's CPU per response in µs, the idle share, and the responses a second
 * this machine's cores could serve at most at that cost (cores ÷ CPU per response).
 */
export function describeCpuAccount(account: CpuAccount, responses: number, cores: number): string {
  if (responses === 0) return 'no responses to share the CPU time among';
  const perResponse = (seconds: number) => (seconds / responses) * 1e6;
  const spent = account.groups.reduce((sum, group) => sum + group.cpuSeconds, 0);
  const parts = account.groups
    .filter((group) => perResponse(group.cpuSeconds) >= 1)
    .map((group) => `${group.who} ${perResponse(group.cpuSeconds).toFixed(0)}`);
  const idle = account.coreSeconds > 0 ? (account.idleSeconds / account.coreSeconds) * 100 : 0;
  const ceiling = spent > 0 ? cores / (spent / responses) : 0;
  return (
    `CPU µs per response: ${parts.join(', ')} (all ${perResponse(spent).toFixed(0)}); ` +
    `idle ${idle.toFixed(0)}%; ${cores} cores at that cost serve at most ${Math.round(ceiling)} req/s`
  );
}
