import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import {
  FAKE_AVATAR_URL,
  FAKE_PLACE,
  FAKE_PLACE_MARKER,
  FAKE_PLACES_KEY,
  FAKE_RATING,
  FAKE_RATING_KEY,
  fakePhotoReference,
  solidPng,
} from '../../scripts/e2e/fake-providers';
import { launchBrowser } from './support/browser';
import { waitForApp } from './support/hydration';
import { baseUrl } from './support/base-url';

// Google Business Information on the profile in real Chromium against the real stack: the
// enrichment service and its workers call the fake Google Places and rating servers that the
// e2e globalSetup starts (scripts/e2e/fake-providers.ts). Each test seeds its own companies,
// so every profile starts with cold caches and the page polls while the workers look it up.

const UI_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };
const PHOTO_COUNT = FAKE_PLACE.photoCount;
const AXE_PATH = resolve(process.cwd(), 'node_modules/axe-core/axe.min.js');

let db: Kysely<Database>;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A company the fake maps service knows (its name carries the marker). */
const knownCompany = () => {
  const token = letters(6);
  return newCompany(db, {
    company_name: `${FAKE_PLACE_MARKER} ${token} Foods Private Limited`,
    domain_name: `${FAKE_PLACE_MARKER.toLowerCase()}-${token.toLowerCase()}.example.in`,
  });
};
const unknownCompany = () =>
  newCompany(db, {
    company_name: `Quietfern ${letters(6)} Traders Private Limited`,
    domain_name: null,
  });

type Opened = { page: Page; requests: string[] };

/**
 * A fresh browser context that records every request the page makes. bypassCSP lets axe-core
 * be injected past the gateway's script-src 'self'.
 */
