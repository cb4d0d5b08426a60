import type { Page } from 'playwright-core';
import { baseUrl } from './base-url';

/**
 * Resolves once the app has taken the server-rendered page over: its first render committed
 * (hydrated, or rendered in the browser) and its effects run (AppProvider marks <html
 * data-app="ready">). Public pages arrive rendered, so their text shows before then; the
 * container's React key alone appears when hydration starts, and a field filled from then
 * until it ends keeps the text in the DOM but not in the form's state (a CI run's register
 * test stayed on step 1 that way).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/**
 * Opens a path of the site as a visitor does and returns once the app has taken the page over:
 * public pages show from their HTML first, and a test that clicks before the app's handlers
 * are there tests nothing a visitor waiting a moment would see.
 */
export async function openApp(page: Page, path: string, timeoutMs: number): Promise<void> {
  page.setDefaultTimeout(timeoutMs);
  await page.goto(`${baseUrl()}${path}`, { timeout: timeoutMs });
  await waitForApp(page);
}
