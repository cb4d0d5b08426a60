import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { apiKeyDigest, createRedis, writeApiKeyRecord } from '@trusthive/platform';
import { apiKeys, isKeyedRead } from '../../gateway/src/plugins/api-keys';
import { rateLimits } from '../../gateway/src/plugins/rate-limit';

// Issue 43: what the API key check adds to a gateway request. The gateway's two limit plugins
// (the address budget and the key check) around one route that answers at once, driven
// in-process with inject against a real Redis: the same request with and without a key, in
// alternating rounds, and the median per-request difference, twice: the gateway process's own
// CPU time (process.cpuUsage, user + system: what the check costs the gateway, Redis's own work
// being in Redis's process) and the wall-clock time (which a shared, busy machine inflates with
// the wait for Redis). A key's count is one Redis round trip (a script); the address budget
// counts in memory. The budget: ≤ 0.2 ms.
//
//   [CONCURRENCY=16] npx tsx scripts/bench/api-key-check.ts [iterations]

const ITERATIONS = Number(process.argv[2] ?? 2_000);
const ROUNDS = 9;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);

const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'producer', 'bench');
if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
// A logger as the gateway's (info, each request logged), writing nowhere: the keyed request's
// child logger (its key id) is part of what it costs.
const app = Fastify({ logger: { level: 'info', stream: { write: () => undefined } } });
await app.register(rateLimits, {
  redis,
  perMinute: 1_000_000_000,
  writesPerMinute: 1_000,
  isWrite: () => false,
  countedElsewhere: isKeyedRead,
});
await app.register(apiKeys, {
  redis,
  addressBudget: app.addressReadBudget,
  lookup: async () => false,
});
app.get(
  '/api/search',
  { config: { proxyRoute: { prefix: '/api/search', service: 'search' } } },
  () => ({}),
);
await app.ready();

const secret = `th_live_${randomBytes(32).toString('base64url')}`;
await writeApiKeyRecord(redis, apiKeyDigest(secret), {
  id: randomUUID(),
  perSecond: 1_000_000_000,
  perDay: 2_000_000_000,
  perMonth: 2_000_000_000,
  revoked: false,
});

/** One round's time per request: wall clock (ms) and this process's CPU (user + system, ms). */
interface Round {
  wall: number;
  cpu: number;
}

async function round(withKey: boolean): Promise<Round> {
  const headers = withKey ? { authorization: `Bearer ${secret}` } : {};
  const cpuStart = process.cpuUsage();
  const started = process.hrtime.bigint();
  let next = 0;
  // CONCURRENCY requests in flight, as a loaded gateway has: the figure is the gateway's time
  // per request, not one caller's wait for Redis (CONCURRENCY=1 gives that).
  const worker = async () => {
    while (next < ITERATIONS) {
      next += 1;
      const response = await app.inject({ method: 'GET', url: '/api/search?q=x', headers });
      if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wall = Number(process.hrtime.bigint() - started) / 1e6 / ITERATIONS;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 / ITERATIONS };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await round(true);
await round(false);
const wallAdded: number[] = [];
const cpuAdded: number[] = [];
for (let n = 0; n < ROUNDS; n += 1) {
  const [keyed, plain] =
    n % 2 === 0
      ? [await round(true), await round(false)]
      : [await round(false), await round(true)].reverse();
  wallAdded.push(keyed!.wall - plain!.wall);
  cpuAdded.push(keyed!.cpu - plain!.cpu);
  console.log(
    `round ${n + 1}: with key ${keyed!.wall.toFixed(4)} ms (CPU ${keyed!.cpu.toFixed(4)} ms), without ${plain!.wall.toFixed(4)} ms (CPU ${plain!.cpu.toFixed(4)} ms)`,
  );
}
console.log(
  `median added by the key check, per request (${ITERATIONS} requests a round, ${CONCURRENCY} at a time, ${ROUNDS} rounds):`,
);
console.log(`  the gateway's CPU time: ${median(cpuAdded).toFixed(4)} ms (budget 0.2 ms)`);
console.log(`  wall-clock time:        ${median(wallAdded).toFixed(4)} ms`);
await app.close();
redis.disconnect();
