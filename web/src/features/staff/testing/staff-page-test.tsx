import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';

// What a console page's tests against MSW share: the mocked API's lifetime, and the page
// rendered with a query client of its own, so no answer is cached from one test to the next.

/**
 * The API the file's tests talk to, answered by `handlers`: a request none answers fails the
 * test, and after each test the page is unmounted and handlers a test added are dropped.
 */
export function mockStaffApi(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export function renderStaffPage(page: ReactElement) {
  render(<QueryClientProvider client={createQueryClient()}>{page}</QueryClientProvider>);
}
