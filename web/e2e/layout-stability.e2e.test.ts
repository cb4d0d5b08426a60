import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { categorySlug } from '@trusthive/contracts';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import { newCompany, newRegistryDirector, testDatabaseUrl } from '@trusthive/platform/testing';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';
import { partialPaintShifts, type PartialPaintShift } from './support/partial-paint';
import { STAND_IN_GSTINS } from '../../scripts/e2e/gst-stand-in';

// Issue 21: no public page may jump while it loads (CLS ≤ 0.02, phone and desktop), and none
// may carry an accessibility violation axe can find. Every route is opened cold in real
// Chromium, and the page's own layout-shift entries are summed until it has settled.

const UI_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 120_000;
const CLS_LIMIT = 0.02;
/**
 * A page painted before all its markup had arrived may move once when the rest lands, and a
 * loaded machine may paint more than one part: each such move stays within a quarter of the
 * limit of the whole load.
 */
const PARTIAL_PAINT_LIMIT = CLS_LIMIT / 4;
/**
 * After the network has been idle for 500 ms (every lazy section, score and the maps box has
 * arrived, and was rendered as it arrived): two frames, so what it brought has been laid out
 * and painted, and the observer has been handed its shift entries. A fixed 500 ms more was
 * waited here before (issue 38: 15 s a run, the machine idle); it never saw a shift the two
 * frames miss (every route read 0 either way).
 */
const afterTwoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
/** Pages laid out at once for their partial-paint cuts: work for the CPU that is not timed. */
const CUT_PAGES_AT_ONCE = 2;

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

const token = (length = 8) =>
  Array.from({ length }, () => 'BCDFGHJKLMNPQRSTVWXZ'[randomInt(0, 20)]).join('');

const NAME = token();
const CATEGORY = `Stable Layout ${token(6)}`;

let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;
/** A director page's id (issue 41): a person on the company's board and another's. */
let directorId: string;

/** Every public route, with what shows the page has rendered its content. */
function routes(): { name: string; path: string; ready: string }[] {
  return [
    { name: 'home', path: '/', ready: 'h1' },
    { name: 'search', path: `/search?q=${NAME}`, ready: '.search-results__summary' },
    { name: 'search by CIN', path: `/search?q=${company.cin}&type=cin`, ready: '.result-card' },
    { name: 'search without a term', path: '/search', ready: 'h1' },
    { name: 'profile', path: `/company/${company.id}`, ready: '.company-header' },
    { name: 'GST record', path: `/gstin/${STAND_IN_GSTINS.active}`, ready: '.gst-card' },
    { name: 'director', path: `/director/${directorId}`, ready: '.director-card' },
    {
      name: 'search by director',
      path: `/search?q=${NAME}&type=director`,
      ready: '.director-result',
    },
    { name: 'categories', path: '/categories', ready: '.category-card' },
    { name: 'category', path: `/category/${categorySlug(CATEGORY)}`, ready: '.company-list-card' },
    { name: 'register', path: '/register', ready: 'h1' },
    { name: 'report', path: '/report', ready: 'h1' },
    { name: 'claim', path: `/claim/${company.id}`, ready: 'h1' },
    { name: 'about', path: '/about', ready: 'h1' },
    { name: 'faq', path: '/faq', ready: 'h1' },
    { name: 'contact', path: '/contact', ready: 'h1' },
    { name: 'terms', path: '/terms', ready: 'h1' },
    { name: 'not found', path: '/no-such-page', ready: 'h1' },
  ];
}

/** One layout shift as the failure message shows it: when, how much, and what moved where. */
type ShiftRecord = { at: number; value: number; moved: string[] };

/**
 * Sums every layout shift the page reports from its first paint, as Lighthouse's CLS counts
 * them (shifts right after user input excluded). The sum of all windows is never below CLS, so
 * a page under the limit here is under it in Lighthouse too. Each shift keeps the elements it
 * moved, so a failure on a loaded machine names its cause instead of only a number.
 */
