import { hash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routedPath } from '../routed-path';

/**
 * Shared caching for public pages and public JSON, so a CDN in front can answer most reads.
 * A 200 to a GET gets a strong ETag of its body and, unless the service chose a shared lifetime
 * of its own, a Cache-Control a CDN may keep for a minute and then serve stale for five more
 * while it revalidates. Browsers keep nothing (max-age=0) but revalidate with the ETag, and a
 * matching If-None-Match is answered 304 without the body.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Bodies up to this size are read whole to hash; a larger one streams on without an ETag. */
const MAX_HASHED_BYTES = 2 * 1024 * 1024;

/** Only documents and data: assets, images and sitemap files carry their own validators. */
const CACHED_TYPES = /^(?:text\/html|application\/json|application\/xml|text\/plain)\b/;

/** Personal areas: signed-in pages and their APIs are never marked shareable. */
const PRIVATE_PREFIXES = ['/api/staff', '/api/account', '/staff', '/account'];

function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function headerText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : value === undefined ? '' : String(value);
}

function isShareableAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200) return false;
  if (reply.hasHeader('set-cookie')) return false;
  if (!CACHED_TYPES.test(headerText(reply.getHeader('content-type')))) return false;
  if (/\b(?:private|no-store)\b/.test(headerText(reply.getHeader('cache-control')))) return false;
  return !isPrivatePath(routedPath(request));
}

/** A strong validator: the same bytes always give the same tag, any other bytes another one. */
export function strongEtag(body: Buffer | string): string {
  // The one-shot hash: no Hash object per answer.
  return `"${hash('sha256', body, 'base64url').slice(0, 32)}"`;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

type Collected = { body: Buffer } | { stream: Readable };

/**
 * Reads a stream whole when it ends within `limit` bytes; else hands back a stream that replays
 * what was read and then the rest, so an unusually large answer still streams.
 */
async function collectUpTo(stream: Readable, limit: number): Promise<Collected> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  for (;;) {
    const { value, done } = (await iterator.next()) as { value: unknown; done?: boolean };
    if (done) return { body: Buffer.concat(chunks) };
    const chunk = Buffer.isBuffer(value) ? value : Buffer.from(String(value));
    chunks.push(chunk);
    size += chunk.length;
    if (size > limit) {
      const rest = Readable.from({ [Symbol.asyncIterator]: () => iterator });
      const replay = new PassThrough();
      for (const head of chunks) replay.write(head);
      rest.pipe(replay);
      rest.on('error', (error) => replay.destroy(error));
      return { stream: replay };
    }
  }
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
}

export const httpCaching = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isShareableAnswer(request, reply)) return payload;
      if (!/\bs-maxage=/.test(headerText(reply.getHeader('cache-control')))) {
        void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      }
      // These types are compressed when large enough (compression.ts): a CDN keeps one copy
      // per encoding, and says so on the 304 as on the 200.
      const vary = headerText(reply.getHeader('vary'));
      if (!/\baccept-encoding\b/i.test(vary)) {
        void reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
      }
      // A HEAD has no body here to take a tag of.
      if (request.method === 'HEAD') return payload;
      let body: Buffer | string;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        body = payload;
      } else if (isReadable(payload)) {
        const collected = await collectUpTo(payload, MAX_HASHED_BYTES);
        if ('stream' in collected) return collected.stream;
        body = collected.body;
      } else {
        return payload;
      }
      // A strong tag the route set is kept; a weak one (a file's size and time) gives way.
      const given = headerText(reply.getHeader('etag'));
      const etag = given && !given.startsWith('W/') ? given : strongEtag(body);
      void reply.header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        void reply.code(304).removeHeader('content-length').removeHeader('content-type');
        return '';
      }
      return body;
    });
  },
  { name: 'http-caching' },
);
