import type { BenchOptions } from './cli';
import { watchCpu, type CpuAccount } from './cpu-accounts';
import type { LegResult, RunResult } from './figures';
import type { FloorDriver } from './floors';
import { driveHttp } from './http-load';
import { closedLoopPlan, fixedRatePlan } from './load-plan';
import type { LoadPlan, Measurement } from './load-plan';
import type { PathSource } from './path-source';

export interface Subjects {
  /** Gateway base URL and the paths drawn for the scenario (path-source.ts). */
  targetUrl: string;
  paths: PathSource;
  floor: FloorDriver;
}

type Progress = (line: string) => void;

export async function warmUp(
  subjects: Subjects,
  options: BenchOptions,
  say: Progress,
): Promise<void> {
  if (options.warmup === 0) return;
  say(`warming up gateway and floor, ${options.warmup} s each (not recorded)`);
  const plan = closedLoopPlan(options.warmup, options.connections);
  await driveHttp(subjects.targetUrl, subjects.paths, plan);
  await subjects.floor.drive(plan);
}

export async function runAll(
  subjects: Subjects,
  options: BenchOptions,
  say: Progress,
): Promise<RunResult[]> {
  const fixed = fixedRatePlan(options.rate, options.duration, options.connections, options.pacing);
  const closed = closedLoopPlan(options.duration, options.connections);
  const runs: RunResult[] = [];
  for (let run = 1; run <= options.runs; run++) {
    // Alternate who goes first, so drift in one direction (a warming cache, a neighbour
    // process ramping up) does not always land on the same side of the ratio.
    const floorFirst = run % 2 === 0;
    const tag = `run ${run}/${options.runs}`;
    say(
      `${tag}: fixed rate, ${fixed.amount} requests at ${fixed.rate}/s each, ${fixed.pacing} pacing`,
    );
    const fixedRate = await leg(subjects, fixed, floorFirst);
    say(`${tag}: closed loop, ${options.duration} s each`);
    const closedLoop = await leg(subjects, closed, floorFirst);
    runs.push({ fixedRate, closedLoop });
  }
  return runs;
}

async function leg(subjects: Subjects, plan: LoadPlan, floorFirst: boolean): Promise<LegResult> {
  let targetCpu: CpuAccount | null = null;
  const target = async (): Promise<Measurement> => {
    // Closed loop only: at a fixed rate the cores are meant to be partly idle.
    const cpu = plan.mode === 'closed-loop' ? watchCpu() : null;
    const measured = await driveHttp(subjects.targetUrl, subjects.paths, plan);
    targetCpu = cpu?.stop() ?? null;
    return measured;
  };
  const floor = (): Promise<Measurement> => subjects.floor.drive(plan);
  if (floorFirst) {
    const floorResult = await floor();
    return { floor: floorResult, target: await target(), targetCpu };
  }
  const targetResult = await target();
  return { target: targetResult, floor: await floor(), targetCpu };
}
