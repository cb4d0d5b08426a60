import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config/env';
import { errorHandler } from './error-handler';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

export interface ServerOptions {
  name: string;
  log: Config['log'];
  bodyLimit?: number;
  /** Proxy hops to trust for X-Forwarded-For / -Proto (the gateway sets this; services trust loopback). */
  trustProxy?: number | boolean | string;
  /** The caller sets its own not-found handler instead of the JSON 404. */
  ownNotFound?: boolean;
}

/**
 * The Fastify every service and the gateway start from: zod validation and serialization
 * (the response schema filters what may leave), request ids carried across hops, explicit
 * limits and timeouts, and the one error shape.
 */
export function createServer({
  name,
  log,
  bodyLimit = 1_048_576,
  trustProxy = 'loopback',
  ownNotFound = false,
}: ServerOptions) {
  const app = Fastify({
    logger: {
      level: log.level,
      base: { service: name },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(log.pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' },
            },
          }
        : {}),
    },
    genReqId: requestIdFrom,
    // A hop count becomes a function: trust exactly that many proxies in front of us.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  void app.register(errorHandler, { ownNotFound });
  return app;
}

export type Server = ReturnType<typeof createServer>;
