import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@trusthive/platform';
import { upstreamTransport } from './upstream-transport';

// Two stand-in services that answer with their own name and the path they were asked.
const servers: Server[] = [];
const services = {} as Config['services'];

beforeAll(async () => {
  for (const name of ['company', 'scoring'] as const) {
    const server = createServer((request, response) => {
      if (request.url?.endsWith('/gone')) {
        response.writeHead(204, { 'set-cookie': ['a=1', 'b=2'] });
        response.end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.setHeader('x-served-by', name);
      response.statusCode = request.url?.includes('teapot') ? 418 : 200;
      response.end(
        JSON.stringify({ service: name, url: request.url, accept: request.headers.accept ?? null }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    services[name] = { port, url: `http://127.0.0.1:${port}` };
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const routes = [
  { prefix: '/api/companies/:id/trust-score', service: 'scoring' },
  { prefix: '/api/companies', service: 'company' },
] as const;

describe(upstreamTransport.name, () => {
  it('should send each API path to the service that owns it, the query kept', async () => {
    const send = upstreamTransport(services, 5_000, { routes });
    const score = await send('/api/companies/7/trust-score', {});
    expect(await score.json()).toEqual({
      service: 'scoring',
      url: '/api/companies/7/trust-score',
      accept: null,
    });
    const profile = await send('/api/companies/7?x=1', {});
    expect(await profile.json()).toEqual({
      service: 'company',
      url: '/api/companies/7?x=1',
      accept: null,
    });
  });

  it("should send the request's headers and hand back the service's status and headers", async () => {
    const send = upstreamTransport(services, 5_000, { routes });
    const answer = await send('/api/companies/teapot', {
      headers: new Headers({ accept: 'application/json' }),
    });
    expect(answer.status).toBe(418);
    expect(answer.headers.get('x-served-by')).toBe('company');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toMatchObject({ accept: 'application/json' });

    const empty = await send('/api/companies/gone', {});
    expect(empty.status).toBe(204);
    expect(empty.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await empty.text()).toBe('');
  });

  it('should answer 404 for a path no service owns, without a request', async () => {
    const answer = await upstreamTransport(services, 5_000, { routes })('/api/nothing', {});
    expect(answer.status).toBe(404);
  });
});
