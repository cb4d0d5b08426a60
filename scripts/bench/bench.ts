// `npm run bench -- <scenario>`: drives the gateway and, in the same run, a floor for the same
// request shape, and prints both with their ratio. See README.md beside this file.
import { Pool } from 'pg';
import { watchBackgroundWork } from './background-work';
import { describeCpuAccount } from './cpu-accounts';
import { parseCommandLine, usage } from './cli';
import type { BenchOptions } from './cli';
import { figuresFor } from './figures';
import { startFloor } from './floors';
import type { FloorDriver } from './floors';
import { fixedRatePlan } from './load-plan';
import { currentMachine, describeMachine } from './machine';
import { PathsOnce, repeatProblem } from './path-source';
import { checkTargetAnswers, drawPaths, maxDistinctRequests } from './prepare';
import { prettyLoggingProblem, prettyLoggingProcesses } from './pretty-logs';
import { problemsIn, renderMedians, renderRun } from './report';
import { writeResultsFile } from './results-file';
import { runAll, warmUp } from './run-scenario';
import { scenarios } from './scenarios';
import type { Scenario } from './scenarios';

const exitCode = { ok: 0, untrustworthy: 1, usage: 2 } as const;

// Progress goes to stderr so stdout carries only the figures and can be redirected as is.
const say = (line: string): void => console.error(`· ${line}`);

async function main(argv: string[]): Promise<number> {
  let options: BenchOptions;
  try {
    const parsed = parseCommandLine(argv, process.env);
    if (parsed.help) {
      console.log(usage);
      return exitCode.ok;
    }
    options = parsed.options;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return exitCode.usage;
  }

  const scenario = scenarios[options.scenario];
  if (!scenario) {
    const known = Object.keys(scenarios).join(', ');
    console.error(`unknown scenario "${options.scenario}"; known scenarios: ${known}`);
    return exitCode.usage;
  }
  return bench(scenario, options);
}

async function bench(scenario: Scenario, options: BenchOptions): Promise<number> {
  // pg connects lazily, so a scenario that never touches the database does not need one.
  const db = new Pool({
    connectionString: options.databaseUrl,
    max: options.connections,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
  });
  let floor: FloorDriver | undefined;
  try {
    const ctx = { db, maxRequests: scenario.draws ?? maxDistinctRequests };
    const drawn = await drawPaths(scenario, ctx);
    if (options.printRequests) {
      // For tools that replay the draws elsewhere (the search service's memory-parity check).
      process.stdout.write(drawn.map((path) => `${path}\n`).join(''));
      return exitCode.ok;
    }
    const paths = scenario.neverRepeat ? new PathsOnce(drawn) : drawn;
    await checkTargetAnswers(options.url, paths instanceof PathsOnce ? paths.next() : drawn[0]!);
    floor = await startFloor(scenario, drawn, ctx, options.url);

    const startedAt = new Date();
    const machine = currentMachine();
    const legSeconds = options.runs * 4 * options.duration + 2 * options.warmup;
    say(
      `${scenario.name}: ${drawn.length} distinct paths${scenario.neverRepeat ? ', each sent once' : ''}, about ${Math.ceil(legSeconds)} s`,
    );
    await warmUp({ targetUrl: options.url, paths, floor }, options, say);
    const watch = watchBackgroundWork(db);
    const runs = await runAll({ targetUrl: options.url, paths, floor }, options, say);
    const background = await watch.stop();

    const figures = figuresFor(options.rate, options.connections, options.pacing);
    const fixedAmount = fixedRatePlan(options.rate, options.duration, options.connections).amount;
    const problems = [
      ...problemsIn(runs, fixedAmount),
      ...repeatProblem('gateway', paths),
      ...floor.problems(),
      ...background.map((work) => `database work beside the bench: ${work}`),
      ...prettyLoggingProblem(prettyLoggingProcesses()),
    ];
    console.log(
      [
        '',
        `${scenario.name}: ${scenario.description}`,
        `gateway: ${options.url}`,
        `floor:   ${floor.description}`,
        `machine: ${describeMachine(machine)}`,
        `ratio:   gateway ÷ floor (latency: above 1× is slower; req/s: below 1× is slower)`,
        '',
        ...runs.map(
          (run, index) => `${renderRun(figures, run, `run ${index + 1}`, fixedAmount)}\n`,
        ),
        ...runs.flatMap(({ closedLoop }, index) =>
          closedLoop.targetCpu
            ? [
                `run ${index + 1}, gateway's closed loop: ${describeCpuAccount(
                  closedLoop.targetCpu,
                  closedLoop.target.completed,
                  machine.cpus,
                )}`,
              ]
            : [],
        ),
        '',
        ...(runs.length > 1 ? [renderMedians(figures, runs), ''] : []),
      ].join('\n'),
    );

    if (options.json) {
      const path = await writeResultsFile({
        options,
        description: scenario.description,
        floorDescription: floor.description,
        startedAt,
        machine,
        figures,
        runs,
        problems,
      });
      console.log(`results written to ${path}`);
    }

    if (problems.length > 0) {
      console.error(
        [
          '!!! THE FIGURES ABOVE ARE NOT TRUSTWORTHY: requests failed, the rate was not kept or other work shared the cores',
          ...problems.map((problem) => `!!!   ${problem}`),
          ...(problems.some((problem) => problem.includes('non-2xx'))
            ? [
                '!!! non-2xx answers are most often the read budget refusing one busy address:',
                '!!!   start the stack under test with RATE_LIMIT_PER_MINUTE raised (scripts/bench/README.md)',
              ]
            : []),
        ].join('\n'),
      );
      return exitCode.untrustworthy;
    }
    return exitCode.ok;
  } finally {
    await floor?.close();
    await db.end();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
