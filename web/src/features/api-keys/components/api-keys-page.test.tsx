import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, type ApiKey } from '@trusthive/contracts';
import { apiRequest } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import type { AccountClient } from '../api';
import { ApiKeysPage } from './api-keys-page';

// <ApiKeysPage> against MSW as the account's keys service: the empty state, a refused name
// beside its field, a new key's secret shown once, its use per day, and revoking after a
// confirmation.

const SECRET = `th_live_${'A'.repeat(43)}`;

const keyNamed = (name: string, id: string): ApiKey => ({
  id,
  name,
  prefix: 'th_live_AAAAAAAA',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  limits: { perSecond: 10, perDay: 10_000, perMonth: 200_000 },
  usedThisMonth: 1234,
  usage: Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    requests: index === 29 ? 1234 : 0,
  })),
});

let keys: ApiKey[] = [];
const server = setupServer(
  http.get('*/api/account/api-keys', () => HttpResponse.json({ keys, maxLiveKeys: 10 })),
  http.post('*/api/account/api-keys', async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    if (!name.trim()) {
      return HttpResponse.json(
        { error: { ...API_KEY_MESSAGES.missingName, field: 'name' } },
        { status: 400 },
      );
    }
    const key = keyNamed(name, `key-${keys.length + 1}`);
    keys = [key, ...keys];
    return HttpResponse.json({ key, secret: SECRET }, { status: 201 });
  }),
  http.delete('*/api/account/api-keys/:id', ({ params }) => {
    keys = keys.map((key) =>
      key.id === params.id ? { ...key, revokedAt: '2026-11-30T10:00:00.000Z' } : key,
    );
    return HttpResponse.json(keys.find((key) => key.id === params.id));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  keys = [];
});
afterAll(() => server.close());

const client: AccountClient = {
  get: (path, options) => apiRequest(path, { ...options, method: 'GET' }),
  post: (path, options) => apiRequest(path, { ...options, method: 'POST' }),
  put: (path, options) => apiRequest(path, { ...options, method: 'PUT' }),
  delete: (path, options) => apiRequest(path, { ...options, method: 'DELETE' }),
};

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ApiKeysPage client={client} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe(ApiKeysPage.name, () => {
  it('should say there are no keys yet, and show a refused name beside its field', async () => {
    renderPage();
    await screen.findByText('You have no API keys yet. Create one above to start.');
    expect(screen.getByRole('link', { name: /quick start/ }).getAttribute('href')).toBe(
      '/api/docs',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByText(API_KEY_MESSAGES.missingName.message);
    expect(screen.getByRole('textbox', { name: /Key name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('should show a new key once, list it with its limits and use, and revoke it when confirmed', async () => {
    renderPage();
    await screen.findByText('You have no API keys yet. Create one above to start.');
    await userEvent.type(screen.getByRole('textbox', { name: /Key name/ }), 'ERP vendor check');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const secret = await screen.findByRole('textbox', { name: 'Your API key' });
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    expect(secret.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/It will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Your keys' });
    const row = within(table).getByRole('row', { name: /ERP vendor check/ });
    expect(row.textContent).toContain('th_live_AAAAAAAA…');
    expect(row.textContent).toContain('Never');
    expect(row.textContent).toContain('10 a second, 10,000 a day, 2,00,000 a month');
    expect(screen.getByText(/1,234 of 2,00,000 requests this month/)).toBeTruthy();
    const usage = screen.getByRole('table', {
      name: 'Requests per day with the key ERP vendor check',
    });
    expect(within(usage).getAllByRole('row')).toHaveLength(31);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByRole('textbox', { name: 'Your API key' })).toBeNull();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Revoke the key ERP vendor check' }),
    );
    expect(within(row).getByText(/Requests with it are refused from now on/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    await within(row).findByText('Revoked on 30 Nov 2026');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'The key ERP vendor check is revoked.',
    );
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
