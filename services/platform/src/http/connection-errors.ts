import { DependencyUnavailableError } from './errors';

// Errors that say a connection to PostgreSQL or Redis is gone or cannot be made, as opposed to
// a query or a command that is wrong. They last as long as a restart, a failover or a blip, so
// the caller gets a 503 to retry on (with the usual body), not a 500 that reads like a bug.

// SQLSTATE class 08 (connection exception) and the 57P0x codes PostgreSQL sends when it ends
// a session itself: 57P01 admin shutdown / pg_terminate_backend, 57P02 crash shutdown,
// 57P03 cannot connect now (starting up or in recovery).
/** SQLSTATEs of a session PostgreSQL ended or never opened: connection exceptions, shutdowns. */
export const SESSION_ENDED_CODES = /^(08[0-9A-Z]{3}|57P0[123])$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const DATABASE_MESSAGES = [
  // pg, when the socket closes under a client ('... unexpectedly', '... due to connection timeout').
  /^Connection terminated/,
  // pg-pool, when no connection could be made within connectionTimeoutMillis.
  /^timeout exceeded when trying to connect/,
];
const REDIS_MESSAGES = [
  // ioredis with the offline queue off (the 'producer' and 'cache' roles): Redis is not connected.
  /^Stream isn't writeable and enableOfflineQueue options is false/,
  /^Reached the max retries per request limit/,
  /^Connection is closed\.?$/,
];

/** The 503 to answer instead of `error`, or undefined when `error` is not a lost connection. */
export function lostConnectionError(error: unknown): DependencyUnavailableError | undefined {
  // Look through a few wrappers' `cause` too: a repository may rethrow with its own message.
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const dependency = lostDependency(current);
    if (dependency) return new DependencyUnavailableError(dependency);
    current = current.cause;
  }
  return undefined;
}

function lostDependency(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && SESSION_ENDED_CODES.test(code)) return 'The database';
  if (DATABASE_MESSAGES.some((pattern) => pattern.test(error.message))) return 'The database';
  if (REDIS_MESSAGES.some((pattern) => pattern.test(error.message))) return 'The service';
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return 'The service';
  return undefined;
}
