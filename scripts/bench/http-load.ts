import autocannon from 'autocannon';
import type { Client, Options, Request, Result } from 'autocannon';
import { Pool } from 'undici';
import type { FixedRatePlan, LoadPlan, Measurement } from './load-plan';
import { drivePaced } from './paced-load';
import { PathsOnce, pathPicker, type PathSource } from './path-source';
import { summariseLatencies } from './percentiles';

/** An evenly paced fixed-rate leg: undici, one connection per slot, paths in turn. */
async function driveHttpPaced(
  baseUrl: string,
  paths: PathSource,
  plan: FixedRatePlan,
): Promise<Measurement> {
  const pool = new Pool(baseUrl, { connections: plan.connections, pipelining: 1 });
  const pathAt = pathPicker(paths);
  try {
    return await drivePaced(plan, async (index) => {
      try {
        const { statusCode, body } = await pool.request({ method: 'GET', path: pathAt(index) });
        await body.arrayBuffer();
        return statusCode >= 200 && statusCode < 300 ? 'ok' : 'non2xx';
      } catch {
        return 'error';
      }
    });
  } finally {
    await pool.close();
  }
}

/**
 * Drives `baseUrl` with autocannon under `plan`, cycling through `paths` (or taking each
 * request's path from a `PathsOnce`).
 *
 * Latency comes from each response's own time, not autocannon's histogram: the histogram has no
 * p95, and under `overallRate` autocannon's coordinated-omission correction uses an expected
 * interval of ceil(1 / rate) = 1 ms, which pads it with synthetic samples. Raw per-response
 * times are also what the SQL driver measures, so target and floor are summarised alike.
 */
export async function driveHttp(
  baseUrl: string,
  paths: PathSource,
  plan: LoadPlan,
): Promise<Measurement> {
  if (plan.mode === 'fixed-rate' && plan.pacing === 'even') {
    return driveHttpPaced(baseUrl, paths, plan);
  }
  const requests: Request[] =
    paths instanceof PathsOnce
      ? // One request, rebuilt before every send with the next path nobody sent yet.
        [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths.next() }) }]
      : paths.map((path) => ({ method: 'GET', path }));
  const latencies: number[] = [];
  let clientsSetUp = 0;
  let deadlineHit = false;
  let lastResponseAt = 0n;

  const options: Options = {
    url: baseUrl,
    connections: plan.connections,
    ...(plan.mode === 'fixed-rate'
      ? { overallRate: plan.rate, amount: plan.amount }
      : { duration: plan.durationMs / 1000 }),
    requests,
    // Every connection would otherwise walk the paths in lockstep; start each at its own offset
    // so a scenario with many distinct paths spreads them over the run as real traffic would.
    setupClient: (client: Client) => {
      if (paths instanceof PathsOnce) {
        // Its own copy: autocannon keeps the built request buffer on the request object.
        client.setRequests(requests.map((request) => ({ ...request })));
        return;
      }
      const offset = Math.floor((clientsSetUp++ * requests.length) / plan.connections);
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  };

  const startedAt = process.hrtime.bigint();
  let stopAtDeadline: NodeJS.Timeout | undefined;
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, finished: Result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(finished);
    });
    instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => {
      latencies.push(responseTimeMs);
      lastResponseAt = process.hrtime.bigint();
    });
    stopAtDeadline = setTimeout(() => {
      deadlineHit = true;
      instance.stop();
    }, plan.deadlineMs);
  }).finally(() => clearTimeout(stopAtDeadline));

  const elapsedMs = lastResponseAt > startedAt ? Number(lastResponseAt - startedAt) / 1e6 : 0;
  return {
    latencyMs: summariseLatencies(latencies),
    requestsPerSecond: elapsedMs > 0 ? latencies.length / (elapsedMs / 1000) : Number.NaN,
    completed: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cutShort: deadlineHit && plan.mode === 'fixed-rate' && latencies.length < plan.amount,
    elapsedMs,
  };
}
