import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceHealthSchema, type ServiceHealth } from '@trusthive/contracts';

export type HealthCheck = () => Promise<unknown>;

const CHECK_TIMEOUT_MS = 2_000;

/** GET /health: 200 when every dependency answers, 503 naming the one that did not. */
export const healthRoute = fp<{ service: string; checks: Record<string, HealthCheck> }>(
  async (app: FastifyInstance, { service, checks }) => {
    app.get(
      '/health',
      {
        schema: { response: { 200: serviceHealthSchema, 503: serviceHealthSchema } },
        logLevel: 'warn',
      },
      async (_request, reply) => {
        const results = await Promise.all(
          Object.entries(checks).map(
            async ([name, check]) => [name, await runCheck(check)] as const,
          ),
        );
        const body: ServiceHealth = {
          status: results.every(([, result]) => result === 'ok') ? 'ok' : 'degraded',
          service,
          checks: Object.fromEntries(results),
        };
        return reply.status(body.status === 'ok' ? 200 : 503).send(body);
      },
    );
  },
  { name: 'health-route' },
);

/** 'ok', or why the check failed (an error, or no answer within CHECK_TIMEOUT_MS). */
export async function runCheck(check: HealthCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    clearTimeout(timer);
  }
}
