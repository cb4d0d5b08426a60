import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type CompanyRow, type Database } from '@trusthive/platform';
import {
  gstinFor,
  letters,
  newCompany,
  testDatabaseUrl,
  uniqueDin,
  uniquePan,
} from '@trusthive/platform/testing';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';
import { openApp, waitForApp } from './support/hydration';
import { standInRegistrySays } from './support/registry-stand-in';

// The company profile in real Chromium against the real stack (gateway, company and scoring
// services) on the test database, with rows this file inserts itself.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };
/** Short enough that the trust score section starts below the fold. */
const SHORT_DESKTOP = { width: 1280, height: 520 };
const PHONE = { width: 375, height: 812 };

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

interface FullCompany {
  row: CompanyRow;
  gstin: string;
  gstPan: string;
  companyPan: string;
  companyGst: string;
  dins: string[];
  brandNames: string[];
}

let db: Kysely<Database>;
let browser: Browser;
let full: FullCompany;
let sparse: CompanyRow;
const contexts: BrowserContext[] = [];

async function seedFull(): Promise<FullCompany> {
  const token = letters(6);
  const gstPan = uniquePan();
  const gstin = gstinFor(gstPan);
  const companyPan = uniquePan();
  const companyGst = gstinFor(companyPan);
  const row = await newCompany(db, {
    company_name: `Profile ${token} Private Limited`,
    roc: 'RoC-Bangalore',
    registration_date: '2015-06-01',
    authorized_capital: 1_000_000,
    paid_up_capital: 500_000,
    nic_code: '62011',
    industrial_classification: 'Business Services',
    company_state_code: 'Karnataka',
    registered_office_address: '12 MG Road, Bengaluru',
    pincode: '560001',
    domain_name: `${token.toLowerCase()}.example.in`,
    email: `info@${token.toLowerCase()}.example.in`,
    gst_number: companyGst,
    pan_number: companyPan,
    listing_status: 'Unlisted',
    is_claimed: false,
  });
  await db
    .insertInto('company_gst_details')
    .values({
      company_id: row.id,
      gstin,
      pan: gstPan,
      registration_date: '2018-04-01',
      nature_of_business: 'Supplier of Services',
      business_name: row.company_name.toUpperCase(),
      entity_type: 'Private Limited Company',
      department_code_and_type: 'State - Karnataka',
    })
    .execute();
  const brandNames = [`Alpha ${token}`, `Beta ${token}`];
  await db
    .insertInto('brands')
    .values(brandNames.map((brand_name) => ({ company_id: row.id, brand_name })))
    .execute();
  // The registry stand-in knows every CIN; this one it lists with no board of its own, so the
  // table shows exactly the rows seeded here (issue 41's provider rows are registry.e2e's).
  await standInRegistrySays(row.cin!, { directors: [], charges: [] });
  const dins = [uniqueDin(), uniqueDin()];
  await db
    .insertInto('directors')
    .values([
      { company_cin: row.cin!, name: `Zara ${token}`, din_pan: dins[0]!, begin_date: '2016-03-15' },
      { company_cin: row.cin!, name: `Anil ${token}`, din_pan: dins[1]!, begin_date: '2015-06-01' },
    ])
    .execute();
  await db
    .insertInto('trustpilot_ratings')
    .values({
      company_id: row.id,
      company_name: row.company_name,
      trust_score: 4.6,
      review_count: 128,
    })
    .execute();
  return { row, gstin, gstPan, companyPan, companyGst, dins, brandNames };
}

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, path, UI_TIMEOUT_MS);
  return page;
}

async function openProfile(row: CompanyRow, viewport = DESKTOP): Promise<Page> {
  const page = await openPage(`/company/${row.id}`, viewport);
  await heading(page, row.company_name).waitFor();
  return page;
}

