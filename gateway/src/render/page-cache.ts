import { once } from 'node:events';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import { strongEtag } from '../plugins/http-caching';

/**
 * The rendered-page cache (issue 42): a rendered page, shared by every gateway replica through
 * Redis and kept hot in each replica's memory, dropped when what it shows changes.
 *
 * - **What is kept**: pages whose route names tags (`company:<id>`, see the route's `cacheTags`)
 *   and that rendered whole; a page still saying "Checking…" is rendered again next time.
 * - **Two tiers**: Redis holds each page once for the fleet, Brotli-compressed (what browsers
 *   take, and a tenth of the bytes); each replica keeps the pages it serves most in memory, up
 *   to `memoryBytes`, least recently used first out, with the other encodings made as asked.
 * - **Dropped by**: a company event (page-cache-worker.ts) runs `invalidate(tag)`: in one Redis
 *   script the tag's pages are deleted, the tag's version is set to a fleet-wide invalidation
 *   count, and every replica is told on a channel to forget its copies. A bulk change moves
 *   the generation, which every key carries. A deploy changes the build id, which every key
 *   carries too. `ttlSeconds` bounds what no event covers (relative dates, a provider's
 *   refresh that moved nothing scored).
 * - **No stale page from a race**: a render that began before an invalidation of its tags is
 *   not stored (the store script compares the tag's version with the count read before the
 *   render), and a replica does not keep in memory a page read before a message about it.
 *
 * The keys live on one Redis, as everything else of TrustHive's does (the store script reads
 * several keys; a Redis Cluster would need them under one hash tag).
 */