async function openContext({ bypassCSP = false } = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP });
  contexts.push(context);
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  // Google's content host, answered here so the test needs no network.
  await context.route(`${FAKE_AVATAR_URL}*`, (route) =>
    route.fulfill({ contentType: 'image/png', body: solidPng(48, 48, [120, 53, 15]) }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  return { page, requests };
}

async function openProfile(row: CompanyRow, options?: { bypassCSP?: boolean }): Promise<Opened> {
  const opened = await openContext(options);
  await opened.page.goto(`${baseUrl()}/company/${row.id}`, { timeout: UI_TIMEOUT_MS });
  await opened.page
    .getByRole('heading', { level: 1, name: row.company_name, exact: true })
    .waitFor()
    .catch(async (error: unknown) => {
      // Say what the page showed instead (a loading state, an error screen), for post-mortems.
      const shown = await opened.page.locator('body').innerText();
      const calls = opened.requests.filter((url) => url.includes('/api/'));
      throw new Error(
        `the profile of ${row.company_name} did not appear; the page shows:\n${shown.slice(0, 600)}\nAPI calls: ${calls.join(', ')}`,
        { cause: error },
      );
    });
  await waitForApp(opened.page);
  return opened;
}

const googleSection = (page: Page) =>
  page.getByRole('region', { name: 'Google Business Information' });
const thumbnail = (page: Page, position: number) =>
  page.getByRole('button', { name: `Open photo ${position} of ${PHOTO_COUNT}` });
const galleryImage = (page: Page) => page.getByRole('dialog').locator('img');

/** Which fake photo the open gallery shows (0-based), and at what width it was asked for. */
async function shownPhoto(page: Page): Promise<{ index: number; maxwidth: string | null }> {
  const src = new URL((await galleryImage(page).getAttribute('src'))!, baseUrl());
  const reference = decodeURIComponent(src.pathname.replace('/api/photos/', ''));
  const index = Array.from({ length: PHOTO_COUNT }, (_, i) => fakePhotoReference(i)).indexOf(
    reference,
  );
  return { index, maxwidth: src.searchParams.get('maxwidth') };
}

async function expectShown(page: Page, position: number): Promise<void> {
  await page.getByRole('dialog').getByText(`Photo ${position} of ${PHOTO_COUNT}`).waitFor();
  expect(await shownPhoto(page)).toEqual({ index: position - 1, maxwidth: '800' });
}

/** axe-core's serious and critical findings inside one element (the selector's first match). */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (scope) => {
    type Result = { violations: { id: string; impact: string | null; nodes: unknown[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: Element) => Promise<Result> };
    };
    const { violations } = await axe.run(document.querySelector(scope)!);
    return violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id} (${violation.nodes.length})`);
  }, selector);
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'enrichment-e2e' });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('Google Business Information on the company profile', () => {
  it(
    'should wait for the place details, then show the place with 300 px thumbnails through the proxy',
    async () => {
      const row = await knownCompany();
      const { page, requests } = await openContext();
      // Spec §4: the profile appears only once the place details have resolved, so its Google
      // section never says it is loading. A mutation observer sees every node the parser or
      // React adds, from the first byte of the server's page on; reading the section when the
      // heading first appears would race the parser, which may stop between the two.
      await page.addInitScript(() => {
        const seen = window as unknown as { loadingShown?: boolean };
        seen.loadingShown = false;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              const loading = '.google-business__loading';
              if (node.matches(loading) || node.querySelector(loading)) seen.loadingShown = true;
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseUrl()}/company/${row.id}`, { timeout: UI_TIMEOUT_MS });
      await page.getByRole('heading', { level: 1, name: row.company_name, exact: true }).waitFor();

      const section = googleSection(page);
      await section.getByRole('heading', { level: 3, name: row.company_name }).waitFor();
      const loadingShown = await page.evaluate(
        () => (window as unknown as { loadingShown?: boolean }).loadingShown,
      );
      expect(loadingShown).toBe(false);
      expect(await section.getByTestId('place-rating').textContent()).toContain(
        FAKE_PLACE.rating.toFixed(1),
      );
      await section.getByText(`(${FAKE_PLACE.userRatingsTotal} Google reviews)`).waitFor();
      await section.getByText(FAKE_PLACE.address).waitFor();
      await section.getByText(FAKE_PLACE.phone).waitFor();

      const thumbnails = section.locator('.photo-gallery__thumbnail img');
      expect(await thumbnails.count()).toBe(PHOTO_COUNT);
      for (let index = 0; index < PHOTO_COUNT; index += 1) {
        const image = thumbnails.nth(index);
        expect(await image.getAttribute('alt')).toBe(
          `${row.company_name}, photo ${index + 1} of ${PHOTO_COUNT}`,
        );
        expect(await image.getAttribute('src')).toBe(
          `/api/photos/${fakePhotoReference(index)}?maxwidth=300`,
        );
      }
      // The proxied photos really load, scaled by the maps service to 300 px.
      await page.waitForFunction((count) => {
        const images = [...document.querySelectorAll<HTMLImageElement>('.photo-gallery img')];
        return (
          images.length === count && images.every((img) => img.complete && img.naturalWidth > 0)
        );
      }, PHOTO_COUNT);
      const widths = await thumbnails.evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).naturalWidth),
      );
      expect(widths).toEqual(Array(PHOTO_COUNT).fill(300));

      // No provider key or provider address ever reaches the browser.
      const html = await page.content();
      for (const secret of [FAKE_PLACES_KEY, FAKE_RATING_KEY, '/maps/api/place']) {
        expect(html).not.toContain(secret);
        expect(requests.filter((url) => url.includes(secret))).toEqual([]);
      }
      const photoRequests = requests.filter((url) => url.includes('/photos/'));
      expect(photoRequests.length).toBeGreaterThanOrEqual(PHOTO_COUNT);
      for (const url of photoRequests)
        expect(url.startsWith(`${baseUrl()}/api/photos/`)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should open the 800 px gallery at the clicked photo and wrap around both ways',
    async () => {
      const { page } = await openProfile(await knownCompany());
      const opener = thumbnail(page, 3);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: /^Photos of / });
      await dialog.waitFor();
      await expectShown(page, 3);
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
        return image?.complete === true && image.naturalWidth > 0;
      });
      // The maps service's photo is 640 px wide: asked for at most 800, it comes whole.
      expect(
        await galleryImage(page).evaluate((image) => (image as HTMLImageElement).naturalWidth),
      ).toBe(FAKE_PLACE.photoSize.width);

      const next = dialog.getByRole('button', { name: 'Next photo' });
      const previous = dialog.getByRole('button', { name: 'Previous photo' });
      await next.click();
      await expectShown(page, 4);
      await next.click();
      await expectShown(page, 1);
      await previous.click();
      await expectShown(page, 4);
      await page.keyboard.press('ArrowRight');
      await expectShown(page, 1);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, 4);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, 3);

      // Focus stays in the dialog, Escape closes it and focus returns to the thumbnail.
      for (let press = 0; press < 5; press += 1) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() =>
            Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
          ),
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should list the reviews with author, photo, stars, relative time and text',
    async () => {
      const { page } = await openProfile(await knownCompany());
      const reviews = googleSection(page).getByTestId('review');
      await reviews.first().waitFor();
      expect(await reviews.count()).toBe(FAKE_PLACE.reviews.length);
      for (const [index, review] of FAKE_PLACE.reviews.entries()) {
        const item = reviews.nth(index);
        await item.getByText(review.author_name, { exact: true }).waitFor();
        await item.getByRole('img', { name: `Rated ${review.rating} out of 5` }).waitFor();
        await item.getByText(review.relative_time_description, { exact: true }).waitFor();
        await item.getByText(review.text, { exact: true }).waitFor();
      }
      const avatar = reviews
        .first()
        .getByRole('img', { name: `Profile photo of ${FAKE_PLACE.reviews[0].author_name}` });
      await page.waitForFunction(
        () =>
          (document.querySelector('.review img') as HTMLImageElement | null)?.naturalWidth === 48,
      );
      expect(await avatar.getAttribute('src')).toBe(FAKE_AVATAR_URL);
      // The second author has no picture: their initial stands in.
      expect(await reviews.nth(1).locator('.review__avatar--initial').textContent()).toBe('R');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the third-party rating in the rating box once the rating lookup lands',
    async () => {
      const { page } = await openProfile(await knownCompany());
      const ratingBox = page.getByTestId('rating-box');
      await ratingBox.getByText(FAKE_RATING.trustScore.toFixed(1), { exact: true }).waitFor();
      expect(await ratingBox.textContent()).toContain(`${FAKE_RATING.reviews} reviews`);
      expect(await ratingBox.textContent()).toContain('Third-party rating');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should keep the rating box one height with or without a rating, so a late rating moves nothing',
    async () => {
      // A lookup slower than the server's wait lands after the page is shown: the box that said
      // there is no rating then fills in, and the header must not grow under the visitor.
      const heightOf = async (page: Page) =>
        (await page.getByTestId('rating-box').boundingBox())?.height ?? 0;
      const rated = await openProfile(await knownCompany());
      await rated.page
        .getByTestId('rating-box')
        .getByText(FAKE_RATING.trustScore.toFixed(1), { exact: true })
        .waitFor();
      const unrated = await openProfile(await unknownCompany());
      await unrated.page
        .getByTestId('rating-box')
        .getByText('No rating available for this business')
        .waitFor();
      expect(await heightOf(unrated.page)).toBeGreaterThan(0);
      expect(Math.abs((await heightOf(unrated.page)) - (await heightOf(rated.page)))).toBeLessThan(
        1,
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should pass axe on the Google section and on the open gallery',
    async () => {
      const { page } = await openProfile(await knownCompany(), { bypassCSP: true });
      await googleSection(page).getByTestId('review').first().waitFor();
      expect(await seriousViolations(page, '[data-testid="google-business"]')).toEqual([]);
      await thumbnail(page, 2).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page, '.gallery-backdrop')).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say there are no Google reviews for a company the maps service does not know',
    async () => {
      const row = await unknownCompany();
      const { page } = await openProfile(row);
      const section = googleSection(page);
      await section
        .getByText(`No Google reviews available for "${row.company_name}".`, { exact: true })
        .waitFor();
      expect(await section.getByRole('button').count()).toBe(0);
      await page
        .getByTestId('rating-box')
        .getByText('No rating available for this business')
        .waitFor();

      const text = await page.getByRole('main').innerText();
      for (const word of ['undefined', 'null', 'NaN']) {
        expect(text, word).not.toMatch(new RegExp(`\\b${word}\\b`));
      }
    },
    TEST_TIMEOUT_MS,
  );
});
