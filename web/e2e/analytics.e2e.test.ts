import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createDb, type Database } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';

// Profile analytics in real Chromium against the real stack: gateway, company, scoring and
// analytics services and the analytics worker, on the test database. A visitor opens a
// profile, follows the website link and leaves the page; the three rows appear (a view, a
// website click, and the view's duration sent by beacon on unload), with the visitor's
// address truncated (the gateway sees 127.0.0.1, stored as 127.0.0.0).
//
// The analytics queue lives in Redis, which every stack on this machine shares: run this
// while no other stack's analytics worker uses the same Redis database, or it may store this
// test's events in its own database (give the run its own, e.g. REDIS_URL=redis://…/9).
//
// This needs the profile page to call useProfileAnalytics(company.id) and the header's
// website link to call its onWebsiteClick (web/src/features/analytics).

const UI_TIMEOUT_MS = 10_000;
const ROWS_TIMEOUT_MS = 20_000;

const token = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

let db: Kysely<Database>;
let browser: Browser;

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'analytics-e2e' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

async function rowsOf(companyId: number) {
  const views = await db
    .selectFrom('profile_views')
    .select(['view_duration', 'ip_address', 'user_agent', 'user_id', 'referrer'])
    .where('company_id', '=', companyId)
    .orderBy('view_duration', (order) => order.nullsFirst())
    .execute();
  const clicks = await db
    .selectFrom('website_clicks')
    .select(['website_url', 'ip_address', 'user_agent', 'user_id'])
    .where('company_id', '=', companyId)
    .execute();
  return { views, clicks };
}

async function waitForRows(companyId: number, views: number, clicks: number) {
  const deadline = Date.now() + ROWS_TIMEOUT_MS;
  for (;;) {
    const rows = await rowsOf(companyId);
    if ((rows.views.length >= views && rows.clicks.length >= clicks) || Date.now() > deadline) {
      return rows;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('profile analytics', () => {
  it('should record the view, the website click and the view duration of a visit', async () => {
    const domain = `${token()}.example.in`;
    const company = await newCompany(db, {
      company_name: `Analytics ${token()} Private Limited`,
      domain_name: domain,
      website: `https://${domain}`,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The company's website is not on this machine: answer it locally.
    await context.route(`https://${domain}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Company site</h1>' }),
    );
    const page = await context.newPage();
    const eventRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/(events|track-view)/.test(request.url())) {
        eventRequests.push(new URL(request.url()).pathname);
      }
    });

    let rows: Awaited<ReturnType<typeof rowsOf>>;
    try {
      const viewSent = page.waitForRequest(
        (request) => request.url().endsWith('/api/events/profile-views'),
        { timeout: UI_TIMEOUT_MS },
      );
      await page.goto(`${baseUrl()}/company/${company.id}`);
      await page
        .getByRole('heading', { level: 1, name: company.company_name })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await viewSent.catch(() => {
        throw new Error(
          'The profile page sent no profile view: it must call useProfileAnalytics(company.id) ' +
            '(web/src/features/analytics/hooks/use-profile-analytics.ts).',
        );
      });

      // Follow the website link (it opens a new tab) and close that tab again.
      const clickSent = page.waitForRequest(
        (request) => request.url().endsWith('/api/events/website-clicks'),
        { timeout: UI_TIMEOUT_MS },
      );
      const popup = context.waitForEvent('page', { timeout: UI_TIMEOUT_MS });
      await page.locator(`a[href^="https://${domain}"]`).first().click();
      await (await popup).close();
      await clickSent.catch(() => {
        throw new Error(
          "Following the website link sent no click: the link must call useProfileAnalytics's " +
            'onWebsiteClick(url).',
        );
      });

      // Leave the page: the unload sends the view's duration by beacon. The browser stays
      // open until the rows are there, as closing it would cancel a beacon still in flight.
      await page.waitForTimeout(1_200);
      await page.goto('about:blank');
      rows = await waitForRows(company.id, 2, 1);
    } finally {
      await context.close();
    }

    const { views, clicks } = rows;
    // A beacon sent while the page unloads is not reported to the test as a request; the row
    // it leaves is the proof.
    expect(eventRequests.slice(0, 2)).toEqual([
      '/api/events/profile-views',
      '/api/events/website-clicks',
    ]);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ view_duration: null, ip_address: '127.0.0.0', user_id: null });
    expect(views[1]).toMatchObject({ ip_address: '127.0.0.0', user_id: null });
    expect(views[1]!.view_duration).toBeGreaterThanOrEqual(1);
    expect(views[1]!.view_duration).toBeLessThan(60);
    expect(views[0]!.user_agent).toContain('Chrome');
    expect(clicks).toEqual([
      {
        website_url: expect.stringContaining(domain),
        ip_address: '127.0.0.0',
        user_agent: expect.stringContaining('Chrome'),
        user_id: null,
      },
    ]);
  });

  it('should refuse an event for an unknown company and store nothing', async () => {
    const response = await fetch(`${baseUrl()}/api/events/profile-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: 9_000_000_000_000 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { title: 'Invalid Request', message: 'No company has this id.', field: 'companyId' },
    });
  });
});
