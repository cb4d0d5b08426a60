import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onSignedOut, setCsrfToken, staffClient } from './staff-client';

// The console's client against MSW: the CSRF token goes on writes only, and a 401 from a staff
// call (not from signing in) tells the console the session ended.

const seen: Array<{ method: string; token: string | null }> = [];
const server = setupServer(
  http.all('*/api/staff/ok', ({ request }) => {
    seen.push({ method: request.method, token: request.headers.get('x-csrf-token') });
    return HttpResponse.json({ ok: true });
  }),
  http.all('*/api/staff/gone', () =>
    HttpResponse.json({ error: { title: 'Signed Out', message: 'ended' } }, { status: 401 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  setCsrfToken(null);
});
afterAll(() => server.close());

describe('staffClient', () => {
  it('should send the session token on writes and never on reads', async () => {
    setCsrfToken('token-1');
    await staffClient.get('/staff/ok');
    await staffClient.post('/staff/ok', { body: {} });
    await staffClient.patch('/staff/ok', { body: {} });
    await staffClient.delete('/staff/ok');
    expect(seen).toEqual([
      { method: 'GET', token: null },
      { method: 'POST', token: 'token-1' },
      { method: 'PATCH', token: 'token-1' },
      { method: 'DELETE', token: 'token-1' },
    ]);
  });

  it('should tell the console about a 401, except from signing in', async () => {
    const listener = vi.fn();
    const stop = onSignedOut(listener);
    await expect(staffClient.signIn('/staff/gone', { body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(listener).not.toHaveBeenCalled();
    setCsrfToken('token-2');
    await expect(staffClient.get('/staff/gone')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    // The token of the ended session is dropped.
    await staffClient.post('/staff/ok', { body: {} });
    expect(seen).toEqual([{ method: 'POST', token: null }]);
    stop();
  });
});
