import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

export interface StoredAnswer {
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

/** Whose key it is: the route, the caller (a hash of its address) and the key it sent. */
export interface KeyOwner {
  scope: string;
  callerHash: string;
  key: string;
}

/**
 * Holds the (scope, caller, key) triple for the rest of the transaction, so a concurrent retry
 * with the same key waits for this one to commit and then finds its answer.
 */
export async function lockKey(trx: Transaction<Database>, { scope, callerHash, key }: KeyOwner) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}\n${callerHash}\n${key}`}, 0))`.execute(
    trx,
  );
}

export async function findAnswer(
  db: Kysely<Database>,
  { scope, callerHash, key }: KeyOwner,
): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status_code', 'response'])
    .where('scope', '=', scope)
    .where('caller_hash', '=', callerHash)
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? { fingerprint: row.fingerprint, statusCode: row.status_code, body: row.response }
    : null;
}

export async function saveAnswer(
  trx: Transaction<Database>,
  { scope, callerHash, key }: KeyOwner,
  answer: StoredAnswer,
): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({
      scope,
      caller_hash: callerHash,
      key,
      fingerprint: answer.fingerprint,
      status_code: answer.statusCode,
      response: JSON.stringify(answer.body),
    })
    .execute();
}
