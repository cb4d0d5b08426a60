import {
  REGISTRY_STAND_IN_PATH,
  type StandInCompany,
} from '../../../scripts/e2e/registry-stand-in';

/**
 * Tells the stack's registry stand-in (another process, scripts/e2e/fake-providers.ts) what the
 * registry says of a CIN from now on (overdue filings, another board); null: no such company.
 */
export async function standInRegistrySays(
  cin: string,
  company: Partial<StandInCompany> | null,
): Promise<void> {
  const url = process.env.E2E_PROVIDERS_URL;
  if (!url) throw new Error('E2E_PROVIDERS_URL is not set; the e2e globalSetup sets it.');
  const response = await fetch(`${url}${REGISTRY_STAND_IN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cin, company }),
  });
  if (response.status !== 204) throw new Error(`the stand-in answered ${response.status}`);
}
