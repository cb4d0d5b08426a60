// Worker-thread entry for the proxy-hop floor. Each server gets its own thread, so the hello
// route, the proxy and autocannon (on the main thread) do not share one event loop: the
// gateway and the service behind it are separate processes, and the floor should not be
// cheaper or dearer than that for sharing a loop with the load generator.
import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';
import { parentPort, workerData } from 'node:worker_threads';

export type FloorServerRole = { role: 'hello' } | { role: 'proxy'; upstream: string };
export interface FloorServerReady {
  url: string;
}

async function start(config: FloorServerRole): Promise<string> {
  const app = Fastify({ logger: false });
  if (config.role === 'hello') {
    app.get('*', async () => ({ ok: true }));
  } else {
    await app.register(proxy, { upstream: config.upstream });
  }
  return app.listen({ host: '127.0.0.1', port: 0 });
}

const url = await start(workerData as FloorServerRole);
parentPort?.postMessage({ url } satisfies FloorServerReady);
