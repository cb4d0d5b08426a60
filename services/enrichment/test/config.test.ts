import { describe, expect, it } from 'vitest';
import { loadConfig } from '@trusthive/platform';

// The enrichment settings as the env gives them: a provider without its key is off.
describe('enrichment config', () => {
  it('should turn every provider off when no key is set, with the public base URLs', () => {
    const { enrichment } = loadConfig({});
    expect(enrichment.providers).toEqual({
      places: { enabled: false, apiKey: null, baseUrl: 'https://maps.googleapis.com' },
      logo: { enabled: false, apiKey: null, baseUrl: 'https://api.brandfetch.io' },
      rating: { enabled: false, apiKey: null, baseUrl: 'https://api.trustpilot.com' },
      email: { enabled: false, apiKey: null, baseUrl: null },
      // No GST provider is assumed: which one relays GSTN is the operator's contract.
      gst: { enabled: false, apiKey: null, baseUrl: null },
      // Nor a registry provider (issue 41), for the same reason.
      registry: { enabled: false, apiKey: null, baseUrl: null },
    });
    expect(enrichment).toMatchObject({
      gstRefreshDays: 7,
      gstRequestsPerMinute: 60,
      registryRefreshDays: 30,
      registryRequestsPerMinute: 60,
      timeoutMs: 5_000,
      cacheTtlSeconds: 1_800,
      photoCacheMaxBytes: 1_048_576,
    });
  });

  it('should turn a provider on with its key, and let its base URL point elsewhere', () => {
    const { enrichment } = loadConfig({
      GOOGLE_PLACES_API_KEY: 'k',
      GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9001',
    });
    expect(enrichment.providers.places).toEqual({
      enabled: true,
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9001',
    });
  });

  it('should keep the e-mail lookup off until it has both a key and a base URL', () => {
    expect(loadConfig({ EMAIL_LOOKUP_API_KEY: 'k' }).enrichment.providers.email.enabled).toBe(
      false,
    );
    expect(
      loadConfig({ EMAIL_LOOKUP_API_KEY: 'k', EMAIL_LOOKUP_BASE_URL: 'http://127.0.0.1:9004' })
        .enrichment.providers.email.enabled,
    ).toBe(true);
  });

  it('should refuse a base URL that is not a URL and a timeout below 100 ms', () => {
    expect(() => loadConfig({ LOGO_API_BASE_URL: 'not a url' })).toThrow(/LOGO_API_BASE_URL/);
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: '5' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});
