import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ApiKeysTable, Database } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;
export type ApiKeyRow = Selectable<ApiKeysTable>;

const COLUMNS = [
  'id',
  'account_id',
  'name',
  'key_prefix',
  'key_hash',
  'rate_per_second',
  'daily_quota',
  'monthly_quota',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

/** The account's keys, newest first, revoked ones included. */
export async function listAccountKeys(db: Db, accountId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * The account's live keys, counted with its row locked: two creates at once cannot both take
 * the last place.
 */
export async function countLiveKeysLocked(
  trx: Transaction<Database>,
  accountId: string,
): Promise<number> {
  await trx
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  const { live } = await trx
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('live'))
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(live);
}

export async function insertKey(
  trx: Transaction<Database>,
  values: {
    accountId: string;
    name: string;
    prefix: string;
    digest: Buffer;
    perSecond: number;
    perDay: number;
    perMonth: number;
  },
): Promise<ApiKeyRow> {
  return trx
    .insertInto('api_keys')
    .values({
      account_id: values.accountId,
      name: values.name,
      key_prefix: values.prefix,
      key_hash: values.digest,
      rate_per_second: values.perSecond,
      daily_quota: values.perDay,
      monthly_quota: values.perMonth,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The account's key with this id, locked for its revocation; undefined for anyone else's. */
export async function lockAccountKey(
  trx: Transaction<Database>,
  accountId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  return trx
    .selectFrom('api_keys')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRevoked(trx: Transaction<Database>, id: string): Promise<ApiKeyRow> {
  return trx
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findKeyByDigest(db: Db, digest: Buffer): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .select(COLUMNS)
    .where('key_hash', '=', digest)
    .executeTakeFirst();
}

/** Brings last_used_at up to what the gateway's count says, never back. */
export async function recordLastUse(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
    .execute();
}
