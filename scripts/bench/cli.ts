import { parseArgs } from 'node:util';
import { z } from 'zod';

export const usage = `Usage: npm run bench -- <scenario> [options]

  --url <url>          gateway base URL, loopback only   (default http://127.0.0.1:8080)
  --rate <n>           fixed-rate leg, requests/s         (default 200)
  --pacing <shape>     fixed-rate leg: even or burst      (default even; burst is autocannon's)
  --duration <s>       length of each leg in seconds      (default 10)
  --connections <n>    concurrent connections             (default 10)
  --runs <n>           runs; figures are their medians    (default 3)
  --warmup <s>         unrecorded closed-loop warm-up     (default 1, 0 to skip)
  --json               also write bench-results/<scenario>-<timestamp>.json
  --print-requests     print the scenario's request paths, one a line, and stop
  --help               show this text

Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/trusthive), used by
scenarios that draw requests from the database or whose floor is SQL.`;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Upper bounds keep a typo from turning into an hour-long run or a self-inflicted flood.
const optionsSchema = z.object({
  scenario: z.string().min(1, 'name a scenario'),
  url: z
    .url()
    .refine((value) => loopbackHosts.has(new URL(value).hostname), 'the bench stays on loopback')
    .transform((value) => value.replace(/\/+$/, '')),
  rate: z.coerce.number().int().min(1).max(50_000),
  pacing: z.enum(['even', 'burst']),
  duration: z.coerce.number().min(1).max(600),
  connections: z.coerce.number().int().min(1).max(1_000),
  runs: z.coerce.number().int().min(1).max(20),
  warmup: z.coerce.number().min(0).max(60),
  json: z.boolean(),
  printRequests: z.boolean(),
  databaseUrl: z.string().min(1),
});

const optionLabels: Record<string, string> = {
  scenario: '<scenario>',
  databaseUrl: 'DATABASE_URL',
};

export type BenchOptions = z.infer<typeof optionsSchema>;

export type ParsedCommandLine = { help: true } | { help: false; options: BenchOptions };

export function parseCommandLine(argv: string[], env: NodeJS.ProcessEnv): ParsedCommandLine {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8080' },
      rate: { type: 'string', default: '200' },
      pacing: { type: 'string', default: 'even' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      runs: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
      'print-requests': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return { help: true };
  if (positionals.length > 1)
    throw new Error(`one scenario at a time, got: ${positionals.join(' ')}`);

  const { 'print-requests': printRequests, ...rest } = values;
  const parsed = optionsSchema.safeParse({
    ...rest,
    printRequests,
    scenario: positionals[0] ?? '',
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/trusthive',
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `  ${optionLabels[String(issue.path[0])] ?? `--${String(issue.path[0])}`}: ${issue.message}`,
    );
    throw new Error(`bad options:\n${problems.join('\n')}`);
  }
  return { help: false, options: parsed.data };
}
