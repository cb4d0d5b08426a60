import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  FORWARDED_SIGNATURE_HEADER,
  INTERNAL_CALLER_HEADER,
  REQUEST_ID_HEADER,
  createRedis,
  createServer,
  forwardedSignature,
  type Config,
} from '@trusthive/platform';
import { registerHealth } from './health';
import { apiDocs } from './openapi/api-docs';
import { apiKeys, isKeyedRead } from './plugins/api-keys';
import { askSubmissionsForApiKey } from './plugins/api-key-lookup';
import { compression } from './plugins/compression';
import { freshAfterWrite } from './plugins/fresh-after-write';
import { httpCaching } from './plugins/http-caching';
import { httpsRedirect } from './plugins/https-redirect';
import { MicroCache, type UpstreamResponse } from './plugins/micro-cache';
import { rateLimits } from './plugins/rate-limit';
import {
  apiSecurityHeaders,
  documentSecurityHeaders,
  securityHeaders,
} from './plugins/security-headers';
import { strictRequests } from './plugins/strict-requests';
import { acceptFormBodies, acceptMultipartUploads, uploadRefusal } from './plugins/upload-body';
import { registerRobots } from './robots';
import { PageCache } from './render/page-cache';
import { createPageCacheWorker } from './render/page-cache-worker';
import { loadPageRenderer, type PageRenderer } from './render/renderer';
import { PROXY_ROUTES } from './routes';
import { registerSpaFiles, spaFallback } from './spa';

export interface GatewayDeps {
  config: Config;
  redis: Redis;
}

/** undici's codes for a connection the other side closed or reset under a request. */
const CONNECTION_RESET_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

function isConnectionReset(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && CONNECTION_RESET_CODES.has(code);
}

/** A write is judged by the route the router matched, never by the raw URL (routed-path.ts). */
function isWrite(request: FastifyRequest): boolean {
  return (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    request.routeOptions.config.proxyRoute?.writes === true
  );
}

