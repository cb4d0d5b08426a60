import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

// Uploaded logos: who may delete them (the hash of the uploader's delete token) and whether a
// company or brand shows them.

/**
 * The logo key in a stored logo URL, whatever origin the URL was stored with. It is the
 * expression the companies_logo_key and brands_logo_key indexes are built on (migration 0013):
 * change both together.
 */
const LOGO_KEY_OF_URL = '/media/logos/([^/?#]+)$';

export async function insertLogoUpload(
  trx: Transaction<Database>,
  key: string,
  deleteTokenSha256: Buffer,
  uploadedByOwner: string | null = null,
): Promise<void> {
  await trx
    .insertInto('logo_uploads')
    .values({ key, delete_token_sha256: deleteTokenSha256, uploaded_by_owner: uploadedByOwner })
    .execute();
}

/** The owner whose session made the upload (issue 37); null for an anonymous or unknown one. */
export async function logoUploaderOf(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('logo_uploads')
    .select('uploaded_by_owner')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.uploaded_by_owner ?? null;
}

/** A new token for an upload (a retried upload is answered with a fresh one). */
export async function replaceDeleteToken(
  db: Kysely<Database>,
  key: string,
  deleteTokenSha256: Buffer,
): Promise<void> {
  await db
    .insertInto('logo_uploads')
    .values({ key, delete_token_sha256: deleteTokenSha256 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ delete_token_sha256: deleteTokenSha256 }))
    .execute();
}

/** The stored token hash, or null for a logo uploaded without one (before tokens existed). */
export async function deleteTokenHashOf(db: Kysely<Database>, key: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('logo_uploads')
    .select('delete_token_sha256')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.delete_token_sha256 ?? null;
}

export async function deleteLogoUpload(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('logo_uploads').where('key', '=', key).execute();
}

/** Whether any company or brand shows the logo with this key (such a logo may not be deleted). */
export async function isLogoInUse(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
): Promise<boolean> {
  const [company, brand] = await Promise.all([
    db
      .selectFrom('companies')
      .select('id')
      .where('logo', 'is not', null)
      .where(sql<string>`substring(logo from ${sql.lit(LOGO_KEY_OF_URL)})`, '=', key)
      .executeTakeFirst(),
    db
      .selectFrom('brands')
      .select('id')
      .where('logo_url', 'is not', null)
      .where(sql<string>`substring(logo_url from ${sql.lit(LOGO_KEY_OF_URL)})`, '=', key)
      .executeTakeFirst(),
  ]);
  return company !== undefined || brand !== undefined;
}
