import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

/** Display names of staff accounts by id, for "decided by {name}" and "handled by {name}". */
export async function staffNames(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['id', 'display_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}
