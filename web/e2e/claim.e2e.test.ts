import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { createDb, LocalStorage, type CompanyRow, type Database } from '@trusthive/platform';
import { letters, newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';
import { waitForApp } from './support/hydration';

// The claim flow in real Chromium against the real stack: the locked company panel, the three
// steps and their refusals (spec §5 "Claim"), the documents stored privately, and the way back
// to the profile (spec §4 "Claim", §8 "Claim").

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const TEN_MB = 10 * 1024 * 1024;

// Real file contents: the service judges documents by their bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let db: Kysely<Database>;
let browser: Browser;
let company: CompanyRow;
const contexts: BrowserContext[] = [];

/** bypassCSP lets axe-core be injected past the gateway's script-src 'self'. */
async function openClaim(
  id: string | number,
  viewport = DESKTOP,
  bypassCSP = false,
): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.goto(`${baseUrl()}/claim/${id}`, { timeout: UI_TIMEOUT_MS });
  await waitForApp(page);
  return page;
}

async function openCompanyClaim(
  row: CompanyRow,
  viewport = DESKTOP,
  bypassCSP = false,
): Promise<Page> {
  const page = await openClaim(row.id, viewport, bypassCSP);
  await page
    .getByRole('heading', { level: 1, name: 'Claim Your Business Profile', exact: true })
    .waitFor();
  return page;
}

const form = (page: Page) => page.getByRole('main').locator('form');
const next = (page: Page) => form(page).getByRole('button', { name: 'Next', exact: true });
const mobile = (page: Page) => form(page).getByLabel('Mobile Number');
const email = (page: Page) => form(page).getByLabel('Official Email Address');
const directorProof = (page: Page) => form(page).getByLabel('Director ID Proof (PAN or Aadhaar)');
const businessProof = (page: Page) =>
  form(page).getByLabel('GST Certificate or Business Ownership Proof');
const stepHeading = (page: Page, name: string) =>
  form(page).getByRole('heading', { level: 2, name, exact: true });

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('.toast-list .toast');
  let match = toast.filter({ hasText: title });
  if (description) match = match.filter({ hasText: description });
  await match.waitFor().catch(async (error: unknown) => {
    throw new Error(`Toasts shown: ${JSON.stringify(await toast.allTextContents())}`, {
      cause: error,
    });
  });
  expect(await toast.count()).toBe(1);
}

