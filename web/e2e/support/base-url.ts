/**
 * The gateway the browser tests run against: scripts/e2e/global-setup.ts starts the stack on
 * ports of its own and sets E2E_BASE_URL. No trailing slash, so paths append as `/search`.
 */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set; the e2e globalSetup starts the gateway and sets it.');
  }
  return url.replace(/\/+$/, '');
}
