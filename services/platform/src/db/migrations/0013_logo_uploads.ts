import { sql, type Kysely } from 'kysely';

// Issue 24 #1: deleting an uploaded logo needs proof that the caller uploaded it, and a logo a
// company or brand shows is found by its storage key, whatever origin its stored URL has.
//
// logo_uploads keeps, per uploaded logo, the sha-256 of the secret delete token that only the
// uploader was given (never the token itself). The expression indexes answer "does any company
// or brand show the logo with this key" from the key alone; the expression must stay the same
// as the one the submissions repository queries with (LOGO_KEY_OF_URL there).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table logo_uploads (
      key text primary key,
      delete_token_sha256 bytea not null check (length(delete_token_sha256) = 32),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index companies_logo_key on companies ((substring(logo from '/media/logos/([^/?#]+)$')))
    where logo is not null
  `.execute(db);
  await sql`
    create index brands_logo_key on brands ((substring(logo_url from '/media/logos/([^/?#]+)$')))
    where logo_url is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('brands_logo_key').ifExists().execute();
  await db.schema.dropIndex('companies_logo_key').ifExists().execute();
  await db.schema.dropTable('logo_uploads').ifExists().execute();
}
