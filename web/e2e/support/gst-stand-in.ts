import { STAND_IN_CHANGES_PATH, type StandInRecord } from '../../../scripts/e2e/gst-stand-in';

/**
 * Tells the stack's GST stand-in (another process, scripts/e2e/fake-providers.ts) what GSTN
 * says of a number from now on, e.g. the legal name of a real MCA company a test imported.
 */
export async function standInGstSays(
  gstin: string,
  changes: Partial<StandInRecord>,
): Promise<void> {
  const url = process.env.E2E_PROVIDERS_URL;
  if (!url) throw new Error('E2E_PROVIDERS_URL is not set; the e2e globalSetup sets it.');
  const response = await fetch(`${url}${STAND_IN_CHANGES_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gstin, changes }),
  });
  if (response.status !== 204) throw new Error(`the stand-in answered ${response.status}`);
}
