import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import type { FloorServerReady, FloorServerRole } from './floor-server';

export interface ProxyHopFloor {
  /** Base URL of the proxy; any path answers `{ ok: true }` through one proxied hop. */
  url: string;
  close(): Promise<void>;
}

const startupTimeoutMs = 10_000;

async function startFloorServer(config: FloorServerRole): Promise<{ worker: Worker; url: string }> {
  const worker = new Worker(new URL('./floor-server.ts', import.meta.url), { workerData: config });
  try {
    const [ready] = (await once(worker, 'message', {
      signal: AbortSignal.timeout(startupTimeoutMs),
    })) as [FloorServerReady];
    return { worker, url: ready.url };
  } catch (error) {
    await worker.terminate();
    throw new Error(`the ${config.role} floor server did not start`, { cause: error });
  }
}

/**
 * A bare Fastify hello server behind a bare `@fastify/http-proxy`, on ephemeral loopback ports:
 * what any proxied HTTP call costs on this machine right now.
 */
export async function startProxyHopFloor(): Promise<ProxyHopFloor> {
  const hello = await startFloorServer({ role: 'hello' });
  try {
    const hop = await startFloorServer({ role: 'proxy', upstream: hello.url });
    return {
      url: hop.url,
      close: async () => {
        await Promise.all([hop.worker.terminate(), hello.worker.terminate()]);
      },
    };
  } catch (error) {
    await hello.worker.terminate();
    throw error;
  }
}
