// npm run generate -- --companies 1000000 [--seed 42] [--database-url URL] [--replace]
// npm run generate -- --companies 2500000 [--seed 42] --mca-csv companies.csv.gz
//
// Writes a deterministic synthetic data set shaped like the real MCA sample, for benchmarks.
// Every row has data_source 'synthetic' and a CIN with the class block 'SYN', which no real
// CIN has; pages must never present these rows as registry data.
import { parseArgs } from 'node:util';
import { createPool, readConfigOrExit } from '@trusthive/platform';
import { z } from 'zod';
import { announceBulkChange } from './import/announce';
import {
  DEFAULT_COMPANIES,
  DEFAULT_SEED,
  generateCompanies,
  SyntheticRowsExistError,
  type GenerateResult,
} from './generate/generate';
import { writeMcaCsv } from './generate/mca-csv';
import { createProgressReporter } from './generate/progress';

// Beyond this the synthetic DIN range (ten million directors) would start to repeat; memory
// (the names kept to make them unique, about 150 MB per million companies) is not the limit.
const MAX_COMPANIES = 10_000_000;

const USAGE = `Usage: npm run generate -- [--companies N] [--seed S] [--database-url URL] [--replace]
       npm run generate -- [--companies N] [--seed S] --mca-csv FILE

  --companies N       companies to generate, up to ${MAX_COMPANIES} (default ${DEFAULT_COMPANIES})
  --seed S            PRNG seed; the same seed and N give the same rows (default ${DEFAULT_SEED})
  --database-url URL  target database (default: DATABASE_MIGRATION_URL, else DATABASE_URL)
  --replace           delete earlier synthetic rows first (otherwise the run is refused)
  --mca-csv FILE      write the companies to FILE as an MCA company master file (data.gov.in
                      2025 format, gzipped when FILE ends in .gz) for npm run import, instead
                      of loading a database; the rows are as synthetic as ever (CIN block SYN)`;

const argsSchema = z.object({
  companies: z.coerce.number().int().min(1).max(MAX_COMPANIES).default(DEFAULT_COMPANIES),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(DEFAULT_SEED),
  'database-url': z.url().optional(),
  replace: z.boolean().default(false),
  'mca-csv': z.string().min(1).optional(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      replace: { type: 'boolean' },
      'mca-csv': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
    console.error(USAGE);
    return 2;
  }
  const args = parsed.data;
  if (args['mca-csv']) return writeFile(args['mca-csv'], args.companies, args.seed);
  const config = readConfigOrExit();
  // As the owning role by default (issue 37): the load resets sequences and vacuums.
  const databaseUrl = args['database-url'] ?? config.database.migrationUrl ?? config.database.url;

  const pool = createPool({ url: databaseUrl, poolSize: 1, applicationName: 'generate-companies' });
  // The CLI is the one place that looks at the terminal: a bar for people, lines for logs.
  const progress = createProgressReporter(Boolean(process.stderr.isTTY) && !process.env.CI);
  console.info(
    `generating ${args.companies.toLocaleString('en-IN')} synthetic companies (seed ${args.seed}) into ${redact(databaseUrl)}`,
  );
  let result: GenerateResult;
  try {
    result = await generateCompanies({
      pool,
      companies: args.companies,
      seed: args.seed,
      replace: args.replace,
      onProgress: (update) => progress.update(update),
    });
  } catch (error) {
    progress.stop();
    if (error instanceof SyntheticRowsExistError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    progress.stop();
    await pool.end();
  }

  const announced = await announceBulkChange({
    reason: 'generated',
    since: result.since,
    count: result.counts.companies,
    databaseUrl,
    redisUrl: config.redis.url,
    prefix: config.queues.prefix,
  });
  if (announced.queued) {
    console.info(
      `queued companies.bulk-changed for the search index and trust scores (job ${announced.jobId})`,
    );
  } else {
    console.warn(
      `warning: could not queue companies.bulk-changed yet (${announced.reason}); ` +
        'it waits in the outbox, and the running stack sends it once Redis is back',
    );
  }
  printSummary(result);
  return 0;
}

/** The --mca-csv mode: no database, no event; a file for `npm run import` to measure with. */
async function writeFile(file: string, companies: number, seed: number): Promise<number> {
  console.info(
    `writing ${companies.toLocaleString('en-IN')} synthetic companies (seed ${seed}) to ${file} as an MCA file`,
  );
  const progress = createProgressReporter(Boolean(process.stderr.isTTY) && !process.env.CI);
  try {
    const result = await writeMcaCsv({
      file,
      companies,
      seed,
      onProgress: (done) =>
        progress.update({ phase: 'loading', companies: done, total: companies }),
    });
    progress.stop();
    console.info(
      `wrote ${result.rows} rows to ${result.file} in ${result.seconds.toFixed(1)} s ` +
        `(${Math.round(result.rows / result.seconds)} rows/s)`,
    );
  } finally {
    progress.stop();
  }
  return 0;
}

function printSummary(result: GenerateResult): void {
  const { counts, seconds, deletedCompanies, firstId, since, timings, rebuiltIndexes } = result;
  const rows: [string, number, number][] = [
    ['companies', counts.companies, timings.companies],
    ['brands', counts.brands, timings.brands],
    ['company_gst_details', counts.gstDetails, timings.gstDetails],
    ['gst_registrations', counts.gstRegistrations, timings.gstRegistrations],
    ['registry_directors', counts.registryDirectors, timings.registryDirectors],
    ['directors', counts.directors, timings.directors],
    ['company_registry_records', counts.registryRecords, timings.registryRecords],
    ['company_charges', counts.charges, timings.charges],
  ];
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  if (deletedCompanies > 0) {
    console.info(
      `deleted ${deletedCompanies} earlier synthetic companies in ${timings.delete.toFixed(1)} s`,
    );
  }
  for (const [table, count, spent] of rows) {
    console.info(
      `  ${table.padEnd(24)} ${String(count).padStart(10)} rows  ${spent.toFixed(1).padStart(6)} s`,
    );
  }
  if (rebuiltIndexes)
    console.info(`  ${'indexes rebuilt'.padEnd(35)}  ${timings.indexes.toFixed(1).padStart(6)} s`);
  console.info(`  ${'vacuum, analyze'.padEnd(35)}  ${timings.vacuum.toFixed(1).padStart(6)} s`);
  console.info(
    `  ${'total'.padEnd(24)} ${String(total).padStart(10)} rows  ${seconds.toFixed(1).padStart(6)} s ` +
      `(${Math.round(total / seconds)} rows/s)`,
  );
  console.info(
    `company ids ${firstId}..${firstId + counts.companies - 1}; rows written at ${since}`,
  );
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

process.exitCode = await main();
