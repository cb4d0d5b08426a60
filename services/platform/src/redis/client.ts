import { Redis, type RedisOptions } from 'ioredis';

/**
 * - producer: HTTP paths; fails fast (no offline queue) so a request answers 503 instead of hanging.
 * - worker: BullMQ workers; blocks and retries forever as BullMQ requires.
 * - cache: HTTP-path cache reads; fails fast like a producer.
 */
export type RedisRole = 'producer' | 'worker' | 'cache';

const ROLE_OPTIONS: Record<RedisRole, RedisOptions> = {
  producer: { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  cache: { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  worker: { maxRetriesPerRequest: null },
};

export function createRedis(url: string, role: RedisRole, name = 'trusthive'): Redis {
  const redis = new Redis(url, {
    ...ROLE_OPTIONS[role],
    connectionName: `${name}:${role}`,
    lazyConnect: false,
  });
  // Without a listener ioredis prints every reconnect failure as an unhandled error.
  redis.on('error', () => undefined);
  return redis;
}
