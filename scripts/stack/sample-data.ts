import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { ROOT } from './processes';

/**
 * The real MCA rows the project ships (data/PROVENANCE.md), loaded into an empty database, with
 * the date each file is recorded under (companies.registry_source_date): the date of the source
 * commit PROVENANCE.md names, the last day the file is known to have been published as it is.
 * A checkout's modification time would only say when the repository was cloned.
 */
const SAMPLE_DATES: Record<string, string> = {
  'data/companies-datagovin-goa.csv.gz': '2025-10-18',
  'data/companies-datagovin-dl-gj-ka.csv.gz': '2025-10-19',
  'data/companies-mca2020format-mh-sample.csv': '2021-08-15',
};

export const SAMPLE_FILES = Object.keys(SAMPLE_DATES).map((file) => path.join(ROOT, file));

const SAMPLE_AS_OF = Object.fromEntries(
  Object.entries(SAMPLE_DATES).map(([file, date]) => [path.join(ROOT, file), date]),
);

export async function importSampleIfEmpty(
  db: Kysely<Database>,
  urls: { databaseUrl: string; redisUrl: string },
): Promise<void> {
  const { rows } = await sql<{
    any: boolean;
  }>`select exists (select 1 from companies) as any`.execute(db);
  if (rows[0]?.any) return;
  console.info('database: empty, importing the real MCA sample');
  const { importFiles } = await import('../import/import-files');
  // The Redis URL makes the import announce itself, so search and scores catch up.
  await importFiles({
    ...urls,
    files: SAMPLE_FILES,
    asOfByFile: SAMPLE_AS_OF,
    interactive: process.stderr.isTTY,
  });
}
