import { sql, type Kysely } from 'kysely';

// Issue 20 #1 #5: a registry fact is shown with the MCA file it came from and that file's date.
// The importer sets both on every row it inserts or updates (scripts/import). Rows imported
// before this migration keep nulls: the page says the file was not recorded, never a guess.
// registry_source_file is the file's base name only (no path of the machine that ran it).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table companies
      add column registry_source_file text
        check (registry_source_file is null or length(registry_source_file) between 1 and 255),
      add column registry_source_date date
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table companies drop column registry_source_date, drop column registry_source_file
  `.execute(db);
}
