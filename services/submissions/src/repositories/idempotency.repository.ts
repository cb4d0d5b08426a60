import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';

export interface StoredAnswer {
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

/**
 * Holds the (scope, key) pair for the rest of the transaction, so a concurrent retry with the
 * same key waits for this one to commit and then finds its answer.
 */
export async function lockKey(trx: Transaction<Database>, scope: string, key: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}\n${key}`}, 0))`.execute(trx);
}

export async function findAnswer(
  db: Kysely<Database>,
  scope: string,
  key: string,
): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status_code', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? { fingerprint: row.fingerprint, statusCode: row.status_code, body: row.response }
    : null;
}

export async function saveAnswer(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({
      scope,
      key,
      fingerprint: answer.fingerprint,
      status_code: answer.statusCode,
      response: JSON.stringify(answer.body),
    })
    .execute();
}
