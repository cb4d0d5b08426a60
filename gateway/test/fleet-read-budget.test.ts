import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { FleetReadBudget } from '../src/plugins/fleet-read-budget';

// Two budgets on one Redis are two gateway replicas; the clock is fixed inside one window.

const redis = createRedis(testRedisUrl(), 'producer', 'fleet-read-budget-test');
const WINDOW = 60_000;
const start = 1_000 * WINDOW + 15_000;

beforeAll(async () => {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
});

afterAll(() => redis.disconnect());

const FLUSH_MS = 5;
const replica = (perWindow: number, keyPrefix: string, now = () => start) =>
  new FleetReadBudget(redis, perWindow, WINDOW, { keyPrefix, now, flushMs: FLUSH_MS });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The 1-based number of the first refused request, or null if none was refused. The requests
 * come a little more than a flush interval apart, as one visitor's do: back to back, a replica's
 * cold counts may still be unflushed when another replica judges (the slip the budget allows),
 * and whether they were would depend on how busy the machine is.
 */
async function firstRefusal(replicas: FleetReadBudget[], requests: number): Promise<number | null> {
  for (let n = 1; n <= requests; n += 1) {
    const wait = await replicas[(n - 1) % replicas.length]!.take('198.51.100.7');
    if (wait !== null) return n;
    await pause(2 * FLUSH_MS);
  }
  return null;
}

describe(FleetReadBudget.name, () => {
  it('should refuse at the same count whether one replica or two share the address', async () => {
    const alone = await firstRefusal([replica(40, `t:${randomUUID()}:`)], 60);
    const prefix = `t:${randomUUID()}:`;
    const two = [replica(40, prefix), replica(40, prefix)];
    const shared = await firstRefusal(two, 60);
    expect(alone).toBe(41);
    expect(shared).toBe(41);
  });

  it('should hold the fleet budget under concurrent requests spread over three replicas', async () => {
    const prefix = `t:${randomUUID()}:`;
    const three = [replica(90, prefix), replica(90, prefix), replica(90, prefix)];
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, n) => three[n % 3]!.take('198.51.100.8')),
    );
    // Cold counts not yet flushed may slip through: at most a quarter of the budget per replica.
    const allowed = answers.filter((wait) => wait === null).length;
    expect(allowed).toBeGreaterThanOrEqual(90);
    expect(allowed).toBeLessThanOrEqual(90 + 3 * Math.floor(90 / 4));
  });

  it('should add cold counts to Redis in batches and say how long to wait when refused', async () => {
    const prefix = `t:${randomUUID()}:`;
    const budget = replica(8, prefix);
    for (let n = 0; n < 2; n += 1) expect(budget.take('203.0.113.9')).toBeNull();
    await budget.flush();
    expect(await redis.get(`${prefix}${Math.floor(start / WINDOW)}:203.0.113.9`)).toBe('2');
    for (let n = 0; n < 6; n += 1) expect(await budget.take('203.0.113.9')).toBeNull();
    expect(await budget.take('203.0.113.9')).toBe(45);
    await budget.close();
  });

  it('should start again in the next window', async () => {
    let now = start;
    const budget = replica(3, `t:${randomUUID()}:`, () => now);
    expect(await firstRefusal([budget], 5)).toBe(4);
    now += WINDOW;
    expect(await budget.take('198.51.100.7')).toBeNull();
    await budget.close();
  });

  it('should count in memory alone while Redis does not answer', async () => {
    const down = createRedis('redis://127.0.0.1:1', 'producer', 'fleet-read-budget-down');
    const budget = new FleetReadBudget(down, 8, WINDOW, { now: () => start, flushMs: 5 });
    try {
      expect(await firstRefusal([budget], 12)).toBe(9);
    } finally {
      await budget.close();
      down.disconnect();
    }
  });
});
