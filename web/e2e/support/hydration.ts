import type { Page } from 'playwright-core';

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
