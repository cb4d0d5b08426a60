import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

/** A primary-key probe: is there a company with this id? */
export async function companyExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
