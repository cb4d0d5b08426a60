import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A provider stand-in: a real HTTP server on a loopback port, so requests go through undici,
// sockets, timeouts and redirects exactly as they would to the real provider.
//
// What a fake does is decided per request by a marker in the looked-up name, e.g.
// "Acme [timeout] Ltd": ok (the default), none, error500, timeout, malformed, denied. One
// server thus serves many tests at once, and each test counts only its own calls.

export const BEHAVIOURS = ['ok', 'none', 'error500', 'timeout', 'malformed', 'denied'] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

export function behaviourOf(text: string): Behaviour {
  const marker = /\[([a-z0-9]+)\]/.exec(text)?.[1];
  return (BEHAVIOURS as readonly string[]).includes(marker ?? '') ? (marker as Behaviour) : 'ok';
}

export interface FakeServer {
  url: string;
  /** Every request seen, as method + path + query. */
  requests: string[];
  /** Requests whose text (path, query or body) contains `needle`. */
  hits(needle: string): number;
  close(): Promise<void>;
}

export type FakeHandler = (
  request: IncomingMessage & { body: string; url: string },
  response: ServerResponse,
  url: URL,
) => void | Promise<void>;

/** How long a "timeout" answer hangs: far beyond any provider timeout the tests set. */
export const HANG_MS = 10_000;

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const query = [...url.searchParams].map(([key, value]) => `${key}=${value}`).join('&');
      seen.push(`${request.method} ${decodeURIComponent(url.pathname)}?${query} ${body}`);
      void Promise.resolve(
        handler(Object.assign(request, { body, url: request.url ?? '/' }), response, url),
      ).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: seen,
    hits: (needle) => seen.filter((line) => line.includes(needle)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The failure behaviours every provider shares. Returns true when it answered; "timeout"
 * holds the request open so the client's own deadline must end it.
 */
export function answerFailure(behaviour: Behaviour, response: ServerResponse): boolean {
  switch (behaviour) {
    case 'error500':
      sendJson(response, 500, { error: 'internal' });
      return true;
    case 'timeout':
      setTimeout(() => {
        if (!response.writableEnded) sendJson(response, 200, {});
      }, HANG_MS).unref();
      return true;
    case 'malformed':
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status": "OK", "resu');
      return true;
    default:
      return false;
  }
}
