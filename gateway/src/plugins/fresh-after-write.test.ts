import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  FRESH_PAGES_COOKIE,
  OWNER_SESSION_COOKIE,
  STAFF_SESSION_COOKIE,
} from '@trusthive/platform';
import { FRESH_AFTER_WRITE_SECONDS, freshAfterWrite, sharesPages } from './fresh-after-write';

// Issue 43: a signed-in visitor shares the page cache, except just after their own write.

async function gateway(publicBaseUrl = 'https://trusthive.example') {
  const app = Fastify();
  await app.register(freshAfterWrite, {
    publicBaseUrl,
    isWrite: (request) => request.method === 'POST',
  });
  app.post('/api/account/profile', async (request, reply) =>
    reply.status((request.query as { status?: string }).status === 'bad' ? 400 : 200).send({}),
  );
  app.post('/api/account/sign-in', async (_request, reply) =>
    reply.header('set-cookie', `${OWNER_SESSION_COOKIE}=new; Path=/`).send({}),
  );
  app.get('/api/account/profile', async () => ({}));
  return app;
}

const asCookies = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().map((cookie) => cookie.split(';')[0]);

const signedIn = { cookie: `${OWNER_SESSION_COOKIE}=abc` };

describe('fresh pages after a signed-in write', () => {
  it('should mark the browser of a signed-in write that succeeded, for a minute, Secure on https', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/profile',
      headers: signedIn,
    });
    const mark = [response.headers['set-cookie']].flat()[0]!;
    expect(mark).toBe(
      `${FRESH_PAGES_COOKIE}=1; Path=/; HttpOnly; SameSite=Strict; Max-Age=${FRESH_AFTER_WRITE_SECONDS}; Secure`,
    );
  });

  it('should not mark a refused write, a read, or a write without a session', async () => {
    const app = await gateway();
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/account/profile?status=bad', headers: signedIn }),
      app.inject({ method: 'GET', url: '/api/account/profile', headers: signedIn }),
      app.inject({ method: 'POST', url: '/api/account/profile' }),
    ]);
    for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it("should keep a write's own cookie beside the mark, and leave Secure off on a local http site", async () => {
    const app = await gateway('http://localhost:3000');
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: signedIn,
    });
    expect(asCookies(response.headers['set-cookie'])).toEqual([
      `${OWNER_SESSION_COOKIE}=new`,
      `${FRESH_PAGES_COOKIE}=1`,
    ]);
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  });
});

describe(sharesPages.name, () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

  it('should share pages with a visitor signed out or signed in, but not with staff, an API caller, or just after a write', () => {
    expect(sharesPages(request({}))).toBe(true);
    expect(sharesPages(request({ cookie: `${OWNER_SESSION_COOKIE}=abc; theme=dark` }))).toBe(true);
    expect(sharesPages(request({ cookie: `${STAFF_SESSION_COOKIE}=abc` }))).toBe(false);
    expect(
      sharesPages(request({ cookie: `${OWNER_SESSION_COOKIE}=abc; ${FRESH_PAGES_COOKIE}=1` })),
    ).toBe(false);
    expect(sharesPages(request({ authorization: 'Bearer thk_x' }))).toBe(false);
  });
});