/** The only public port: security headers, limits, the API proxy, health and the SPA. */
export async function buildGateway({ config, redis }: GatewayDeps): Promise<FastifyInstance> {
  const app = createServer({
    name: 'gateway',
    log: config.log,
    bodyLimit: config.gateway.bodyLimitBytes,
    trustProxy: config.gateway.trustProxyHops,
    ownNotFound: true,
    // A URL Fastify cannot decode is answered before the hooks: it still gets the headers.
    unroutedHeaders: apiSecurityHeaders(documentSecurityHeaders()),
  });
  // First: a request with two Hosts or no HTTP version is refused before any rule reads it.
  await app.register(strictRequests);
  await app.register(httpsRedirect, { publicBaseUrl: config.publicBaseUrl });
  const forwardingSecret = config.forwarding?.secret ?? null;
  await app.register(securityHeaders);
  // Before any route: the ETag is taken of the body as the route made it, then that body is
  // compressed (the compressor's hooks are the routes' own and run after the app's).
  await app.register(httpCaching);
  await app.register(compression);
  await app.register(rateLimits, {
    redis,
    perMinute: config.gateway.rateLimitPerMinute,
    writesPerMinute: config.gateway.writeRateLimitPerMinute,
    isWrite,
    countedElsewhere: isKeyedRead,
  });
  // Issue 43: a read with an API key is counted against the key, before the micro-cache.
  await app.register(apiKeys, {
    redis,
    addressBudget: app.addressReadBudget,
    lookup: askSubmissionsForApiKey({
      baseUrl: config.services.submissions.url,
      timeoutMs: Math.min(config.gateway.upstreamTimeoutMs, 2_000),
    }),
  });
  // A signed-in write marks its browser for fresh page renders (the page cache's one exception).
  await app.register(freshAfterWrite, { publicBaseUrl: config.publicBaseUrl, isWrite });
  await registerHealth(app, config.services);
  // The API's OpenAPI document and its reference page (after the limits: they count as reads).
  await apiDocs(app);

  // After the limits (a cached answer still counts against the caller's read budget).
  const microCache = new MicroCache();
  // A hook that answers does not call done: the request ends there.
  app.addHook('onRequest', (request, reply, done) => microCache.handle(request, reply, done));

  acceptMultipartUploads(app);
  acceptFormBodies(app);

  for (const route of PROXY_ROUTES) {
    await app.register(proxy, {
      upstream: config.services[route.service].url,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      config: { proxyRoute: route },
      // The request's one access line is the server's (createServer); reply-from's two more per
      // hop ("fetching from remote server", "response received") said nothing it does not.
      disableRequestLogging: true,
      // undici's connection pool per service rather than node:http's agent: proxying is most of
      // what the gateway spends, and a bare hop through undici served 1.1-1.9x the requests/s
      // of the same hop through node:http (three alternating 8 s runs, 10 connections).
      undici: {
        connections: 64,
        pipelining: 1,
        headersTimeout: config.gateway.upstreamTimeoutMs,
        bodyTimeout: config.gateway.upstreamTimeoutMs,
      },
      // The gateway parses bodies itself (JSON and text under its body limit; multipart only on
      // the upload routes, see upload-body.ts) instead of the proxy passing the caller's raw
      // request stream on. undici destroys a body it could not send: given the raw stream, a
      // write to a service that is down would tear down the caller's connection before
      // onError could answer 503.
      proxyPayloads: false,
      replyOptions: {
        // Services see the caller's address and the id this gateway gave the request, signed
        // with GATEWAY_FORWARDING_SECRET (a service believes no unsigned address; see platform
        // gateway-forwarding.ts; a signature the caller sent is never passed on). No host
        // of the caller's goes on: services trust the gateway's X-Forwarded-*, and
        // a Host or X-Forwarded-Host anyone can forge must never become a URL a service builds
        // (it once decided whether a logo was "in use"). Absolute URLs start with
        // config.publicBaseUrl.
        // Nor does the internal caller's mark (INTERNAL_CALLER_HEADER): only TrustHive's own
        // processes, calling a service directly, send it.
        // Nor does an `Expect`: this server has already answered it (node:http sends 100 Continue
        // before the handler runs), and undici refuses to send one, which answered 503 (issue 37).
        rewriteRequestHeaders: (request, headers) => {
          const {
            'x-forwarded-host': _host,
            forwarded: _forwarded,
            expect: _expect,
            // An API key stops here (issue 43): the gateway counted it; no service needs it,
            // and none can log it.
            authorization: _authorization,
            [FORWARDED_SIGNATURE_HEADER]: _signature,
            [INTERNAL_CALLER_HEADER]: _internal,
            ...kept
          } = headers;
          const forwarded = {
            ...kept,
            [REQUEST_ID_HEADER]: request.id,
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': request.protocol,
          };
          if (!forwardingSecret) return forwarded;
          const signature = forwardedSignature(forwardingSecret, {
            address: request.ip,
            protocol: request.protocol,
            requestId: request.id,
          });
          return { ...forwarded, [FORWARDED_SIGNATURE_HEADER]: signature };
        },
        // A service may close an idle keep-alive connection just as a request goes out on it
        // (seen under the bench: two GETs in a hundred thousand answered 503). A GET is safe to
        // send again, so it is, once, on another connection; anything else keeps reply-from's
        // rules (a write is never sent twice).
        retryDelay: ({ err, req, res, attempt, getDefaultDelay }) =>
          attempt === 0 && req.method === 'GET' && isConnectionReset(err)
            ? 1
            : getDefaultDelay(req, res, err, attempt),
        // The raw type reply-from declares is not the object it passes: status, headers, stream.
        onResponse: (request, reply, response) =>
          microCache.forward(request, reply, response as unknown as UpstreamResponse),
        onError: (reply, { error }) => {
          // An upload the gateway cut off for its size failed the hop on purpose: 413, not 503.
          const refusal = uploadRefusal(reply.request);
          if (refusal) {
            void reply.send(refusal);
            return;
          }
          reply.log.warn({ err: error, service: route.service }, 'upstream failed');
          void reply.status(503).send({
            error: {
              title: 'Service Unavailable',
              message:
                'This part of TrustHive is temporarily unavailable. Please try again shortly.',
            },
          });
        },
      },
    });
  }

  registerRobots(app, config.publicBaseUrl);
  await registerSpaFiles(app, config.gateway.webDistDir);
  const renderer = await loadPageRenderer({
    distDir: config.gateway.webDistDir,
    config,
    log: app.log,
  });
  if (renderer) app.addHook('onClose', () => renderer.close());
  const pageCache = await startPageCache(app, config, renderer);
  // Page paths are rendered here (or fall back to the SPA shell); the read budget's onRequest
  // hook counts them too.
  app.setNotFoundHandler(
    spaFallback(config.gateway.webDistDir, renderer, config.contact, config.privacy, pageCache),
  );
  return app;
}

/**
 * The rendered-page cache (render/page-cache.ts) with its connections, and the worker that
 * follows the company events for it; none without a server build or with
 * PAGE_CACHE_TTL_SECONDS=0 (the page-cache queue then keeps at most one waiting job per
 * company, deduplicated, until a gateway with the cache on takes them).
 */
async function startPageCache(
  app: FastifyInstance,
  config: Config,
  renderer: PageRenderer | null,
): Promise<PageCache | null> {
  const { ttlSeconds, memoryBytes } = config.gateway.pageCache;
  if (!renderer || ttlSeconds === 0) return null;
  const commands = createRedis(config.redis.url, 'cache', 'gateway-page-cache');
  const subscriber = createRedis(config.redis.url, 'worker', 'gateway-page-cache-events');
  const jobs = createRedis(config.redis.url, 'worker', 'gateway-page-cache-jobs');
  const cache = new PageCache({
    redis: commands,
    subscriber,
    prefix: config.queues.prefix,
    buildId: renderer.buildId,
    ttlSeconds,
    memoryBytes,
    log: app.log,
  });
  await cache.start();
  const worker = createPageCacheWorker({
    cache,
    connection: jobs,
    prefix: config.queues.prefix,
    logger: app.log,
  });
  app.addHook('onClose', async () => {
    cache.stop();
    await worker.close();
    for (const connection of [commands, subscriber, jobs]) connection.disconnect();
  });
  return cache;
}
