import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Enrichment, EnrichmentPart } from '@trusthive/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { GoogleBusinessInfo } from '../components/google-business-info';
import {
  ENRICHMENT_POLL_INTERVAL_MS,
  ENRICHMENT_POLL_LIMIT_MS,
  useEnrichment,
} from './get-enrichment';

// The profile's polling against MSW: it asks again while a part is pending, stops once
// nothing is, and gives up (showing what exists) at the end of its window.

const COMPANY = 'Acme Widgets Private Limited';
const none = { status: 'none' as const, data: null, error: null };
const pendingPart = { status: 'pending' as const, data: null, error: null };

const answer = (placeReady: boolean): Enrichment => ({
  companyId: 7,
  place: placeReady
    ? {
        status: 'ready',
        error: null,
        data: {
          name: 'Acme Widgets',
          rating: 4.1,
          userRatingsTotal: 12,
          formattedAddress: null,
          formattedPhoneNumber: null,
          website: null,
          photos: [],
          reviews: [],
        },
      }
    : pendingPart,
  logo: none,
  rating: none,
  email: none,
  pending: (placeReady ? [] : ['place']) satisfies EnrichmentPart[],
});

let requests = 0;
/** How many answers say "pending" before the place is ready (Infinity: never ready). */
let pendingAnswers = 0;
let status = 200;

const server = setupServer(
  http.get('*/api/companies/:id/enrichment', () => {
    requests += 1;
    if (status !== 200) {
      return HttpResponse.json({ error: { title: 'Down', message: 'Down' } }, { status });
    }
    return HttpResponse.json(answer(requests > pendingAnswers));
  }),
);

function Profile() {
  const enrichment = useEnrichment('7');
  return <GoogleBusinessInfo companyName={COMPANY} enrichment={enrichment} />;
}

function renderProfile() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Profile />
    </QueryClientProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  requests = 0;
  pendingAnswers = 0;
  status = 200;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe(useEnrichment.name, () => {
  it('should poll while the place is pending and stop once it is ready', async () => {
    pendingAnswers = 2;
    renderProfile();
    await screen.findByText('Loading Google business information...');
    // Sooner at first: after 0.5 s, then 1 s.
    await advance(500);
    expect(requests).toBe(2);
    expect(screen.getByText('Loading Google business information...')).toBeTruthy();
    await advance(1_000);
    await screen.findByRole('heading', { name: 'Acme Widgets' });
    expect(requests).toBe(3);

    await advance(ENRICHMENT_POLL_INTERVAL_MS * 4);
    expect(requests).toBe(3);
  });

  it('should give up at the end of the window, say so, and poll again on Try again', async () => {
    pendingAnswers = Infinity;
    renderProfile();
    await screen.findByText('Loading Google business information...');
    await advance(ENRICHMENT_POLL_LIMIT_MS);
    await screen.findByText(
      'Unable to load Google business information: The lookup is taking longer than expected',
    );
    const asked = requests;
    expect(asked).toBeGreaterThanOrEqual(
      Math.floor(ENRICHMENT_POLL_LIMIT_MS / ENRICHMENT_POLL_INTERVAL_MS),
    );
    await advance(ENRICHMENT_POLL_INTERVAL_MS * 4);
    expect(requests).toBe(asked);

    pendingAnswers = asked + 1;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }));
    await advance(ENRICHMENT_POLL_INTERVAL_MS);
    await screen.findByRole('heading', { name: 'Acme Widgets' });
    expect(requests).toBe(asked + 2);
  });

  it('should show the spec place error when the enrichment service keeps failing', async () => {
    status = 503;
    renderProfile();
    // The app's query client retries a 5xx twice, with backoff.
    await advance(10_000);
    await screen.findByText(
      'Unable to load Google business information: Failed to fetch place details',
    );
    expect(requests).toBe(3);
  });
});
