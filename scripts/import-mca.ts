// npm run import -- <file.csv[.gz]> [...] [--quiet]
// Loads MCA company master data into companies (upsert by CIN), then tells search and scoring
// once that companies changed. The work is in scripts/import/; this file is the shell.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '@trusthive/platform';
import { importFiles } from './import/import-files';

const usage = `Usage: npm run import -- <file.csv[.gz]> [<file> ...] [--quiet]

Reads MCA company master data in either published layout (data.gov.in RoC-wise master data,
or the 17-column CORPORATE_IDENTIFICATION_NUMBER … EMAIL_ADDR file) and upserts it by CIN.
Rejected rows go to import-rejects/<file>-<time>.csv with their line numbers and reasons.

  --as-of   the date of the files' data (their publication date), recorded per company
            with the file's name; without it, each file's modification date is recorded
  --quiet   no progress bar; one line per 50,000 rows instead
  --help    show this text

Environment: DATABASE_URL, REDIS_URL (see README).`;

function readArguments(): { files: string[]; quiet: boolean; asOf: string | undefined } {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        quiet: { type: 'boolean', default: false },
        'as-of': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      console.info(usage);
      process.exit(0);
    }
    return { files: positionals, quiet: values.quiet, asOf: values['as-of'] };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

const { files, quiet, asOf } = readArguments();
if (files.length === 0) {
  console.error(usage);
  process.exit(2);
}
const missing = files.filter((file) => !existsSync(file));
for (const file of missing) console.error(`error: no such file: ${file}`);
if (missing.length > 0) process.exit(1);

const config = readConfigOrExit();
// CI is the one variable read outside config: it only decides how progress is drawn.
const interactive = Boolean(process.stderr.isTTY) && !quiet && !process.env.CI;
// As the owning role (issue 37): a bulk load switches triggers and constraints off and on,
// which the services' role may not.
const databaseUrl = config.database.migrationUrl ?? config.database.url;
try {
  const result = await importFiles({
    databaseUrl,
    redisUrl: config.redis.url,
    queuePrefix: config.queues.prefix,
    files,
    interactive,
    ...(asOf ? { asOf } : {}),
  });
  const broken = result.summaries.some((summary) => summary.unreadableFromLine !== null);
  if (result.failures.length > 0 || broken) process.exitCode = 1;
} catch (error) {
  console.error(`error: ${describeDatabaseError(error)}`);
  process.exitCode = 1;
}

function describeDatabaseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const where = redact(databaseUrl);
  if (code === 'ECONNREFUSED') return `cannot reach PostgreSQL at ${where}; is it running?`;
  if (code === '3D000') return `the database in ${where} does not exist; run \`npm run migrate\`.`;
  if (code === '42P01') return 'the companies table does not exist; run `npm run migrate` first.';
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
