import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/base-url';
import { waitForApp } from './support/hydration';

// Issue 37 (DPDP Act 2023): the Privacy page states the retention periods and the grievance
// officer the server is configured with (scripts/e2e/global-setup.ts sets the officer and a
// 45-day claim document period), and a form that takes personal data shows its notice.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;

let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.goto(`${baseUrl()}${path}`, { timeout: UI_TIMEOUT_MS });
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
});

describe('privacy page', () => {
  it(
    'should state the configured periods and grievance officer, even before any script runs',
    async () => {
      // Server-rendered: the text is there without JavaScript.
      for (const javaScriptEnabled of [false, true]) {
        const page = await open('/privacy', javaScriptEnabled);
        if (javaScriptEnabled) await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: 'Privacy', exact: true }).waitFor();
        const table = page.getByTestId('privacy-retention');
        await expect(table.innerText()).resolves.toContain(
          'Deleted from storage 45 days after the claim is decided.',
        );
        await expect(table.innerText()).resolves.toContain('after 2 years');
        const officer = page.getByTestId('grievance-officer');
        await expect(officer.innerText()).resolves.toContain('Asha Rao');
        await expect(officer.getByRole('link').getAttribute('href')).resolves.toBe(
          'mailto:grievance@trusthive.in',
        );
        await page.getByText('Data Protection Board of India').waitFor();
        await expect(
          page.getByRole('link', { name: 'Your data' }).getAttribute('href'),
        ).resolves.toBe('/your-data');
        // The footer links the page.
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).getAttribute('href'),
        ).resolves.toBe('/privacy');
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show the notice at collection beside the contact form, with its period and links',
    async () => {
      const page = await open('/contact');
      await waitForApp(page);
      const notice = page.getByRole('main').locator('form').getByTestId('personal-data-notice');
      await expect(notice.innerText()).resolves.toContain(
        'We collect your name and e-mail address to answer your message. They are removed 1 year after we handle it.',
      );
      await expect(
        notice.getByRole('link', { name: 'How we handle personal data' }).getAttribute('href'),
      ).resolves.toBe('/privacy');
      await expect(
        notice
          .getByRole('link', { name: 'Access, correct or erase your data' })
          .getAttribute('href'),
      ).resolves.toBe('/your-data');
    },
    TEST_TIMEOUT_MS,
  );
});
