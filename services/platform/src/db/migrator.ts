import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index';

export interface MigrationLog {
  info(message: string): void;
}

/** Brings the schema to the latest migration; throws (after logging each step) on failure. */
export async function migrateToLatest(db: Kysely<any>, log: MigrationLog = console): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  report(await migrator.migrateToLatest(), log);
}

function report({ error, results }: MigrationResultSet, log: MigrationLog): void {
  for (const result of results ?? []) {
    log.info(`migration ${result.migrationName}: ${result.status}`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (!results?.length) log.info('migrations: already at the latest');
}
