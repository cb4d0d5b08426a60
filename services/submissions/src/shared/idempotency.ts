import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
} from '@trusthive/contracts';
import { AppError, BadRequestError, type Database } from '@trusthive/platform';
import type { FastifyRequest } from 'fastify';
import { findAnswer, lockKey, saveAnswer } from './repositories/idempotency.repository';

// Idempotency-Key: a retried submit gets the first answer instead of writing twice. The answer
// is stored in the transaction of the write itself, so either both exist or neither does.
// Only successful answers are stored; a refused request can simply be sent again.
// An answer belongs to the caller that made it (issue 37 #6): the same key and body sent from
// another address is a request of its own, never answered with (or allowed to change) the
// first caller's answer, such as a logo's delete token.

export interface Answer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotentRequest {
  /** The route, e.g. 'POST /api/registrations': one key may be used once per route. */
  scope: string;
  key: string | null;
  fingerprint: string;
  /** Who sent it (idempotencyCallerOf): answers are replayed to their own caller alone. */
  caller: string;
}

/** 422: the key was used before for a different request. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, IDEMPOTENCY_MESSAGES.keyReused.title, IDEMPOTENCY_MESSAGES.keyReused.message);
  }
}

/** The header's key, or null when none was sent; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestError(
      IDEMPOTENCY_MESSAGES.invalidKey.title,
      IDEMPOTENCY_MESSAGES.invalidKey.message,
    );
  }
  return header;
}

/**
 * The caller an answer belongs to: a sha256 of its address (request.ip, which honours the
 * gateway's X-Forwarded-For only when the gateway signed it), so the table holds no address.
 */
export function idempotencyCallerOf(request: FastifyRequest): string {
  return createHash('sha256').update(request.ip).digest('hex');
}

const ownerOf = (request: IdempotentRequest, key: string) => ({
  scope: request.scope,
  callerHash: request.caller,
  key,
});

/** A stable hash of what was sent: object keys sorted, so field order does not matter. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** An earlier answer to this key without writing anything (a cheap check before file writes). */
export async function earlierAnswer<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
): Promise<Answer<T> | null> {
  if (!request.key) return null;
  const stored = await findAnswer(db, ownerOf(request, request.key));
  return stored ? replay<T>(request, stored) : null;
}

/**
 * Runs the write in one transaction together with storing its answer under the key. A
 * concurrent request with the same key waits on the key's lock and then replays this answer.
 */
export async function runIdempotent<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  write: (trx: Transaction<Database>) => Promise<{ statusCode: number; body: T }>,
): Promise<Answer<T>> {
  return db.transaction().execute(async (trx) => {
    const { key } = request;
    if (key) {
      await lockKey(trx, ownerOf(request, key));
      const stored = await findAnswer(trx, ownerOf(request, key));
      if (stored) return replay<T>(request, stored);
    }
    const answer = await write(trx);
    if (key) {
      await saveAnswer(trx, ownerOf(request, key), {
        fingerprint: request.fingerprint,
        statusCode: answer.statusCode,
        body: answer.body,
      });
    }
    return { ...answer, replayed: false };
  });
}

function replay<T>(
  request: IdempotentRequest,
  stored: { fingerprint: string; statusCode: number; body: unknown },
): Answer<T> {
  if (stored.fingerprint !== request.fingerprint) throw new IdempotencyKeyReusedError();
  return { statusCode: stored.statusCode, body: stored.body as T, replayed: true };
}