export interface CachedPage {
  etag: string;
  /** The page's tags, e.g. `company:42`. */
  tags: string[];
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  /** Brotli (quality 4: about gzip's speed for a smaller result). */
  br: Buffer;
  /** Made when first asked for (PageCache.body): most visitors take Brotli. */
  html?: Buffer;
  gzip?: Buffer;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Bytes a page takes in memory, for the replica's budget. */
const sizeOf = (page: CachedPage) =>
  page.br.length + (page.html?.length ?? 0) + (page.gzip?.length ?? 0) + 256;

interface Meta {
  etag: string;
  tags: string[];
  renderedAt: number;
}

// Store the page unless one of its tags was invalidated after the render began. KEYS: the
// page, then per tag its version key and its set of pages. ARGV: the invalidation count read
// before the render, the lifetime, the meta JSON, the body.
const STORE_SCRIPT = `
local began = tonumber(ARGV[1])
for i = 2, #KEYS, 2 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > began then return 0 end
end
redis.call('HSET', KEYS[1], 'meta', ARGV[3], 'body', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[2])
for i = 3, #KEYS, 2 do
  redis.call('SADD', KEYS[i], KEYS[1])
  redis.call('EXPIRE', KEYS[i], ARGV[2])
end
return 1`;

// Drop a tag's pages. KEYS: the invalidation count, the tag's version, its set of pages.
// ARGV: how long the version must be remembered, the channel, the message.
const INVALIDATE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], count, 'EX', ARGV[1])
local pages = redis.call('SMEMBERS', KEYS[3])
for _, key in ipairs(pages) do redis.call('DEL', key) end
redis.call('DEL', KEYS[3])
redis.call('PUBLISH', ARGV[2], ARGV[3])
return count`;

type Message = { tag: string } | { generation: number };

/** How long a start waits for Redis before serving without the cache (it keeps trying). */
const READY_WAIT_MS = 2_000;

/** Tags heard of and remembered, to spot a lookup that raced an invalidation. */
const MAX_HEARD_TAGS = 10_000;

interface Logger {
  warn(details: object, message: string): void;
}

export interface PageCacheOptions {
  /** A fail-fast ('cache') connection: a lookup while Redis is away is a miss, not a wait. */
  redis: Redis;
  /** A connection of its own, for the invalidation channel (subscriber mode). */
  subscriber: Redis;
  /** Keeps the keys of stacks sharing one Redis apart (the queue prefix). */
  prefix: string;
  /** The web build the pages came from: a deploy starts a fresh set of keys. */
  buildId: string;
  ttlSeconds: number;
  memoryBytes: number;
  log?: Logger;
  now?: () => number;
}

/**
 * A lookup's outcome: the page, or what a render's result must be stored against: the
 * invalidation count read before it, or null to keep nothing. Nothing is kept of a page's
 * first view within a lifetime (cache on second hit, as CDNs do): most of 10 lakh profiles
 * are viewed once, and keeping those would cost each a compression and a store for no hit.
 */
export type Lookup =
  { page: CachedPage; tier: 'memory' | 'redis' } | { page: null; began: number | null };

export class PageCache {
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly base: string;
  private readonly channel: string;
  private readonly buildId: string;
  private readonly ttlSeconds: number;
  private readonly memoryBytes: number;
  private readonly log: Logger | undefined;
  private readonly now: () => number;

  /** Map order is recency: the first key is the least recently used. */
  private readonly memory = new Map<string, CachedPage>();
  private readonly urlsByTag = new Map<string, Set<string>>();
  private memoryUsed = 0;
  private generation = 0;
  /** Counts the invalidation messages this replica heard, to spot one during a lookup. */
  private heard = 0;
  private readonly lastHeardByTag = new Map<string, number>();
  private lastHeardForAll = 0;
  /**
   * False until the channel is listened to and the generation read, and again while the
   * connection is down: the cache is bypassed then (it might miss a drop, or read old keys).
   */
  private listening = false;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(options: PageCacheOptions) {
    this.redis = options.redis;
    this.subscriber = options.subscriber;
    this.base = `${options.prefix}:page-cache`;
    this.channel = `${this.base}:invalidated`;
    this.buildId = options.buildId;
    this.ttlSeconds = options.ttlSeconds;
    this.memoryBytes = options.memoryBytes;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.redis.defineCommand('pageCacheStore', { lua: STORE_SCRIPT });
    this.redis.defineCommand('pageCacheInvalidate', { numberOfKeys: 3, lua: INVALIDATE_SCRIPT });
  }

  /** Listens for invalidations and reads the generation; call before serving. */
  async start(): Promise<void> {
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.channel) this.hear(text);
    });
    // A connection that dropped may have missed messages: what memory holds is forgotten,
    // and the generation read again, each time the channel is listened to anew.
    this.subscriber.on('ready', () => void this.listen());
    this.subscriber.on('close', () => {
      this.listening = false;
    });
    await this.listen();
  }

  private async listen(): Promise<void> {
    clearTimeout(this.retry);
    try {
      // The command connection answers nothing until it is ready (it queues nothing offline).
      if (this.redis.status !== 'ready') {
        await once(this.redis, 'ready', { signal: AbortSignal.timeout(READY_WAIT_MS) });
      }
      await this.subscriber.subscribe(this.channel);
      const generation = Number(await this.redis.get(this.key('generation')));
      this.generation = Number.isFinite(generation) ? generation : 0;
      this.forgetAll();
      this.listening = true;
    } catch (err) {
      // E.g. the command connection not ready yet at start: pages are rendered meanwhile.
      this.log?.warn({ err }, 'page cache: cannot listen for invalidations yet');
      if (!this.stopped) this.retry = setTimeout(() => void this.listen(), 1_000).unref();
    }
  }

  /** Stops trying to listen again (the connections are the caller's to close). */
  stop(): void {
    this.stopped = true;
    this.listening = false;
    clearTimeout(this.retry);
  }

  private hear(text: string): void {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if ('tag' in message) {
      this.heard += 1;
      this.lastHeardByTag.set(message.tag, this.heard);
      for (const url of this.urlsByTag.get(message.tag) ?? []) this.forget(url);
      // Bounded: past this many tags, treat the next lookups as if everything was dropped.
      if (this.lastHeardByTag.size > MAX_HEARD_TAGS) this.forgetAll();
      return;
    }
    this.generation = message.generation;
    this.forgetAll();
  }

  /**
   * The page kept for this URL, from memory or else Redis; on a miss, the invalidation count
   * a render starting now must be stored against (null: Redis did not answer, store nothing).
   */
  async lookup(url: string): Promise<Lookup> {
    if (!this.listening) return { page: null, began: null };
    const kept = this.memory.get(url);
    if (kept && this.isFresh(kept)) {
      this.memory.delete(url);
      this.memory.set(url, kept);
      return { page: kept, tier: 'memory' };
    }
    if (kept) this.forget(url);
    const heardBefore = this.heard;
    try {
      // One round trip; no MULTI needed: each read stands alone.
      const [[, fields], [, count], [, seen]] = (await this.redis
        .pipeline()
        .hmgetBuffer(this.pageKey(url), 'meta', 'body')
        .get(this.key('invalidations'))
        .set(this.pageKey(url, 'seen'), '1', 'EX', this.ttlSeconds, 'GET')
        .exec()) as [[null, (Buffer | null)[]], [null, string | null], [null, string | null]];
      const [meta, body] = fields;
      // A page asked for the first time in its lifetime is not kept (see `Lookup`).
      const miss = { page: null, began: seen === null ? null : Number(count ?? 0) };
      if (!meta || !body) return miss;
      const page: CachedPage = { ...(JSON.parse(meta.toString('utf8')) as Meta), br: body };
      if (!this.isFresh(page)) return miss;
      this.remember(url, page, heardBefore);
      return { page, tier: 'redis' };
    } catch (err) {
      this.log?.warn({ err }, 'page cache: lookup failed, rendering');
      return { page: null, began: null };
    }
  }

  /**
   * Keeps a page rendered after `lookup` missed: in Redis for the fleet unless one of its tags
   * was invalidated since (then it is served this once and not kept), and in memory. `began`
   * null: nothing is kept (the page is only made ready to send).
   */
  async store(
    url: string,
    html: string,
    tags: string[],
    began: number | null,
  ): Promise<CachedPage> {
    const heardBefore = this.heard;
    const buffer = Buffer.from(html, 'utf8');
    const page: CachedPage = {
      etag: strongEtag(buffer),
      tags,
      renderedAt: this.now(),
      br: brotliCompressSync(buffer, BROTLI_OPTIONS),
      html: buffer,
    };
    if (began === null || tags.length === 0) return page;
    const meta: Meta = { etag: page.etag, tags, renderedAt: page.renderedAt };
    const keys = [this.pageKey(url)];
    for (const tag of tags) keys.push(this.key(`tag-version:${tag}`), this.key(`tag:${tag}`));
    try {
      const stored = await (
        this.redis as Redis & { pageCacheStore: (...args: unknown[]) => Promise<number> }
      ).pageCacheStore(keys.length, ...keys, began, this.ttlSeconds, JSON.stringify(meta), page.br);
      if (stored === 1) this.remember(url, page, heardBefore);
    } catch (err) {
      this.log?.warn({ err }, 'page cache: store failed');
    }
    return page;
  }

  /** Drops every page with this tag, in Redis and in every replica's memory. */
  async invalidate(tag: string): Promise<void> {
    await (
      this.redis as Redis & { pageCacheInvalidate: (...args: unknown[]) => Promise<number> }
    ).pageCacheInvalidate(
      this.key('invalidations'),
      this.key(`tag-version:${tag}`),
      this.key(`tag:${tag}`),
      // Longer than any render may take (the renderer gives up after its upstream budget).
      this.ttlSeconds + 120,
      this.channel,
      JSON.stringify({ tag } satisfies Message),
    );
  }

  /** Drops every page (a bulk load or re-score): the next generation of keys starts empty. */
  async invalidateAll(): Promise<void> {
    const generation = await this.redis.incr(this.key('generation'));
    await this.redis.incr(this.key('invalidations'));
    await this.redis.publish(this.channel, JSON.stringify({ generation } satisfies Message));
  }

  private isFresh(page: CachedPage): boolean {
    return this.now() - page.renderedAt < this.ttlSeconds * 1000;
  }

  /**
   * Keeps a page in memory, unless this replica is not hearing invalidations or heard one for
   * the page's tags since `heardBefore` (the page may be what it invalidated).
   */
  private remember(url: string, page: CachedPage, heardBefore: number): void {
    if (!this.listening || this.lastHeardForAll > heardBefore) return;
    if (page.tags.some((tag) => (this.lastHeardByTag.get(tag) ?? 0) > heardBefore)) return;
    const size = sizeOf(page);
    if (size > this.memoryBytes / 4) return;
    this.forget(url);
    while (this.memoryUsed + size > this.memoryBytes) {
      const oldest = this.memory.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    this.memory.set(url, page);
    this.memoryUsed += size;
    for (const tag of page.tags) {
      const urls = this.urlsByTag.get(tag) ?? new Set<string>();
      urls.add(url);
      this.urlsByTag.set(tag, urls);
    }
  }

  /**
   * The page's bytes in an encoding, made from the Brotli copy once and kept with the page
   * (and counted against memory when memory holds it).
   */
  body(url: string, page: CachedPage, encoding: PageEncoding): Buffer {
    if (encoding === 'br') return page.br;
    const before = sizeOf(page);
    page.html ??= brotliDecompressSync(page.br);
    if (encoding === 'gzip') page.gzip ??= gzipSync(page.html, { level: 6 });
    if (this.memory.get(url) === page) this.memoryUsed += sizeOf(page) - before;
    return encoding === 'gzip' ? page.gzip! : page.html;
  }

  private forget(url: string): void {
    const page = this.memory.get(url);
    if (!page) return;
    this.memory.delete(url);
    this.memoryUsed -= sizeOf(page);
    for (const tag of page.tags) {
      const urls = this.urlsByTag.get(tag);
      urls?.delete(url);
      if (urls?.size === 0) this.urlsByTag.delete(tag);
    }
  }

  /** Empties memory; a lookup already under way keeps what it read out of memory too. */
  private forgetAll(): void {
    this.memory.clear();
    this.urlsByTag.clear();
    this.memoryUsed = 0;
    this.heard += 1;
    this.lastHeardForAll = this.heard;
    this.lastHeardByTag.clear();
  }

  private key(name: string): string {
    return `${this.base}:${name}`;
  }

  private pageKey(url: string, part: 'page' | 'seen' = 'page'): string {
    return this.key(`${part}:${this.buildId}:${this.generation}:${url}`);
  }
}
