import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '@trusthive/platform';
import { STAND_IN_GSTINS, STAND_IN_GST_KEY, answerGstSearch } from '../e2e/gst-stand-in';

// `npm start`'s demo mode (DEMO_STAND_INS=gst): the GST stand-in of the browser tests
// (gst-stand-in.ts) on a loopback port, and the services pointed at it, so GST record pages
// can be shown without a GST Suvidha Provider's contract. Every record it answers carries its
// stand-in header, is stored with stand_in = true, and its page says it is not GSTN's data.
// Opt-in only: nothing else starts it, and the Kubernetes manifests never set DEMO_STAND_INS
// (scripts/k8s/manifests.test.ts).

export interface DemoStandIns {
  /** What the services' environment gets (the stand-in's base URL and key). */
  env: Record<string, string>;
  /** What `npm start` prints about them. */
  lines: string[];
  close(): Promise<void>;
}

const NONE: DemoStandIns = { env: {}, lines: [], close: async () => undefined };

export async function startDemoStandIns(config: Config): Promise<DemoStandIns> {
  if (!config.demo.standIns.includes('gst')) return NONE;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (!answerGstSearch(request, response, url)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const replaced = config.enrichment.providers.gst.enabled
    ? ' It replaces the GST provider GST_API_BASE_URL names for this start.'
    : '';
  return {
    env: { GST_API_BASE_URL: baseUrl, GST_API_KEY: STAND_IN_GST_KEY },
    lines: [
      `GST lookups go to a stand-in (DEMO_STAND_INS=gst) at ${baseUrl}: its records are made up ` +
        `and every page says so.${replaced} Try /gstin/${STAND_IN_GSTINS.active}`,
    ],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
