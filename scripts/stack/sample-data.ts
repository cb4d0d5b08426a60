import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { BUNDLED_FILE_DATES } from '../import/bundled-files';
import { ROOT } from './processes';

/**
 * The real MCA rows the project ships (data/PROVENANCE.md), loaded into an empty database. Each
 * file is recorded under the date of its data (scripts/import/bundled-files.ts), which the
 * importer finds by the file's name: the date the profile shows MCA facts as of.
 */
export const SAMPLE_FILES = Object.keys(BUNDLED_FILE_DATES).map((file) =>
  path.join(ROOT, 'data', file),
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
    interactive: process.stderr.isTTY,
  });
}
