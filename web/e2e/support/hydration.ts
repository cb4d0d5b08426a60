import type { Page } from 'playwright-core';
import { baseUrl } from './base-url';

/**
 * Resolves once React has taken over the server-rendered page (hydrateRoot and createRoot
 * mark the container). Public pages arrive rendered: their text shows before the app's script
 * has run, and a click before then does nothing, as for any visitor on a slow connection.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
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
