import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEY_USAGE_DAYS,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  type ApiKeys,
} from '@trusthive/contracts';
import {
  ConflictError,
  DependencyUnavailableError,
  NotFoundError,
  apiKeyDigest,
  readApiKeyUse,
  utcDay,
  utcMonth,
  writeApiKeyRecord,
  type ApiKeyUse,
} from '@trusthive/platform';
import type { FastifyBaseLogger } from 'fastify';
import type { SubmissionsDeps } from '../../shared/deps';
import { isoTime } from '../../shared/dates';
import { recordOwnerAudit } from '../audit';
import {
  countLiveKeysLocked,
  findKeyByDigest,
  insertKey,
  listAccountKeys,
  lockAccountKey,
  markRevoked,
  recordLastUse,
  type ApiKeyRow,
} from './api-keys.repository';

// Issue 43 part 4: an account's API keys. The key is made here, answered once, and kept only as
// its SHA-256 digest; its record (id, limits, revoked) is written to Redis, where every gateway
// replica checks and counts keyed requests (gateway/src/plugins/api-keys.ts).

/** Who is signed in (request.account). */
export interface KeyOwner {
  id: string;
  email: string;
}

type Deps = Pick<SubmissionsDeps, 'db' | 'redis' | 'config'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

const notFound = () =>
  new NotFoundError(API_KEY_MESSAGES.keyNotFound.title, API_KEY_MESSAGES.keyNotFound.message);

const recordOf = (row: ApiKeyRow) => ({
  id: row.id,
  perSecond: row.rate_per_second,
  perDay: row.daily_quota,
  perMonth: row.monthly_quota,
  revoked: row.revoked_at !== null,
});

/** The UTC days a list shows, oldest first, today last. */
function usageDays(now: number): string[] {
  return Array.from({ length: API_KEY_USAGE_DAYS }, (_, index) =>
    utcDay(now - (API_KEY_USAGE_DAYS - 1 - index) * DAY_MS),
  );
}

function toApiKey(row: ApiKeyRow, days: string[], use: ApiKeyUse | undefined): ApiKey {
  const lastUsed = [row.last_used_at ? new Date(row.last_used_at) : null, use?.lastUsedAt ?? null]
    .filter((value): value is Date => value !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    createdAt: isoTime(row.created_at) ?? '',
    lastUsedAt: lastUsed ? lastUsed.toISOString() : null,
    revokedAt: isoTime(row.revoked_at),
    limits: {
      perSecond: row.rate_per_second,
      perDay: row.daily_quota,
      perMonth: row.monthly_quota,
    },
    usedThisMonth: use?.thisMonth ?? 0,
    usage: days.map((day, index) => ({ day, requests: use?.perDay[index] ?? 0 })),
  };
}

/**
 * The account's keys with their use per day, read from the gateway's counts in Redis. Without
 * Redis the keys are still listed (their use as 0). last_used_at is brought up to date here.
 */
