import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import type { GatewayHealth } from '@trusthive/contracts';
import { gatewayHealth } from '@trusthive/contracts/endpoints';
import { endpointRoute, type ServiceEndpoint, type ServiceName } from '@trusthive/platform';

const PROBE_TIMEOUT_MS = 2_000;
/**
 * Load balancers and monitors poll health from many places at once. Callers within this window
 * share one round of probes (one in flight is joined, not repeated), so polling cannot multiply
 * into a load of its own on every service, PostgreSQL and Redis.
 */
const HEALTH_TTL_MS = 1_000;

/** GET /api/health: asks every service's /health at once; 503 when any is not ok. */
export async function registerHealth(
  app: FastifyInstance,
  services: Record<ServiceName, ServiceEndpoint>,
) {
  let latest: { at: number; body: Promise<GatewayHealth> } | undefined;
  const current = () => {
    if (!latest || Date.now() - latest.at > HEALTH_TTL_MS) {
      latest = { at: Date.now(), body: probeAll(services) };
    }
    return latest.body;
  };
  app.route({
    ...endpointRoute(gatewayHealth),
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const body = await current();
      return reply
        .status(body.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}

async function probeAll(services: Record<ServiceName, ServiceEndpoint>): Promise<GatewayHealth> {
  const entries = await Promise.all(
    Object.entries(services).map(
      async ([name, endpoint]) => [name, await probe(endpoint.url)] as const,
    ),
  );
  return {
    status: entries.every(([, status]) => status === 'ok') ? 'ok' : 'degraded',
    services: Object.fromEntries(entries),
  };
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
