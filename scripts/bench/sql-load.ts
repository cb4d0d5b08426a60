import type { Pool, PoolClient } from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { shareOf } from './load-plan';
import type { LoadPlan, Measurement } from './load-plan';
import { drivePaced } from './paced-load';
import { summariseLatencies } from './percentiles';

/**
 * Runs `sql` straight on PostgreSQL under the same plan the gateway gets: one dedicated pg
 * connection per HTTP connection, and in fixed-rate mode the same pacing (even, as
 * paced-load.ts sends; or autocannon's bursts: each connection sends its share of the
 * per-second rate back to back, then waits for its next second), so the floor sees the same
 * shape of load as the target.
 */
export async function driveSql(
  pool: Pool,
  sql: string,
  paramSets: readonly unknown[][],
  plan: LoadPlan,
): Promise<Measurement> {
  const sets = paramSets.length > 0 ? paramSets : [[]];
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  let lastResponseAt = 0n;

  const startedAt = process.hrtime.bigint();
  const deadlineAt = Date.now() + plan.deadlineMs;
  const closedLoopEndsAt = plan.mode === 'closed-loop' ? Date.now() + plan.durationMs : Infinity;

  async function runOne(client: PoolClient, params: unknown[]): Promise<void> {
    const sentAt = process.hrtime.bigint();
    try {
      await client.query(sql, params);
      lastResponseAt = process.hrtime.bigint();
      latencies.push(Number(lastResponseAt - sentAt) / 1e6);
    } catch (error) {
      errors++;
      firstError ??= error;
    }
  }

  if (plan.mode === 'fixed-rate' && plan.pacing === 'even') {
    const clients = await Promise.all(
      Array.from({ length: plan.connections }, () => pool.connect()),
    );
    try {
      const measurement = await drivePaced(plan, async (index, slot) => {
        try {
          await clients[slot]!.query(sql, sets[index % sets.length] ?? []);
          return 'ok';
        } catch (error) {
          firstError ??= error;
          return 'error';
        }
      });
      if (firstError) console.error('  first SQL floor error:', firstError);
      return measurement;
    } finally {
      for (const client of clients) client.release();
    }
  }

  async function connection(index: number): Promise<void> {
    const client = await pool.connect();
    try {
      let cursor = Math.floor((index * sets.length) / plan.connections);
      const nextParams = (): unknown[] => sets[cursor++ % sets.length] ?? [];

      if (plan.mode === 'closed-loop') {
        while (Date.now() < closedLoopEndsAt) await runOne(client, nextParams());
        return;
      }

      const perSecond = shareOf(plan.rate, plan.connections, index);
      const total = shareOf(plan.amount, plan.connections, index);
      let secondStartedAt = Date.now();
      for (let sent = 0, sentThisSecond = 0; sent < total && Date.now() < deadlineAt; sent++) {
        if (sentThisSecond >= perSecond) {
          await sleep(Math.max(0, secondStartedAt + 1000 - Date.now()));
          secondStartedAt += 1000;
          sentThisSecond = 0;
        }
        sentThisSecond++;
        await runOne(client, nextParams());
      }
    } finally {
      client.release();
    }
  }

  await Promise.all(Array.from({ length: plan.connections }, (_, index) => connection(index)));
  if (firstError) console.error('  first SQL floor error:', firstError);

  const elapsedMs = lastResponseAt > startedAt ? Number(lastResponseAt - startedAt) / 1e6 : 0;
  return {
    latencyMs: summariseLatencies(latencies),
    requestsPerSecond: elapsedMs > 0 ? latencies.length / (elapsedMs / 1000) : Number.NaN,
    completed: latencies.length,
    non2xx: 0,
    errors,
    timeouts: 0,
    cutShort: plan.mode === 'fixed-rate' && latencies.length + errors < plan.amount,
    elapsedMs,
  };
}
