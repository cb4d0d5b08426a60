import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { gatewayHealthSchema, type GatewayHealth } from '@trusthive/contracts';
import type { ServiceEndpoint, ServiceName } from '@trusthive/platform';

const PROBE_TIMEOUT_MS = 2_000;

/** GET /api/health: asks every service's /health at once; 503 when any is not ok. */
export async function registerHealth(
  app: FastifyInstance,
  services: Record<ServiceName, ServiceEndpoint>,
) {
  app.get(
    '/api/health',
    {
      schema: { response: { 200: gatewayHealthSchema, 503: gatewayHealthSchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const entries = await Promise.all(
        Object.entries(services).map(
          async ([name, endpoint]) => [name, await probe(endpoint.url)] as const,
        ),
      );
      const body: GatewayHealth = {
        status: entries.every(([, status]) => status === 'ok') ? 'ok' : 'degraded',
        services: Object.fromEntries(entries),
      };
      return reply.status(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
}

async function probe(baseUrl: string): Promise<string> {
  try {
    const response = await request(`${baseUrl}/health`, {
      headersTimeout: PROBE_TIMEOUT_MS,
      bodyTimeout: PROBE_TIMEOUT_MS,
    });
    const body = (await response.body.json().catch(() => null)) as {
      checks?: Record<string, string>;
    } | null;
    if (response.statusCode === 200) return 'ok';
    const failing = Object.entries(body?.checks ?? {}).filter(([, status]) => status !== 'ok');
    return failing.length
      ? failing.map(([name, status]) => `${name}: ${status}`).join('; ')
      : `HTTP ${response.statusCode}`;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'ECONNREFUSED' ? 'unreachable' : (error as Error).message || 'unreachable';
  }
}