const breakdownToggle = (page: Page) =>
  page.getByRole('button', { name: 'How is this calculated?' });

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'company-e2e' });
  full = await seedFull();
  sparse = await newCompany(db, {
    company_name: `Sparse ${letters(6)} Enterprises`,
    cin: null,
    company_limited_by: null,
    company_class: null,
    company_category: null,
    company_sub_category: null,
    company_status: null,
    company_state_code: null,
    industrial_classification: null,
    is_claimed: true,
  });
  await sql`update companies set ratings = '{"google": null}'::jsonb where id = ${sparse.id}`.execute(
    db,
  );
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('company profile page', () => {
  it(
    'should show a loading state, then the profile with every section',
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(UI_TIMEOUT_MS);
      // Hold the profile answer back a little so the loading state can be seen.
      await page.route(`**/api/companies/${full.row.id}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      // A profile opened from the search results loads in the browser (opened directly, the
      // server sends it rendered: see server-rendering.e2e.test.ts).
      // The results arrive rendered; a click before the app has taken them over is a plain
      // link that loads the rendered profile, with no loading state to see.
      await page.goto(`${baseUrl()}/search?q=${encodeURIComponent(full.row.company_name)}`);
      await waitForApp(page);
      await page.getByRole('link', { name: full.row.company_name, exact: true }).click();
      await page.getByText('Loading company profile...').waitFor();
      await heading(page, full.row.company_name).waitFor();

      const main = page.getByRole('main');
      await main.getByText('Business Services', { exact: true }).first().waitFor();
      const website = main.getByRole('link', { name: full.row.domain_name!, exact: true });
      expect(await website.getAttribute('href')).toBe(`https://${full.row.domain_name}`);
      // Opened from a results page: the way back to them is offered (a profile opened from its
      // address has none; see mobile-forms.e2e.test.ts).
      expect(await main.getByRole('link', { name: 'Back to Search Results' }).count()).toBe(1);

      for (const title of [
        'Brand Portfolio',
        'Trust Score',
        'Verification Status',
        'Company Overview',
        'Registration Details',
        'Company Classification',
        'Financial Details',
        'Industry Classification',
        'Directors',
        'Regulatory Information',
        'GST Details',
      ]) {
        await main.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      }
      for (const brand of full.brandNames) await main.getByText(brand, { exact: true }).waitFor();

      // Money in ₹ en-IN without decimals, with its lakh reading beside it; dates in en-GB.
      await main.getByText('₹10,00,000 (₹10 Lakh)', { exact: true }).waitFor();
      await main.getByText('₹5,00,000 (₹5 Lakh)', { exact: true }).waitFor();
      expect(await main.getByText('01/06/2015', { exact: true }).count()).toBeGreaterThan(0);
      await main.getByText('15/03/2016', { exact: true }).waitFor();

      // Status colour, score ring and level, rating box.
      const status = main.getByTestId('company-status');
      expect(await status.textContent()).toBe('Active');
      expect(await status.getAttribute('class')).toContain('badge--green');
      await main
        .getByRole('img', {
          name: /^Trust score \d+ out of 100, (High Trust|Medium Trust|Low Trust|Limited data)$/,
        })
        .first()
        .waitFor();
      const rating = main.getByTestId('rating-box');
      expect(await rating.textContent()).toContain('4.6');
      expect(await rating.textContent()).toContain('128 reviews');

      // Directors by name.
      const names = await main
        .locator('.directors-table tbody tr td:first-child')
        .allTextContents();
      expect(names.map((name) => name.split(' ')[0])).toEqual(['Anil', 'Zara']);

      // Title, meta description and Organization structured data.
      expect(await page.title()).toContain(full.row.company_name);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain(full.row.company_name);
      const jsonLd = JSON.parse(
        (await page.getByTestId('organization-jsonld').textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: full.row.company_name,
        url: `https://${full.row.domain_name}`,
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show masked GSTIN, PAN and DIN and never the unmasked values',
    async () => {
      const page = await openProfile(full.row);
      const main = page.getByRole('main');
      const mask = (value: string, head: number, tail: number) =>
        `${value.slice(0, head)}${'X'.repeat(value.length - head - tail)}${value.slice(-tail)}`;
      // Every PAN shows the same positions (first 2, last 1) wherever it appears, and a GSTIN
      // only its state code and 14th character: its characters 3-12 are the PAN and the 15th
      // a check digit over it (issue 24 #10; deliberately stricter than spec §5).
      const maskGstin = (value: string) => `${value.slice(0, 2)}${'X'.repeat(11)}${value[13]}X`;
      // A PAN also shows its 4th character, the holder type the identifier panel prints in
      // words beside it (issue 37 #6): the mask hides nothing the page shows.
      const maskPan = (value: string) => {
        const masked = mask(value, 2, 1);
        return `${masked.slice(0, 3)}${value[3]}${masked.slice(4)}`;
      };
      // Both GSTINs are Karnataka's, so their masks may be the same text: count each one.
      const gstinMasks = [maskGstin(full.gstin), maskGstin(full.companyGst)];
      await main.getByText(gstinMasks[0]!, { exact: true }).first().waitFor();
      for (const shown of new Set(gstinMasks)) {
        const expected = gstinMasks.filter((masked) => masked === shown).length;
        await expect.poll(() => main.getByText(shown, { exact: true }).count()).toBe(expected);
      }
      await main.getByText(maskPan(full.gstPan), { exact: true }).waitFor();
      await main.getByText(maskPan(full.companyPan), { exact: true }).waitFor();
      for (const din of full.dins) await main.getByText(mask(din, 2, 2), { exact: true }).waitFor();

      const html = await page.content();
      for (const secret of [
        full.gstin,
        full.gstPan,
        full.companyGst,
        full.companyPan,
        ...full.dins,
      ]) {
        expect(html).not.toContain(secret);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the unclaimed banner whose Claim link loads /claim/{id} as a new page',
    async () => {
      const page = await openProfile(full.row);
      const main = page.getByRole('main');
      await main
        .getByRole('heading', { name: 'Is This Your Business? Claim Your Profile Now — Free!' })
        .waitFor();
      await main.getByText('(Free for a limited time.)', { exact: false }).waitFor();
      await main.getByText(/All claims are securely verified .* before approval/).waitFor();
      expect(
        await main
          .getByText('This Business Profile is Claimed & Verified by the Official Owner')
          .count(),
      ).toBe(0);

      const claim = main.getByRole('link', { name: 'Claim Your Profile' });
      expect(await claim.getAttribute('href')).toBe(`/claim/${full.row.id}`);
      // A full page navigation starts a new document: the marker set on this one is gone.
      await page.evaluate(() => {
        (window as unknown as { stillSameDocument: boolean }).stillSameDocument = true;
      });
      await Promise.all([page.waitForURL(`**/claim/${full.row.id}`), claim.click()]);
      await page.waitForLoadState('load');
      expect(
        await page.evaluate(
          () => (window as unknown as { stillSameDocument?: boolean }).stillSameDocument,
        ),
      ).toBeUndefined();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the claimed banner and sensible defaults for a company with missing fields',
    async () => {
      const page = await openProfile(sparse);
      const main = page.getByRole('main');
      await main
        .getByText('This Business Profile is Claimed & Verified by the Official Owner')
        .waitFor();
      expect(
        await main.getByText('Is This Your Business? Claim Your Profile Now — Free!').count(),
      ).toBe(0);
      // No brands: no brand card. No GST: the spec's text.
      expect(await main.getByRole('heading', { name: 'Brand Portfolio' }).count()).toBe(0);
      await main
        .getByText(
          "This company's GST details are currently not verified. TrustHive will auto-link them once data becomes available.",
        )
        .waitFor();
      await main.getByText('No rating available for this business').waitFor();
      expect(await main.getByText('₹0', { exact: true }).count()).toBe(2);
      // Spec defaults for the header: industry Business, state India.
      await main.getByText('Business', { exact: true }).first().waitFor();
      await main.getByText('India', { exact: true }).first().waitFor();
      expect(await main.getByTestId('company-status').getAttribute('class')).toContain(
        'badge--grey',
      );

      const text = await main.innerText();
      for (const word of ['undefined', 'null', 'NaN']) {
        expect(text, word).not.toMatch(new RegExp(`\\b${word}\\b`));
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should link Report Company to the prefilled report form, smaller on a phone',
    async () => {
      const page = await openProfile(full.row);
      const report = page.getByRole('main').getByRole('link', { name: 'Report Company' });
      const href = new URL((await report.getAttribute('href'))!, baseUrl());
      expect(href.pathname).toBe('/report');
      expect(href.searchParams.get('companyId')).toBe(String(full.row.id));
      expect(href.searchParams.get('companyName')).toBe(full.row.company_name);
      expect(await report.getByText('Report Company', { exact: true }).isVisible()).toBe(true);
      const desktopBox = await report.boundingBox();

      const phone = await openProfile(full.row, PHONE);
      const phoneReport = phone.getByRole('main').getByRole('link', { name: 'Report Company' });
      expect(await phoneReport.getByText('Report Company', { exact: true }).isVisible()).toBe(
        false,
      );
      expect(await phoneReport.getByText('Report', { exact: true }).isVisible()).toBe(true);
      const phoneBox = await phoneReport.boundingBox();
      expect(phoneBox!.width).toBeLessThan(desktopBox!.width);
      expect(phoneBox!.height).toBeLessThan(desktopBox!.height);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should keep the breakdown collapsed, open it when more than half in view, and toggle it',
    async () => {
      const page = await openProfile(full.row, SHORT_DESKTOP);
      const toggle = breakdownToggle(page);
      const components = page.getByTestId('score-component');
      await toggle.waitFor({ state: 'attached' });
      // Below the fold: still collapsed.
      await page.waitForTimeout(500);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await components.first().isVisible()).toBe(false);

      // More than half of the section in view opens it by itself.
      await page.evaluate(() =>
        document.getElementById('trust-score-section')?.scrollIntoView({ block: 'start' }),
      );
      await page.waitForFunction(
        () =>
          document
            .querySelector('#trust-score-section button[aria-controls]')
            ?.getAttribute('aria-expanded') === 'true',
      );
      expect(await components.count()).toBe(6);
      const names = await page.locator('.score-component__name').allTextContents();
      expect(names).toEqual([
        'Corporate Registry',
        'GST',
        'Online Reputation',
        'Brand Authorization',
        'Profile Completeness',
        'Internal Reports and Red Flags',
      ]);

      // The control toggles it.
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await components.first().isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await components.first().isVisible()).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should scroll to the trust score section from the info button',
    async () => {
      const page = await openProfile(full.row, SHORT_DESKTOP);
      const toggle = breakdownToggle(page);
      await page.waitForTimeout(500);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('button', { name: 'How the trust score is calculated' }).click();
      await page.waitForFunction(() => {
        const box = document.getElementById('trust-score-section')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
      });
      await page.waitForFunction(
        () =>
          document
            .querySelector('#trust-score-section button[aria-controls]')
            ?.getAttribute('aria-expanded') === 'true',
      );
    },
    TEST_TIMEOUT_MS,
  );

  it.each(['999999999999', 'not-a-company'])(
    'should show Company Not Found for /company/%s with its two buttons',
    async (id) => {
      const page = await openPage(`/company/${id}`);
      await heading(page, 'Company Not Found').waitFor();
      const main = page.getByRole('main');
      const request = main.getByRole('link', { name: 'Request TrustHive Verification' });
      const support = main.getByRole('link', { name: 'Contact Support' });
      expect(await request.getAttribute('href')).toBe('/register');
      expect(await support.getAttribute('href')).toBe('/contact');
      await support.click();
      await page.waitForURL('**/contact');
    },
    TEST_TIMEOUT_MS,
  );
});
