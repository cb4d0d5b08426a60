import type { FastifyReply } from 'fastify';

/**
 * A micro-cache of public API answers, as nginx's proxy_cache is used in front of busy sites:
 * a GET answered 200 by a service with `Cache-Control: public, s-maxage=N` is kept here for
 * min(N, MAX_LIFETIME_SECONDS) and served without reaching the service. A service opts in per
 * route with s-maxage, the lifetime HTTP gives shared caches (the categories grid and detail,
 * whose counts are already up to a second old). A plain max-age is for browsers and does not
 * opt in: an uploaded logo may be kept by a browser for an hour, but once deleted the site
 * itself must answer 404 at once. Under a burst of the same path only the first request costs
 * a proxy hop and the service's work.
 */
export const MAX_LIFETIME_SECONDS = 5;
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 256 * 1024;
/** The response headers replayed from a cached answer (the gateway adds its own). */
const KEPT_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
] as const;

/** What the proxy hands onResponse: the service's status, headers and body stream. */
export interface UpstreamResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  stream: NodeJS.ReadableStream;
}

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
  /** Set once the entry has expired and one request is fetching its successor. */
  refresh?: Promise<void>;
}

/** Seconds a shared cache may keep an answer with this Cache-Control, or null for none. */
export function sharedLifetimeSeconds(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public')) return null;
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null;
  const seconds = Number(directives.get('s-maxage'));
  if (!Number.isInteger(seconds) || seconds <= 0) return null;
  return Math.min(seconds, MAX_LIFETIME_SECONDS);
}

/** What the cache reads of a request (the proxy's and the hook's request types differ). */
interface CacheableRequest {
  method: string;
  url: string;
  headers: { authorization?: string; cookie?: string };
}

/** A request whose answer may depend on who asks is never served from or stored in the cache. */
function isShareable(request: CacheableRequest): boolean {
  return request.method === 'GET' && !request.headers.authorization && !request.headers.cookie;
}

export class MicroCache {
  /** Map order is insertion order: the first key is the oldest entry. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /**
   * onRequest: answers from the cache when it holds a fresh answer for this URL, else calls
   * `next` to proxy the request. When a kept answer has expired, the first request fetches its
   * successor and the others for that URL wait for it rather than all reaching the service at
   * once (a burst arriving just after expiry would otherwise each pay the hop).
   */
  handle(request: CacheableRequest, reply: FastifyReply, next: () => void): void {
    if (!isShareable(request)) return next();
    const url = request.url;
    const entry = this.entries.get(url);
    if (!entry) return next();
    if (this.now() < entry.expiresAt) return this.send(reply, entry);
    if (entry.refresh) {
      void entry.refresh.then(() => {
        const successor = this.entries.get(url);
        if (successor && this.now() < successor.expiresAt) this.send(reply, successor);
        else next();
      });
      return;
    }
    let settle = () => {};
    entry.refresh = new Promise((resolve) => (settle = resolve));
    const finished = () => {
      // A successor was stored by now if the answer could be kept; else forget the old one.
      if (this.entries.get(url) === entry) this.entries.delete(url);
      settle();
    };
    reply.raw.once('finish', finished);
    reply.raw.once('close', finished);
    next();
  }

  private send(reply: FastifyReply, entry: Entry): void {
    void reply
      .code(entry.status)
      .headers(entry.headers)
      .header('age', String(Math.floor((this.now() - entry.storedAt) / 1000)))
      .send(entry.body);
  }

  /**
   * The proxy's onResponse: an answer of a known size up to MAX_BODY_BYTES (almost every API
   * answer) is read whole and sent as one buffer, and kept when cacheable; anything else is
   * streamed through as it comes. A buffer spares the hooks after this one a stream each: the
   * ETag (http-caching.ts) would otherwise read the body through an async iterator, which was
   * the gateway's largest cost of its own on a small proxied answer.
   */
  forward(
    request: CacheableRequest,
    reply: { send(payload: unknown): unknown },
    response: UpstreamResponse,
  ): void {
    const length = Number(headerText(response.headers['content-length']));
    if (!(length <= MAX_BODY_BYTES)) {
      void reply.send(response.stream);
      return;
    }
    const lifetime =
      response.statusCode === 200 && isShareable(request) && !response.headers['set-cookie']
        ? sharedLifetimeSeconds(headerText(response.headers['cache-control']))
        : null;
    const chunks: Buffer[] = [];
    response.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.stream.on('error', (error) => void reply.send(error));
    response.stream.on('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (lifetime !== null) this.store(request.url, response, body, lifetime);
      void reply.send(body);
    });
  }

  private store(
    url: string,
    response: UpstreamResponse,
    body: Buffer,
    lifetimeSeconds: number,
  ): void {
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = headerText(response.headers[name]);
      if (value !== undefined) headers[name] = value;
    }
    this.entries.delete(url);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const storedAt = this.now();
    this.entries.set(url, {
      status: response.statusCode,
      headers,
      body,
      storedAt,
      expiresAt: storedAt + lifetimeSeconds * 1000,
    });
  }
}

function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return undefined;
}
