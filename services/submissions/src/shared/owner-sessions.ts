import type { FastifyRequest } from 'fastify';
import {
  OWNER_SESSION_COOKIE,
  SessionStore,
  ownerSessionKeyPrefix,
  readCookie,
  type ServiceDeps,
} from '@trusthive/platform';

// Owner sessions live in Redis under one key prefix. The owner part issues, extends and ends
// them; intake only asks whose a request is (a logo uploaded by a signed-in owner is recorded as
// theirs). Both build their store here, so neither imports the other.

export function ownerSessionStore(deps: ServiceDeps, now: () => number): SessionStore {
  return new SessionStore(deps.redis, {
    keyPrefix: ownerSessionKeyPrefix(deps.config.queues.prefix),
    now,
  });
}

export function ownerSessionIdOf(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, OWNER_SESSION_COOKIE);
}
