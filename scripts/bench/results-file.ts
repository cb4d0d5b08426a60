import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BenchOptions } from './cli';
import type { Figure, RunResult } from './figures';
import { mediansOverRuns, valuesInRun } from './figures';
import type { Machine } from './machine';

const resultsDir = fileURLToPath(new URL('../../bench-results/', import.meta.url));

export interface ResultsFileInput {
  options: BenchOptions;
  description: string;
  floorDescription: string;
  startedAt: Date;
  /** Read when the run started (the load average then, before the bench's own load). */
  machine: Machine;
  figures: readonly Figure[];
  runs: readonly RunResult[];
  problems: readonly string[];
}

/** Writes bench-results/<scenario>-<timestamp>.json (git-ignored) and returns its path. */
export async function writeResultsFile(input: ResultsFileInput): Promise<string> {
  const { options, figures, runs } = input;
  const byFigure = (pick: (figure: Figure) => unknown) =>
    Object.fromEntries(figures.map((figure) => [figure.key, pick(figure)]));
  const body = {
    scenario: options.scenario,
    description: input.description,
    floor: input.floorDescription,
    startedAt: input.startedAt.toISOString(),
    // The database URL is left out: it may carry a password.
    options: { ...options, databaseUrl: undefined },
    machine: input.machine,
    units: byFigure((figure) => figure.unit),
    medians: byFigure((figure) => mediansOverRuns(figure, runs)),
    runs: runs.map((run) => ({
      figures: byFigure((figure) => valuesInRun(figure, run)),
      raw: run,
    })),
    problems: input.problems,
  };
  const stamp = input.startedAt.toISOString().replace(/[:.]/g, '-');
  const path = `${resultsDir}${options.scenario}-${stamp}.json`;
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path, `${JSON.stringify(body, null, 2)}\n`);
  return path;
}
