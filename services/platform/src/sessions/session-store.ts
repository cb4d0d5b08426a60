import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

// Server-side sessions in Redis, for every kind of signed-in person (staff now, company owners
// next). The browser holds only a random 32-byte id; Redis holds the session under the id's
// sha-256, so a dump of Redis (or a key listing in a log) hands nobody a usable cookie. Expiry
// is checked here against an injectable clock as well as left to Redis TTLs: tests move the
// clock instead of waiting half an hour, and a clock that runs ahead can only end sessions.

export type SessionSubjectKind = 'staff' | 'owner';

/** What Redis keeps per session (never the id itself). */
export interface Session {
  subjectKind: SessionSubjectKind;
  subjectId: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
  /** The synchronizer token a state-changing request must send back (see csrf.ts). */
  csrfToken: string;
}

export interface SessionStoreOptions {
  /** Keeps stacks that share one Redis apart (the QUEUE_PREFIX). */
  keyPrefix: string;
  /** A session unused this long ends (default 30 minutes). */
  idleMs?: number;
  /** A session ends this long after sign-in whatever its use (default 12 hours). */
  absoluteMs?: number;
  now?: () => number;
}

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

const ID_BYTES = 32;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

export class SessionStore {
  readonly idleMs: number;
  readonly absoluteMs: number;
  private readonly now: () => number;
  private readonly keyPrefix: string;

  constructor(
    private readonly redis: Redis,
    options: SessionStoreOptions,
  ) {
    this.keyPrefix = `${options.keyPrefix}:session`;
    this.idleMs = options.idleMs ?? SESSION_IDLE_MS;
    this.absoluteMs = options.absoluteMs ?? SESSION_ABSOLUTE_MS;
    this.now = options.now ?? Date.now;
  }

  /** A new session with a new id (never one the browser sent: no session fixation). */
  async create(
    subjectKind: SessionSubjectKind,
    subjectId: string,
  ): Promise<{ id: string; session: Session }> {
    const id = randomBytes(ID_BYTES).toString('base64url');
    const now = this.now();
    const session: Session = {
      subjectKind,
      subjectId,
      createdAt: now,
      lastSeenAt: now,
      csrfToken: randomBytes(ID_BYTES).toString('base64url'),
    };
    const hash = hashOf(id);
    await this.redis
      .multi()
      .set(this.sessionKey(hash), JSON.stringify(session), 'PX', this.ttlOf(session))
      .sadd(this.subjectKey(subjectKind, subjectId), hash)
      .pexpire(this.subjectKey(subjectKind, subjectId), this.absoluteMs)
      .exec();
    return { id, session };
  }

  /**
   * The live session of this id, its last use moved to now; null when there is none or it
   * expired (idle or absolute), which also removes it.
   */
  async touch(id: string | undefined): Promise<Session | null> {
    if (!id || !ID_PATTERN.test(id)) return null;
    const hash = hashOf(id);
    const stored = await this.redis.get(this.sessionKey(hash));
    if (!stored) return null;
    const session = JSON.parse(stored) as Session;
    const now = this.now();
    if (now - session.lastSeenAt >= this.idleMs || now - session.createdAt >= this.absoluteMs) {
      await this.remove(hash, session);
      return null;
    }
    const touched = { ...session, lastSeenAt: now };
    // XX: a sign-out that won the race is not undone by this write.
    await this.redis.set(
      this.sessionKey(hash),
      JSON.stringify(touched),
      'PX',
      this.ttlOf(touched),
      'XX',
    );
    return touched;
  }

  /**
   * The live session of this id without using it: nothing is written, so the idle expiry does
   * not move (for readers that are not the person acting, such as analytics).
   */
  async peek(id: string | undefined): Promise<Session | null> {
    if (!id || !ID_PATTERN.test(id)) return null;
    const stored = await this.redis.get(this.sessionKey(hashOf(id)));
    if (!stored) return null;
    const session = JSON.parse(stored) as Session;
    const now = this.now();
    if (now - session.lastSeenAt >= this.idleMs || now - session.createdAt >= this.absoluteMs) {
      return null;
    }
    return session;
  }

  /** Ends one session (sign out). */
  async destroy(id: string | undefined): Promise<void> {
    if (!id || !ID_PATTERN.test(id)) return;
    const hash = hashOf(id);
    const stored = await this.redis.get(this.sessionKey(hash));
    if (stored) await this.remove(hash, JSON.parse(stored) as Session);
  }

  /**
   * Ends every session of a subject (sign out everywhere, a disabled account, a new role or
   * password), except the one whose id is given.
   */
  async destroyAllFor(
    subjectKind: SessionSubjectKind,
    subjectId: string,
    options: { except?: string } = {},
  ): Promise<number> {
    const subjectKey = this.subjectKey(subjectKind, subjectId);
    const kept = options.except ? hashOf(options.except) : undefined;
    const hashes = (await this.redis.smembers(subjectKey)).filter((hash) => hash !== kept);
    if (hashes.length === 0) return 0;
    const ended = await this.redis.del(...hashes.map((hash) => this.sessionKey(hash)));
    await this.redis.srem(subjectKey, ...hashes);
    return ended;
  }

  private async remove(hash: string, session: Session): Promise<void> {
    await this.redis
      .multi()
      .del(this.sessionKey(hash))
      .srem(this.subjectKey(session.subjectKind, session.subjectId), hash)
      .exec();
  }

  /** Redis forgets a session by itself at whichever expiry comes first. */
  private ttlOf(session: Session): number {
    const idleEnd = session.lastSeenAt + this.idleMs;
    const absoluteEnd = session.createdAt + this.absoluteMs;
    return Math.max(1, Math.min(idleEnd, absoluteEnd) - this.now());
  }

  private sessionKey(hash: string): string {
    return `${this.keyPrefix}:${hash}`;
  }

  private subjectKey(kind: SessionSubjectKind, subjectId: string): string {
    return `${this.keyPrefix}-subject:${kind}:${subjectId}`;
  }
}
