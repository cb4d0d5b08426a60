import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '@trusthive/platform';
import { STAND_IN_GSTINS, STAND_IN_GST_KEY, answerGstSearch } from '../e2e/gst-stand-in';
import { STAND_IN_REGISTRY_KEY, answerRegistry } from '../e2e/registry-stand-in';

// `npm start`'s demo mode (DEMO_STAND_INS=gst,registry): the GST and registry stand-ins of the
// browser tests (gst-stand-in.ts, registry-stand-in.ts) on a loopback port, and the services pointed at it, so GST record pages
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
  const gst = config.demo.standIns.includes('gst');
  const registry = config.demo.standIns.includes('registry');
  if (!gst && !registry) return NONE;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (gst && answerGstSearch(request, response, url)) return;
    if (registry && answerRegistry(request, response, url)) return;
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {};
  const lines: string[] = [];
  if (gst) {
    const replaced = config.enrichment.providers.gst.enabled
      ? ' It replaces the GST provider GST_API_BASE_URL names for this start.'
      : '';
    Object.assign(env, { GST_API_BASE_URL: baseUrl, GST_API_KEY: STAND_IN_GST_KEY });
    lines.push(
      `GST lookups go to a stand-in (DEMO_STAND_INS=gst) at ${baseUrl}: its records are made up ` +
        `and every page says so.${replaced} Try /gstin/${STAND_IN_GSTINS.active}`,
    );
  }
  if (registry) {
    const replaced = config.enrichment.providers.registry.enabled
      ? ' It replaces the provider REGISTRY_API_BASE_URL names for this start.'
      : '';
    Object.assign(env, { REGISTRY_API_BASE_URL: baseUrl, REGISTRY_API_KEY: STAND_IN_REGISTRY_KEY });
    lines.push(
      `Directors, charges and filings come from a stand-in (DEMO_STAND_INS=registry) at ` +
        `${baseUrl}: its boards are made up and every block says so.${replaced}`,
    );
  }
  return {
    env,
    lines,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
