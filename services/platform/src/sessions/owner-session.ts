import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { readCookie } from './cookie';
import { SessionStore } from './session-store';

// A company owner's session (issue 19) as more than one service reads it: submissions signs
// owners in and guards /api/account; analytics and search attach the owner's user id to the
// events of a request that carries a live owner session, reading it without extending it.

export const OWNER_SESSION_COOKIE = 'th_owner';

/** Where owner sessions live in Redis, under the deployment's QUEUE_PREFIX. */
export const ownerSessionKeyPrefix = (queuePrefix: string) => `${queuePrefix}:owner`;

/**
 * The user id analytics stores for an owner: a pseudonym (the e-mail's sha-256), never the
 * address itself, the same for every session of that owner.
 */
export function ownerAnalyticsUserId(email: string): string {
  return `owner-${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
}

/** Reads the owner session of a request's cookies, read-only, for the user id of its events. */
export class OwnerSessionReader {
  private readonly sessions: SessionStore;

  constructor(redis: Redis, queuePrefix: string) {
    this.sessions = new SessionStore(redis, { keyPrefix: ownerSessionKeyPrefix(queuePrefix) });
  }

  /** The owner's user id, or null with no live owner session (or when Redis cannot say). */
  async userIdOf(cookieHeader: string | undefined): Promise<string | null> {
    const id = readCookie(cookieHeader, OWNER_SESSION_COOKIE);
    if (!id) return null;
    try {
      const session = await this.sessions.peek(id);
      return session?.subjectKind === 'owner' ? ownerAnalyticsUserId(session.subjectId) : null;
    } catch {
      // An event is still worth recording without its user id.
      return null;
    }
  }
}
