import { z } from 'zod';
import type { EnrichmentProviderConfig } from '@trusthive/platform';
import { ProviderError, type HttpClient } from './http';
import { found, notFound, type Lookup } from './lookup';

// Brandfetch Brand Search API (spec §7 logo-fetch: company name in, logo URL out):
//   GET /v2/search/{name}?c={clientId}  → [{ name, domain, icon, claimed, brandId }]
// The icon is a public CDN URL, so it may go to the browser as is.

const searchAnswer = z.array(
  z.object({
    name: z.string().nullish(),
    domain: z.string().nullish(),
    icon: z.string().nullish(),
  }),
);

export const NO_LOGO = 'No logo found';

export class LogoApi {
  constructor(
    private readonly config: EnrichmentProviderConfig,
    private readonly http: HttpClient,
  ) {}

  get enabled(): boolean {
    return this.config.enabled;
  }

  async lookup(companyName: string): Promise<Lookup<{ url: string }>> {
    const url = new URL(`/v2/search/${encodeURIComponent(companyName)}`, this.config.baseUrl!);
    url.searchParams.set('c', this.config.apiKey!);
    const { status, json } = await this.http.json(url);
    if (status === 404) return notFound(NO_LOGO);
    const parsed = searchAnswer.safeParse(json);
    if (!parsed.success) throw new ProviderError('malformed', true, 'unexpected answer');
    // The spec's logo rule (§5): a usable logo is an http(s) URL.
    const icon = parsed.data.find((brand) => /^https?:\/\//i.test(brand.icon ?? ''))?.icon;
    return icon ? found({ url: icon }) : notFound(NO_LOGO);
  }
}
