import { readdirSync, readFileSync } from 'node:fs';
import { groupOf } from './cpu-accounts';

/** The stack's own processes: what the bench's CPU accounts name after a service. */
const NOT_OURS = new Set(['bench (client)', 'kernel', 'npm start', 'postgres', 'redis', 'other']);

/** LOG_PRETTY as the platform's config reads it (`booleanFlag` in env.ts). */
const PRETTY = /^LOG_PRETTY=(true|1|yes)$/;

/**
 * The stack's processes that pretty-print their logs, by CPU-account name and pid. `npm start`
 * sets LOG_PRETTY=true unless told otherwise, and a bench of such a stack measures pino-pretty
 * and the supervisor relaying a dozen lines an answer: on 10 lakh companies results pages read
 * 317 instead of 581 req/s, suggestions 1,313 instead of 2,032. Linux only (elsewhere none are
 * found); a process whose environment cannot be read is left out.
 */
export function prettyLoggingProcesses(procDir = '/proc'): { who: string; pid: number }[] {
  let names: string[];
  try {
    names = readdirSync(procDir);
  } catch {
    return [];
  }
  const found: { who: string; pid: number }[] = [];
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const commandLine = readFileSync(`${procDir}/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const who = groupOf(commandLine, pid, process.pid);
      if (NOT_OURS.has(who)) continue;
      const environment = readFileSync(`${procDir}/${pid}/environ`, 'utf8').split('\0');
      if (environment.some((entry) => PRETTY.test(entry))) found.push({ who, pid });
    } catch {
      // Gone between the listing and the read, or another user's: not a process of this stack.
    }
  }
  return found;
}

/** One line for the bench's list of problems, or none. */
export function prettyLoggingProblem(found: readonly { who: string }[]): string[] {
  if (found.length === 0) return [];
  const names = [...new Set(found.map(({ who }) => who))].sort().join(', ');
  return [
    `the stack pretty-prints its logs (${names}): start it with LOG_PRETTY=false, as production logs`,
  ];
}
