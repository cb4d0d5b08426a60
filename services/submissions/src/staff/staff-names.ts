import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

/**
 * Display names of staff accounts by id, for "decided by {name}". Until the accounts table is
 * merged in, a neutral label.
 */
export async function staffNames(
  _db: Kysely<Database> | Transaction<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const known = ids.filter((id): id is number => id !== null);
  return new Map(known.map((id) => [id, `Staff member #${id}`]));
}
