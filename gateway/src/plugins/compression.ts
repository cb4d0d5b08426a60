import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];
const THRESHOLD_BYTES = 1024;
/**
 * Brotli level 4: a dynamic answer is compressed on every request, and 4 is about gzip's speed
 * for a smaller result; the build's files take the slow maximum once instead.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** What a page path may answer with: the document, and the few text files beside it. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|xml|javascript))/;

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
}

function markEncoded(reply: FastifyReply, encoding: string) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    void reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  void reply.header('content-encoding', encoding).removeHeader('content-length');
}

/**
 * Compresses what the gateway sends that was not compressed already: proxied JSON, pages,
 * the sitemap index. Brotli when the client takes it, else gzip. Hashed assets are compressed
 * once at build (spa.ts serves those files as they are), and a stream whose type is not
 * compressible (server-sent events, images, a .xml.gz) goes through untouched.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      encodings: ENCODINGS,
      threshold: THRESHOLD_BYTES,
      // Bodies that callers send are parsed by the gateway at face value, as before.
      globalDecompression: false,
      brotliOptions: BROTLI_OPTIONS,
    });

    // The compressor hooks into each route as it is added; the handler of paths no route
    // matched (the pages) is not one of them, so its answers are compressed here, the same way.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.is404 || payload === null || payload === undefined) return payload;
      if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
      if (encoding !== 'br' && encoding !== 'gzip') return payload;
      if (isStream(payload)) {
        markEncoded(reply, encoding);
        const encoder = encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip();
        // A failed read ends the encoder too, and the reply reports the error.
        return pipeline(payload, encoder, () => {});
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
      markEncoded(reply, encoding);
      return encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
    });
  },
  { name: 'compression', dependencies: ['http-caching'] },
);
