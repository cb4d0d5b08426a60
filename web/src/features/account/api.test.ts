import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchOwnerSession, ownerClient, signInWithLink, signOut } from './api';

// The owner client against MSW: the session's CSRF token goes on writes only, a 401 drops it,
// and the browser remembers that it signed in (so the top bar asks for the session) until it
// signs out or a call answers 401.

const SESSION = { owner: { email: 'owner@acme.in', hasPassword: false }, csrfToken: 'token-1' };
const seen: Array<{ method: string; token: string | null }> = [];
const server = setupServer(
  http.post('*/api/account/session', () => HttpResponse.json(SESSION)),
  http.get('*/api/account/session', () => HttpResponse.json(SESSION)),
  http.delete('*/api/account/session', () => new HttpResponse(null, { status: 204 })),
  http.all('*/api/account/ok', ({ request }) => {
    seen.push({ method: request.method, token: request.headers.get('x-csrf-token') });
    return HttpResponse.json({ ok: true });
  }),
  http.all('*/api/account/gone', () =>
    HttpResponse.json({ error: { title: 'Signed Out', message: 'ended' } }, { status: 401 }),
  ),
);

const MARK = 'trusthive.owner-signed-in';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

describe('the owner client', () => {
  it('should send the session token on writes and never on reads', async () => {
    await signInWithLink('A'.repeat(43));
    await ownerClient.get('/account/ok');
    await ownerClient.patch('/account/ok', { body: {} });
    await ownerClient.post('/account/ok', { body: {} });
    expect(seen).toEqual([
      { method: 'GET', token: null },
      { method: 'PATCH', token: 'token-1' },
      { method: 'POST', token: 'token-1' },
    ]);
  });

  it('should remember a sign-in until a 401 or signing out', async () => {
    await signInWithLink('A'.repeat(43));
    expect(localStorage.getItem(MARK)).toBe('1');
    await expect(ownerClient.get('/account/gone')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(MARK)).toBeNull();
    await ownerClient.post('/account/ok', { body: {} });
    expect(seen).toEqual([{ method: 'POST', token: null }]);

    await fetchOwnerSession();
    expect(localStorage.getItem(MARK)).toBe('1');
    await signOut();
    expect(localStorage.getItem(MARK)).toBeNull();
  });
});