export async function listKeys(
  deps: Deps,
  account: KeyOwner,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<ApiKeys> {
  const rows = await listAccountKeys(deps.db, account.id);
  const days = usageDays(now);
  let uses = new Map<string, ApiKeyUse>();
  try {
    uses = await readApiKeyUse(
      deps.redis,
      rows.map((row) => row.id),
      days,
      utcMonth(now),
    );
  } catch (error) {
    log.warn({ err: error }, 'API key use could not be read');
  }
  for (const row of rows) {
    const lastUsedAt = uses.get(row.id)?.lastUsedAt;
    if (lastUsedAt && (!row.last_used_at || new Date(row.last_used_at) < lastUsedAt)) {
      await recordLastUse(deps.db, row.id, lastUsedAt);
    }
  }
  return {
    keys: rows.map((row) => toApiKey(row, days, uses.get(row.id))),
    maxLiveKeys: deps.config.apiKeys.perAccount,
  };
}

/**
 * A new key: `th_live_` and 32 random bytes (base64url). One transaction: the row (its digest,
 * the configured limits) and the audit entry, the account's live keys counted under its lock.
 * Its record goes to Redis after the commit; were that to fail, the first gateway to meet the
 * key asks for it (POST /internal/api-keys/<digest>).
 */
export async function createKey(
  deps: Deps,
  account: KeyOwner,
  request: ApiKeyCreateRequest,
  log: FastifyBaseLogger,
): Promise<ApiKeyCreated> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const digest = apiKeyDigest(secret);
  const { ratePerSecond, dailyQuota, monthlyQuota, perAccount } = deps.config.apiKeys;
  const row = await deps.db.transaction().execute(async (trx) => {
    if ((await countLiveKeysLocked(trx, account.id)) >= perAccount) {
      throw new ConflictError(
        API_KEY_MESSAGES.tooManyKeys.title,
        API_KEY_MESSAGES.tooManyKeys.message,
      );
    }
    const inserted = await insertKey(trx, {
      accountId: account.id,
      name: request.name,
      prefix: secret.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_LENGTH),
      digest,
      perSecond: ratePerSecond,
      perDay: dailyQuota,
      perMonth: monthlyQuota,
    });
    await recordOwnerAudit(trx, {
      ownerEmail: account.email,
      action: 'account.api_key_create',
      subjectKind: 'api_key',
      subjectId: inserted.id,
      before: null,
      after: { name: inserted.name, prefix: inserted.key_prefix },
    });
    return inserted;
  });
  await writeApiKeyRecord(deps.redis, digest, recordOf(row)).catch((error: unknown) => {
    log.warn({ err: error, apiKeyId: row.id }, 'API key record not written; gateways will ask');
  });
  log.info({ apiKeyId: row.id }, 'API key created');
  const days = usageDays(Date.now());
  return { key: toApiKey(row, days, undefined), secret };
}

/**
 * Revokes the account's key (another account's answers 404, as a missing one). The revoked
 * record is written to Redis before the revocation commits: once this answers, every gateway
 * refuses the key; if Redis cannot be written, nothing is revoked and the caller is told to try
 * again (503), never told "revoked" while the key still works. Revoking a revoked key answers it.
 */
export async function revokeKey(
  deps: Deps,
  account: KeyOwner,
  id: string,
  log: FastifyBaseLogger,
): Promise<ApiKey> {
  if (!UUID.test(id)) throw notFound();
  const row = await deps.db.transaction().execute(async (trx) => {
    const key = await lockAccountKey(trx, account.id, id);
    if (!key) throw notFound();
    if (key.revoked_at) return key;
    const revoked = await markRevoked(trx, key.id);
    await recordOwnerAudit(trx, {
      ownerEmail: account.email,
      action: 'account.api_key_revoke',
      subjectKind: 'api_key',
      subjectId: key.id,
      before: { name: key.name, prefix: key.key_prefix, revoked: false },
      after: { name: key.name, prefix: key.key_prefix, revoked: true },
    });
    try {
      await writeApiKeyRecord(deps.redis, key.key_hash, recordOf(revoked));
    } catch (error) {
      log.warn({ err: error, apiKeyId: key.id }, 'API key revocation not written to Redis');
      throw new DependencyUnavailableError('Revoking keys');
    }
    return revoked;
  });
  log.info({ apiKeyId: row.id }, 'API key revoked');
  return (await listKeys(deps, account, log)).keys.find((key) => key.id === row.id)!;
}

/**
 * A gateway's ask for a key's record Redis no longer holds: written again (revoked or not) and
 * true, or false when no key has this digest.
 */
export async function republishKey(deps: Deps, digestHex: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(digestHex)) return false;
  const digest = Buffer.from(digestHex, 'hex');
  const row = await findKeyByDigest(deps.db, digest);
  if (!row) return false;
  await writeApiKeyRecord(deps.redis, digest, recordOf(row));
  return true;
}
