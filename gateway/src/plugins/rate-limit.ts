import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '@trusthive/platform';

export interface RateLimitOptions {
  redis: Redis;
  perMinute: number;
  writesPerMinute: number;
  /** Paths whose non-GET requests count against the tighter write budget. */
  isWrite: (method: string, url: string) => boolean;
}

/**
 * Per-IP limits kept in Redis, so every gateway replica shares one count. Reads get a
 * generous budget; writes (registrations, claims, reports, contact, uploads) a tight one.
 * If Redis is down the limiter lets requests through rather than taking the site down.
 */
export const rateLimits = fp<RateLimitOptions>(
  async (app: FastifyInstance, { redis, perMinute, writesPerMinute, isWrite }) => {
    await app.register(rateLimit, {
      global: true,
      redis,
      nameSpace: 'trusthive-rl:',
      skipOnError: true,
      timeWindow: 60_000,
      max: (request) => (isWrite(request.method, request.url) ? writesPerMinute : perMinute),
      keyGenerator: (request) =>
        `${isWrite(request.method, request.url) ? 'w' : 'r'}:${request.ip}`,
      allowList: (request) => request.url === '/api/health',
      // Thrown as an AppError so the one error handler gives it the uniform body.
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'Too Many Requests',
          `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    });
  },
  { name: 'rate-limits' },
);