function recordLayoutShifts(): void {
  const target = window as unknown as { __layoutShift: number; __shifts: ShiftRecord[] };
  target.__layoutShift = 0;
  target.__shifts = [];
  type Source = {
    node: Element | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources: Source[];
    }[]) {
      if (entry.hadRecentInput) continue;
      target.__layoutShift += entry.value;
      target.__shifts.push({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        // Inline, not a named helper: the function is sent to the page as its source text.
        moved: entry.sources.map(
          ({ node, previousRect: before, currentRect: after }) =>
            `${node ? `${node.nodeName.toLowerCase()}.${String(node.className).split(' ').join('.')}` : '?'}` +
            ` y ${Math.round(before.y)}→${Math.round(after.y)}` +
            ` h ${Math.round(before.height)}→${Math.round(after.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openCold(path: string, ready: string, options: BrowserContextOptions) {
  // bypassCSP: axe is injected as a script after the checks of layout.
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.addInitScript(recordLayoutShifts);
  await page.goto(`${baseUrl()}${path}`, { timeout: UI_TIMEOUT_MS });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(afterTwoFrames);
  return { context, page };
}

/** The worst moves of a server-rendered page painted in two parts (none for a browser-only page). */
async function partialPaintOf(path: string, ready: string, options: BrowserContextOptions) {
  // Without JavaScript: the markup as the server sent it, which nothing hydrates or replaces.
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`, { timeout: UI_TIMEOUT_MS });
    if ((await page.locator(ready).count()) === 0) return [];
    return await page.evaluate(partialPaintShifts, 3);
  } finally {
    await context.close();
  }
}

const layoutShiftOf = (page: Page) =>
  page.evaluate(() => {
    const recorded = window as unknown as { __layoutShift: number; __shifts: ShiftRecord[] };
    return { total: recorded.__layoutShift, shifts: recorded.__shifts };
  });

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'layout-e2e' });
  company = await newCompany(db, {
    company_name: `${NAME} STEADY TRADERS PRIVATE LIMITED`,
    industrial_classification: CATEGORY,
    registered_office_address: '14 Residency Road, Bengaluru',
    trust_score: 72,
    trust_level: 'Medium Trust',
  });
  for (let index = 0; index < 14; index += 1)
    await newCompany(db, {
      company_name: `${NAME} STEADY UNIT ${String(index).padStart(2, '0')} PRIVATE LIMITED`,
      industrial_classification: CATEGORY,
    });
  // Fetched just now: the page asks no registry provider, so nothing arrives after it settles.
  directorId = (
    await newRegistryDirector(db, {
      name: `ASHA ${NAME} RAO`,
      companiesFetchedAt: new Date(),
      companies: [
        { cin: company.cin!, designation: 'Director', appointedOn: '2019-04-01' },
        { companyName: `${NAME} HARBOUR TRADERS PRIVATE LIMITED`, companyStatus: 'Strike Off' },
      ],
    })
  ).publicId;
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('layout stability on a %s', (device, options) => {
  // Each route is opened cold once per device: its layout shifts are read when it has settled,
  // then axe runs on the same page (after the reading, so the injected script moves nothing).
  const visits: {
    route: string;
    total: number;
    shifts: ShiftRecord[];
    violations: string[];
    partialPaint: PartialPaintShift[];
  }[] = [];

  beforeAll(async () => {
    // Where this file's time goes (it is the slowest of the browser tier), printed per phase.
    const spent = { open: 0, axe: 0, cuts: 0 };
    const cutsPerRoute: Record<string, number> = {};
    // One page at a time while shifts are counted: they depend on when each part arrives.
    for (const { name, path, ready } of routes()) {
      let started = performance.now();
      const { context, page } = await openCold(path, ready, options);
      const recorded = await layoutShiftOf(page);
      spent.open += performance.now() - started;
      started = performance.now();
      const violations = await axeViolations(page);
      spent.axe += performance.now() - started;
      await context.close();
      visits.push({
        route: name,
        total: Number(recorded.total.toFixed(4)),
        shifts: recorded.shifts,
        violations: violations.map(({ id, nodes }) => `${id} (${nodes})`),
        partialPaint: [],
      });
    }
    // Laying out a page's cuts depends on nothing but its markup: two pages at once keep both
    // cores busy (each page lays out in a renderer process of its own).
    const pending = routes().map((route, index) => ({ ...route, index }));
    const cutsStarted = performance.now();
    const layOutCuts = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        const started = performance.now();
        visits[next.index]!.partialPaint = await partialPaintOf(next.path, next.ready, options);
        cutsPerRoute[next.name] = Math.round(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: CUT_PAGES_AT_ONCE }, layOutCuts));
    spent.cuts = performance.now() - cutsStarted;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      `time (${device}): open and settle ${seconds(spent.open)}, axe ${seconds(spent.axe)}, ` +
        `partial-paint cuts ${seconds(spent.cuts)} (ms a route: ${JSON.stringify(cutsPerRoute)})`,
    );
  }, TEST_TIMEOUT_MS * 3);

  it(`should keep every route's cumulative layout shift at or below ${CLS_LIMIT}`, () => {
    expect(visits).toHaveLength(routes().length);
    console.info(
      `layout shift per route (${device}):`,
      JSON.stringify(Object.fromEntries(visits.map(({ route, total }) => [route, total]))),
    );
    const over = visits
      .filter(({ total }) => total > CLS_LIMIT)
      .map(({ route, total, shifts }) => ({ route, total, shifts }));
    expect(over).toEqual([]);
  });

  it(`should move nothing painted by more than ${PARTIAL_PAINT_LIMIT} when the rest of a page's markup arrives`, () => {
    // A CI run once painted a profile's header before its score column had arrived; the name
    // then wrapped anew and the header grew (0.0533). Every cut of every rendered page is
    // laid out here, so such a page fails on every run, not on the rare slow one.
    expect(visits).toHaveLength(routes().length);
    console.info(
      `worst move of a page painted in two parts, per route (${device}):`,
      JSON.stringify(
        Object.fromEntries(
          visits.map(({ route, partialPaint }) => [route, partialPaint[0]?.score ?? 0]),
        ),
      ),
    );
    const cutsOver = (limit: number) =>
      visits.flatMap(({ route, partialPaint }) =>
        partialPaint.filter(({ score }) => score > limit).map((shift) => ({ route, ...shift })),
      );
    // What moves in a cut near the limit, so a page drifting towards it can be fixed early.
    const near = cutsOver(PARTIAL_PAINT_LIMIT / 2);
    if (near.length > 0)
      console.info(`cuts over half the limit (${device}):`, JSON.stringify(near));
    const over = cutsOver(PARTIAL_PAINT_LIMIT);
    expect(over).toEqual([]);
  });

  it('should have no axe violations of any impact on any route', () => {
    expect(visits).toHaveLength(routes().length);
    const found = Object.fromEntries(
      visits
        .filter(({ violations }) => violations.length > 0)
        .map(({ route, violations }) => [route, violations]),
    );
    expect(found).toEqual({});
  });
});