/** The ids in aria-describedby, read as text: what a screen reader says with the control. */
async function description(page: Page, control: ReturnType<Page['getByLabel']>): Promise<string> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function toDocumentsStep(page: Page, address: string): Promise<void> {
  await mobile(page).fill('9876543210');
  await next(page).click();
  await stepHeading(page, 'Your official e-mail address').waitFor();
  await email(page).fill(address);
  await next(page).click();
  await stepHeading(page, 'Upload your documents').waitFor();
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'claim-e2e' });
  company = await newCompany(db, {
    company_name: `Claimable ${letters(6)} Private Limited`,
    registered_office_address: '4th Floor, 22 Residency Road, Bengaluru 560025',
    is_claimed: false,
  });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe('claim flow', () => {
  it(
    'should show the locked company panel, the benefits and the verification note',
    async () => {
      const page = await openCompanyClaim(company);
      const main = page.getByRole('main');
      const panel = main.locator('.claim-company');
      await panel.getByRole('heading', { name: /Company Information/ }).waitFor();
      expect(await panel.locator('.locked-badge').textContent()).toContain('Locked');
      await panel
        .getByText('These details are locked because they are verified from official records.')
        .waitFor();
      for (const value of [
        company.company_name,
        company.cin!,
        company.registered_office_address!,
      ]) {
        await panel.getByText(value, { exact: true }).waitFor();
      }
      // Read-only: nothing in the panel can be edited.
      expect(await panel.locator('input, textarea, select').count()).toBe(0);

      await main.getByRole('heading', { name: 'Benefits of Claiming' }).waitFor();
      await main.getByText('Free for a limited time', { exact: true }).waitFor();
      await main
        .getByText('All claims are securely verified by our team before approval.', {
          exact: false,
        })
        .waitFor();

      const current = main.locator('[aria-current="step"]');
      expect(await current.textContent()).toContain('Mobile Number');
      expect(await page.title()).toContain(company.company_name);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should refuse an empty and a bad mobile number, keeping digits only',
    async () => {
      const page = await openCompanyClaim(company);
      await next(page).click();
      await expectToast(page, 'Please enter your mobile number');
      expect(await mobile(page).getAttribute('aria-invalid')).toBe('true');
      expect(await description(page, mobile(page))).toContain('Please enter your mobile number');

      await mobile(page).fill('5a1b2c3456789012');
      // Digits only, at most 10.
      expect(await mobile(page).inputValue()).toBe('5123456789');
      await next(page).click();
      await expectToast(page, 'Please enter a valid 10-digit Indian mobile number.');
      expect(await description(page, mobile(page))).toContain(
        'Please enter a valid 10-digit Indian mobile number.',
      );
      await stepHeading(page, 'Verify your mobile number').waitFor();

      // From the keyboard: Enter moves on once the number is right.
      await mobile(page).fill('6123456789');
      await mobile(page).press('Enter');
      await stepHeading(page, 'Your official e-mail address').waitFor();
      expect(
        await stepHeading(page, 'Your official e-mail address').evaluate(
          (element) => element === document.activeElement,
        ),
      ).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should refuse personal e-mail domains: the message, Next disabled and the toast',
    async () => {
      const page = await openCompanyClaim(company);
      await mobile(page).fill('9876543210');
      await next(page).click();
      await stepHeading(page, 'Your official e-mail address').waitFor();

      await next(page).click();
      await expectToast(page, 'Please enter your email address');

      for (const address of ['owner@gmail.com', 'owner@yahoo.co.in', 'owner@HOTMAIL.CO.IN']) {
        await email(page).fill('');
        await email(page).fill(address);
        await expectToast(page, 'Please use your official business email address for verification');
        expect(await description(page, email(page)), address).toContain(
          'For verification purposes, please use your official business email address instead of personal email.',
        );
        expect(await next(page).isDisabled(), address).toBe(true);
      }

      await email(page).fill('owner@claimable-company.in');
      expect(await next(page).isEnabled()).toBe(true);
      expect(await description(page, email(page))).not.toContain('For verification purposes');
      await next(page).click();
      await stepHeading(page, 'Upload your documents').waitFor();

      // Previous keeps what was typed.
      await form(page).getByRole('button', { name: 'Previous' }).click();
      expect(await email(page).inputValue()).toBe('owner@claimable-company.in');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should refuse missing, wrong-type and oversized documents',
    async () => {
      const page = await openCompanyClaim(company);
      let claimRequests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/claims')) claimRequests += 1;
      });
      await toDocumentsStep(page, 'owner@claimable-company.in');
      const submit = form(page).getByRole('button', { name: 'Submit Claim' });

      await submit.click();
      await expectToast(page, 'Missing Documents', 'Please upload both required documents');
      expect(await directorProof(page).getAttribute('aria-invalid')).toBe('true');
      expect(await businessProof(page).getAttribute('aria-invalid')).toBe('true');

      await directorProof(page).setInputFiles({
        name: 'id-proof.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a document'),
      });
      await expectToast(page, 'Invalid file type', 'Please upload a PDF, JPG, JPEG or PNG file');
      expect(await description(page, directorProof(page))).toContain(
        'Please upload a PDF, JPG, JPEG or PNG file',
      );
      // The refused file does not stay selected.
      expect(
        await directorProof(page).evaluate((input) => (input as HTMLInputElement).files?.length),
      ).toBe(0);

      await businessProof(page).setInputFiles({
        name: 'gst-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(TEN_MB + 1, 0x20),
      });
      await expectToast(page, 'File too large', 'Please upload a file smaller than 10MB');
      expect(await description(page, businessProof(page))).toContain(
        'Please upload a file smaller than 10MB',
      );

      // Exactly 10 MB is allowed.
      await businessProof(page).setInputFiles({
        name: 'gst-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([PDF, Buffer.alloc(TEN_MB - PDF.length, 0x20)]),
      });
      expect(await businessProof(page).getAttribute('aria-invalid')).toBeNull();
      await form(page).getByText('Selected: gst-certificate.pdf (10.0 MB)').waitFor();

      await submit.click();
      await expectToast(page, 'Missing Documents', 'Please upload both required documents');
      expect(await directorProof(page).getAttribute('aria-invalid')).toBe('true');
      expect(claimRequests).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the service refusing a document whose bytes are not a PDF, JPG or PNG',
    async () => {
      const page = await openCompanyClaim(company);
      await toDocumentsStep(page, 'owner@claimable-company.in');
      // Named like a PDF, so the page lets it through; the service reads its bytes.
      await directorProof(page).setInputFiles({
        name: 'renamed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('plain text pretending to be a PDF'),
      });
      await businessProof(page).setInputFiles({
        name: 'gst.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await form(page).getByRole('button', { name: 'Submit Claim' }).click();
      await expectToast(
        page,
        'Failed to upload director ID proof',
        'Please upload a PDF, JPG, JPEG or PNG file',
      );
      expect(await directorProof(page).getAttribute('aria-invalid')).toBe('true');
      const stored = await db
        .selectFrom('company_claims')
        .select('id')
        .where('company_id', '=', company.id)
        .where('email', '=', 'owner@claimable-company.in')
        .execute();
      expect(stored).toHaveLength(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should submit the claim, store it once with private documents and open the profile',
    async () => {
      const target = await newCompany(db, {
        company_name: `Submitted ${letters(6)} Private Limited`,
        is_claimed: false,
      });
      const page = await openCompanyClaim(target);
      const address = `director@${letters(8).toLowerCase()}.example.in`;
      await toDocumentsStep(page, address);
      await directorProof(page).setInputFiles({
        name: 'PAN card.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await businessProof(page).setInputFiles({
        name: 'gst.png',
        mimeType: 'image/png',
        buffer: PNG,
      });

      const sent: Request[] = [];
      await page.route('**/api/companies/*/claims', async (route) => {
        sent.push(route.request());
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await form(page).getByRole('button', { name: 'Submit Claim' }).click();
      const submitting = form(page).getByRole('button', { name: 'Submitting...' });
      await submitting.waitFor();
      expect(await submitting.isDisabled()).toBe(true);

      await page.waitForURL(`**/company/${target.id}`);
      await expectToast(
        page,
        'Claim request submitted successfully! We will review and get back to you within 24-48 hours.',
      );
      await page.getByRole('heading', { level: 1, name: target.company_name }).waitFor();

      const claims = await db
        .selectFrom('company_claims')
        .selectAll()
        .where('company_id', '=', target.id)
        .execute();
      expect(claims).toHaveLength(1);
      const claim = claims[0]!;
      expect(claim).toMatchObject({
        mobile_number: '9876543210',
        email: address,
        status: 'pending',
      });
      expect(claim.director_id_proof_url).toMatch(
        new RegExp(`^claims/${target.id}/director-\\d+-PAN-card\\.pdf$`),
      );
      expect(claim.business_proof_url).toMatch(
        new RegExp(`^claims/${target.id}/business-\\d+-gst\\.png$`),
      );
      // In the private area, byte for byte, and never served publicly.
      const storage = new LocalStorage(process.env.STORAGE_DIR || 'var/storage');
      expect(await storage.get('private', claim.director_id_proof_url)).toEqual(PDF);
      expect(await storage.get('private', claim.business_proof_url)).toEqual(PNG);
      const publicUrl = await fetch(`${baseUrl()}/media/${claim.director_id_proof_url}`);
      expect(await publicUrl.text()).not.toContain('%PDF');

      // The same submit repeated with its key: the first answer, no second claim.
      expect(sent).toHaveLength(1);
      const key = await sent[0]!.headerValue('idempotency-key');
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      const body = new FormData();
      body.append('mobile', '9876543210');
      body.append('email', address);
      body.append('directorIdProof', new Blob([PDF], { type: 'application/pdf' }), 'PAN card.pdf');
      body.append('businessProof', new Blob([PNG], { type: 'image/png' }), 'gst.png');
      const again = await fetch(`${baseUrl()}/api/companies/${target.id}/claims`, {
        method: 'POST',
        headers: { 'idempotency-key': key! },
        body,
      });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ id: Number(claim.id) });
      const after = await db
        .selectFrom('company_claims')
        .select('id')
        .where('company_id', '=', target.id)
        .execute();
      expect(after).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should say a claimed company is already claimed, and one under review so, before any upload',
    async () => {
      // Issue 36: no form, no file input, for a company that has an owner or a claim waiting.
      const claimed = await newCompany(db, {
        company_name: `Owned ${letters(6)} Private Limited`,
        is_claimed: true,
      });
      const waiting = await newCompany(db, {
        company_name: `Waiting ${letters(6)} Private Limited`,
        is_claimed: false,
      });
      await db
        .insertInto('company_claims')
        .values({
          company_id: waiting.id,
          mobile_number: '9876543210',
          email: 'director@waiting-company.in',
          director_id_proof_url: `claims/${waiting.id}/director-1-pan.pdf`,
          business_proof_url: `claims/${waiting.id}/business-1-gst.png`,
        })
        .execute();
      const cases = [
        {
          row: claimed,
          title: 'Already Claimed',
          text: 'This company has already been claimed by its owner.',
          viewport: PHONE,
        },
        {
          row: waiting,
          title: 'Claim Under Review',
          text: 'A claim for this company is already under review.',
          viewport: DESKTOP,
        },
      ];
      for (const { row, title, text, viewport } of cases) {
        const page = await openCompanyClaim(row, viewport, true);
        const main = page.getByRole('main');
        const closed = main.getByTestId('claim-closed');
        await closed.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
        await closed.getByText(text, { exact: false }).waitFor();
        await main.locator('.claim-company').getByText(row.company_name, { exact: true }).waitFor();
        expect(await main.locator('form').count()).toBe(0);
        expect(await page.locator('input[type="file"]').count()).toBe(0);
        const back = closed.getByRole('link', { name: 'Back to the company profile' });
        expect(await back.getAttribute('href')).toBe(`/company/${row.id}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        expect(await seriousAxeViolations(page, 'main')).toEqual([]);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show Company Not Found with Back to Home for an unknown id',
    async () => {
      for (const id of ['999999999', 'not-a-company']) {
        const page = await openClaim(id);
        await page.getByRole('heading', { level: 1, name: 'Company Not Found' }).waitFor();
        await page.getByText('Company not found', { exact: true }).waitFor();
        expect(await page.getByRole('main').locator('form').count()).toBe(0);
        const back = page.getByRole('main').getByRole('link', { name: 'Back to Home' });
        await back.click();
        await page.waitForURL(`${baseUrl()}/`);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should fit a phone screen with the company panel first',
    async () => {
      const page = await openCompanyClaim(company, PHONE);
      await mobile(page).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      const panel = await page.locator('.claim-company').boundingBox();
      const formBox = await form(page).boundingBox();
      expect(panel!.y).toBeLessThan(formBox!.y);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should have no serious or critical axe violation in the page on each step, errors shown',
    async () => {
      // The page's own content; the shared toast region has its own findings (see the issue note).
      const page = await openCompanyClaim(company, DESKTOP, true);
      const found: Record<string, unknown> = {};
      await next(page).click();
      await expectToast(page, 'Please enter your mobile number');
      found.mobile = await seriousAxeViolations(page, 'main');
      await mobile(page).fill('9876543210');
      await next(page).click();
      await email(page).fill('owner@gmail.com');
      await expectToast(page, 'Please use your official business email address for verification');
      found.email = await seriousAxeViolations(page, 'main');
      await email(page).fill('owner@claimable-company.in');
      await next(page).click();
      await form(page).getByRole('button', { name: 'Submit Claim' }).click();
      await expectToast(page, 'Missing Documents', 'Please upload both required documents');
      found.documents = await seriousAxeViolations(page, 'main');
      expect(found).toEqual({ mobile: [], email: [], documents: [] });
    },
    TEST_TIMEOUT_MS,
  );
});
