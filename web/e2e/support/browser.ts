import { chromium, type Browser } from 'playwright-core';

/**
 * Launches the system Chromium (playwright-core ships no browser). The flags keep it from
 * phoning home, which would slow tests down and fail in offline CI.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
