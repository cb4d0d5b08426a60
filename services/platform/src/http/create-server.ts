import Fastify, { LogController, type FastifyLoggerOptions, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream, LoggerOptions as PinoLoggerOptions } from 'pino';
import type { Config } from '../config/env';
import { answerClientError, answerFrameworkError, errorHandler } from './error-handler';
import { BadRequestError } from './errors';
import { dropUnsignedForwarding } from './gateway-forwarding';
import { MAX_JSON_DEPTH, exceedsJsonDepth } from './json-depth';
import { batchedStdout } from './log-destination';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { truncateIp } from './truncate-ip';
import { urlForLog } from './url-for-log';

export interface ServerOptions {
  name: string;
  log: Config['log'];
  /** Where log lines go: stdout, batched (log-destination.ts), unless a test collects them. */
  logStream?: DestinationStream;
  bodyLimit?: number;
  /** Proxy hops to trust for X-Forwarded-For / -Proto (the gateway sets this; services trust loopback). */
  trustProxy?: number | boolean | string;
  /**
   * A service given the gateway's forwarding secret believes X-Forwarded-* only when the gateway
   * signed them (gateway-forwarding.ts), from any peer; trustProxy is then one hop.
   */
  forwardingSecret?: string | null;
  /** The caller sets its own not-found handler instead of the JSON 404. */
  ownNotFound?: boolean;
  /**
   * Headers for the answers Fastify gives before routing (a URL it cannot decode), which no hook
   * sees: the gateway passes its security headers.
   */
  unroutedHeaders?: Record<string, string>;
}

/**
 * The request as every log line shows it. The caller's address is truncated as the analytics
 * tables store it (IPv4 /24, IPv6 /48): logs are kept and shipped around more freely than the
 * database, so they hold no visitor's full address either. No headers are logged (they carry
 * X-Forwarded-For, cookies and tokens), nor a search's terms (url-for-log.ts).
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: truncateIp(request.ip) ?? undefined,
  };
}

/**
 * The Fastify every service and the gateway start from: zod validation and serialization
 * (the response schema filters what may leave), request ids carried across hops, explicit
 * limits and timeouts, and the one error shape.
 */
export function createServer({
  name,
  log,
  logStream,
  bodyLimit = 1_048_576,
  trustProxy = 'loopback',
  forwardingSecret = null,
  ownNotFound = false,
  unroutedHeaders = {},
}: ServerOptions) {
  const logger: FastifyLoggerOptions & PinoLoggerOptions = {
    level: log.level,
    base: { service: name },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog },
    ...(log.pretty && !logStream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' },
          },
        }
      : { stream: logStream ?? batchedStdout() }),
  };
  const app = Fastify({
    logger,
    // One access line per request, when it is answered (the onResponse hook below), instead of
    // Fastify's "incoming request" and "request completed": at a search's cost, the two lines
    // of every hop were a fifth of what the machine spent on a results page.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFrom,
    // A hop count becomes a function: trust exactly that many proxies in front of us. With the
    // forwarding secret, the one hop is the gateway's, proven by its signature (hook below).
    trustProxy: forwardingSecret
      ? (_address: string, hop: number) => hop < 1
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    // A URL the router cannot decode (`/%`) is answered before any hook or error handler runs.
    frameworkErrors: answerFrameworkError(unroutedHeaders),
    // Bytes Node's parser refused before there was a request (a head over 16 KB): likewise.
    clientErrorHandler: answerClientError(unroutedHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  // First of all hooks: nothing may read request.ip before unsigned forwarding is dropped.
  if (forwardingSecret) app.addHook('onRequest', dropUnsignedForwarding(forwardingSecret));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs: 'string' hands a string
    if (exceedsJsonDepth(text)) {
      done(
        new BadRequestError(
          'Invalid Request',
          `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
  void app.register(errorHandler, { ownNotFound });
  return app;
}

export type Server = ReturnType<typeof createServer>;
