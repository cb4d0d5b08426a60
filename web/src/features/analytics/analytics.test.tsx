import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendViewDuration, trackViewDurationOnUnload } from './api/track-events';
import { useProfileAnalytics } from './hooks/use-profile-analytics';

// The SPA's analytics client against MSW (HTTP) and a recorded sendBeacon (jsdom has none).

type Sent = { path: string; contentType: string | null; body: unknown };
const sent: Sent[] = [];
let failWith: number | null = null;

const server = setupServer(
  http.post('*/api/events/:kind', async ({ request, params }) => {
    sent.push({
      path: `/events/${String(params.kind)}`,
      contentType: request.headers.get('content-type'),
      body: await request.json(),
    });
    return failWith
      ? HttpResponse.json({}, { status: failWith })
      : new HttpResponse(null, { status: 202 });
  }),
);

const beacons: { url: string; type: string; body: unknown }[] = [];
const sendBeacon = vi.fn((url: string, data: Blob) => {
  void data.text().then((text) => beacons.push({ url, type: data.type, body: JSON.parse(text) }));
  return true;
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  beacons.length = 0;
  failWith = null;
  sendBeacon.mockClear();
  vi.useRealTimers();
});
afterAll(() => server.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function Profile({ companyId, website }: { companyId?: number; website: string }) {
  const { onWebsiteClick } = useProfileAnalytics(companyId);
  return (
    <a
      href={website}
      onClick={(event) => {
        event.preventDefault();
        onWebsiteClick(website);
      }}
    >
      website
    </a>
  );
}

describe(useProfileAnalytics.name, () => {
  it('should record one view on load, even under StrictMode, and the duration on leaving', async () => {
    const view = render(
      <StrictMode>
        <Profile companyId={42} website="https://acme.example/" />
      </StrictMode>,
    );
    await settle();
    expect(sent).toEqual([
      {
        path: '/events/profile-views',
        contentType: 'application/json',
        body: { companyId: 42, referrer: null },
      },
    ]);
    expect(sendBeacon).not.toHaveBeenCalled();

    view.getByText('website').click();
    await settle();
    expect(sent[1]).toMatchObject({
      path: '/events/website-clicks',
      body: { companyId: 42, websiteUrl: 'https://acme.example/' },
    });

    view.unmount();
    await settle();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]).toMatchObject({
      url: '/api/track-view-duration',
      type: 'text/plain;charset=utf-8',
      body: { companyId: 42, viewDuration: 0, referrer: null },
    });
  });

  it('should record nothing while the company is unknown', async () => {
    const view = render(<Profile website="https://acme.example/" />);
    view.getByText('website').click();
    view.unmount();
    await settle();
    expect(sent).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('should swallow failures', async () => {
    failWith = 503;
    const view = render(<Profile companyId={7} website="https://acme.example/" />);
    await settle();
    view.getByText('website').click();
    await settle();
    expect(sent).toHaveLength(2);
    sendBeacon.mockImplementationOnce(() => {
      throw new TypeError('beacon refused');
    });
    expect(() => view.unmount()).not.toThrow();
  });
});

describe(trackViewDurationOnUnload.name, () => {
  it('should send the seconds since it started once, on pagehide', async () => {
    let now = 1_000;
    trackViewDurationOnUnload(9, () => now);
    now += 12_600;
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(beacons).toEqual([
      {
        url: '/api/track-view-duration',
        type: 'text/plain;charset=utf-8',
        body: { companyId: 9, viewDuration: 13, userAgent: navigator.userAgent, referrer: null },
      },
    ]);
  });

  it('should stop silently when asked', async () => {
    const stop = trackViewDurationOnUnload(9);
    stop({ send: false });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe(sendViewDuration.name, () => {
  it('should cap a duration at one day and fall back to fetch when the beacon is refused', async () => {
    server.use(
      http.post('*/api/track-view-duration', async ({ request }) => {
        sent.push({
          path: '/track-view-duration',
          contentType: request.headers.get('content-type'),
          body: JSON.parse(await request.text()),
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    sendBeacon.mockReturnValueOnce(false);
    sendViewDuration(3, 200_000);
    await settle();
    expect(sent).toEqual([
      {
        path: '/track-view-duration',
        contentType: 'text/plain;charset=UTF-8',
        body: expect.objectContaining({ companyId: 3, viewDuration: 86_400 }),
      },
    ]);
  });
});
