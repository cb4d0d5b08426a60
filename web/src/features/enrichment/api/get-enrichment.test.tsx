import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Enrichment, EnrichmentPart } from '@trusthive/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { GoogleBusinessInfo } from '../components/google-business-info';
import { ENRICHMENT_POLL_LIMIT_MS, ENRICHMENT_WAIT_MS, useEnrichment } from './get-enrichment';

// The profile's held asks against MSW, which holds an answer as the enrichment service does
// (?waitMs): the page asks again while a part is pending, learns of a landed lookup at once,
// stops once nothing is pending, and gives up (showing what exists) at the end of its window.

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
  registry: none,
  pending: (placeReady ? [] : ['place']) satisfies EnrichmentPart[],
});

let requests = 0;
/** The waitMs of every ask, in order (0 for an ask that did not wait). */
let waits: number[] = [];
/** When the place lookup lands, in ms after the test started (Infinity: never). */
let landsAt = 0;
let startedAt = 0;
let status = 200;

const landed = () => Date.now() - startedAt >= landsAt;

const server = setupServer(
  http.get('*/api/companies/:id/enrichment', async ({ request }) => {
    requests += 1;
    const waitMs = Number(new URL(request.url).searchParams.get('waitMs') ?? 0);
    waits.push(waitMs);
    if (status !== 200) {
      return HttpResponse.json({ error: { title: 'Down', message: 'Down' } }, { status });
    }
    // Held until the lookup lands or waitMs have passed, as the service does.
    const until = Date.now() + waitMs;
    while (!landed() && Date.now() < until) await delay(50);
    return HttpResponse.json(answer(landed()));
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
  waits = [];
  landsAt = 0;
  startedAt = Date.now();
  status = 200;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe(useEnrichment.name, () => {
  it('should ask once more, held by the server, and show the place as soon as it lands', async () => {
    landsAt = 1_800;
    renderProfile();
    await screen.findByText('Loading Google business information...');
    await advance(1_500);
    expect(screen.getByText('Loading Google business information...')).toBeTruthy();
    await advance(400);
    await screen.findByRole('heading', { name: 'Acme Widgets' });
    // One ask that queued the lookups, one held until the place landed; then none.
    expect(waits).toEqual([0, ENRICHMENT_WAIT_MS]);
    await advance(ENRICHMENT_WAIT_MS * 2);
    expect(requests).toBe(2);
  });

  it('should give up at the end of the window, say so, and ask again on Try again', async () => {
    landsAt = Infinity;
    renderProfile();
    await screen.findByText('Loading Google business information...');
    await advance(ENRICHMENT_POLL_LIMIT_MS);
    await screen.findByText(
      'Unable to load Google business information: The lookup is taking longer than expected',
    );
    // Held asks fill the window: a handful of requests where polling made seven or more.
    const asked = requests;
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(asked).toBeLessThanOrEqual(Math.ceil(ENRICHMENT_POLL_LIMIT_MS / ENRICHMENT_WAIT_MS) + 1);
    await advance(ENRICHMENT_WAIT_MS * 2);
    expect(requests).toBe(asked);

    landsAt = Date.now() - startedAt;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }));
    await advance(200);
    await screen.findByRole('heading', { name: 'Acme Widgets' });
    expect(requests).toBe(asked + 1);
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
