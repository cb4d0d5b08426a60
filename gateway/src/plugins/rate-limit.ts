import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '@trusthive/platform';
import { routedPath } from '../routed-path';
import { FleetReadBudget } from './fleet-read-budget';

export interface RateLimitOptions {
  redis: Redis;
  perMinute: number;
  writesPerMinute: number;
  /** Requests that count against the tighter write budget (decided by the route matched). */
  isWrite: (request: FastifyRequest) => boolean;
  /** Reads counted elsewhere, not against their address (issue 43: a read sent with an API key). */
  countedElsewhere?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-address read budget, for a plugin that charges a request to it itself. */
    addressReadBudget: FleetReadBudget;
  }
}

const WINDOW_MS = 60_000;

type Done = (error?: Error) => void;

const tooMany = (seconds: number) =>
  new AppError(
    429,
    'Too Many Requests',
    `Too many requests. Please try again in ${seconds} seconds.`,
  );

/**
 * Per-IP limits, each the fleet's: N gateway replicas allow an address what one would.
 * Writes (registrations, claims, reports, contact, uploads) get a tight budget counted in
 * Redis request by request; if Redis is down they are let through rather than taking the site
 * down. Everything else gets a generous read budget counted in memory and shared through Redis
 * in batches, exactly once an address comes near it (see fleet-read-budget.ts).
 */
export const rateLimits = fp<RateLimitOptions>(
  async (
    app: FastifyInstance,
    { redis, perMinute, writesPerMinute, isWrite, countedElsewhere = () => false },
  ) => {
    const reads = new FleetReadBudget(redis, perMinute, WINDOW_MS);
    app.decorate('addressReadBudget', reads);
    app.addHook('onClose', async () => reads.close());
    const answer = (reply: FastifyReply, waitSeconds: number | null, done: Done) => {
      if (waitSeconds === null) return done();
      void reply.header('retry-after', String(waitSeconds));
      done(tooMany(waitSeconds));
    };
    // A global onRequest hook, so page paths (the SPA fallback) count too.
    app.addHook('onRequest', (request, reply, done) => {
      if (routedPath(request) === '/api/health' || isWrite(request) || countedElsewhere(request)) {
        return done();
      }
      const taken = reads.take(request.ip);
      if (taken instanceof Promise) {
        void taken.then((waitSeconds) => answer(reply, waitSeconds, done), done);
      } else {
        answer(reply, taken, done);
      }
    });

    await app.register(rateLimit, {
      global: true,
      redis,
      nameSpace: 'trusthive-rl:',
      skipOnError: true,
      timeWindow: WINDOW_MS,
      max: writesPerMinute,
      keyGenerator: (request) => `w:${request.ip}`,
      // Reads were counted above; only writes reach Redis.
      allowList: (request) => !isWrite(request),
      // Thrown as an AppError so the one error handler gives it the uniform body.
      errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limits' },
);
