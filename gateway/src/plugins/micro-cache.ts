import type { FastifyReply } from 'fastify';

/**
 * A micro-cache of public API answers, as nginx's proxy_cache is used in front of busy sites:
 * a GET answered 200 by a service with `Cache-Control: public, max-age=N` is kept here for
 * min(N, MAX_LIFETIME_SECONDS) and served without reaching the service. A service opts in per
 * route (the categories grid and detail, whose counts are already up to a second old); every
 * other answer passes through untouched. Under a burst of the same path only the first
 * request costs a proxy hop and the service's work.
 */
export const MAX_LIFETIME_SECONDS = 5;
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 256 * 1024;
/** The response headers replayed from a cached answer (the gateway adds its own). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'] as const;

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
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
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

  /** onRequest: answers from the cache when it holds a fresh answer for this URL. */
  serve(request: CacheableRequest, reply: FastifyReply): boolean {
    if (!isShareable(request)) return false;
    const entry = this.entries.get(request.url);
    if (!entry) return false;
    const now = this.now();
    if (now >= entry.expiresAt) {
      this.entries.delete(request.url);
      return false;
    }
    void reply
      .code(entry.status)
      .headers(entry.headers)
      .header('age', String(Math.floor((now - entry.storedAt) / 1000)))
      .send(entry.body);
    return true;
  }

  /**
   * The proxy's onResponse: keeps a cacheable answer (reading it whole, it is small) and sends
   * it; anything else is streamed through as it comes.
   */
  forward(
    request: CacheableRequest,
    reply: { send(payload: unknown): unknown },
    response: UpstreamResponse,
  ): void {
    const lifetime =
      response.statusCode === 200 && isShareable(request) && !response.headers['set-cookie']
        ? sharedLifetimeSeconds(headerText(response.headers['cache-control']))
        : null;
    const length = Number(headerText(response.headers['content-length']));
    if (lifetime === null || !(length <= MAX_BODY_BYTES)) {
      void reply.send(response.stream);
      return;
    }
    const chunks: Buffer[] = [];
    response.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.stream.on('error', (error) => void reply.send(error));
    response.stream.on('end', () => {
      const body = Buffer.concat(chunks);
      this.store(request.url, response, body, lifetime);
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
