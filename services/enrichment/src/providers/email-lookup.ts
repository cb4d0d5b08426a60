import { z } from 'zod';
import type { EnrichmentProviderConfig } from '@trusthive/platform';
import { ProviderError, type HttpClient } from './http';
import { found, notFound, type Lookup } from './lookup';

// The e-mail lookup source, speaking spec §7's scrape-cleartax function:
//   POST {base}/scrape-cleartax  { company_id, cin, company_name }
//   → { email: string | null, cached: boolean }
// Authorised with the key as a bearer token.

const lookupAnswer = z.object({
  email: z.string().nullish(),
  cached: z.boolean().optional(),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NO_EMAIL = 'No email found';

export class EmailLookup {
  constructor(
    private readonly config: EnrichmentProviderConfig,
    private readonly http: HttpClient,
  ) {}

  get enabled(): boolean {
    return this.config.enabled;
  }

  async lookup(company: {
    id: number;
    cin: string | null;
    name: string;
  }): Promise<Lookup<{ email: string }>> {
    const base = this.config.baseUrl!.replace(/\/+$/, '');
    const { status, json } = await this.http.json(new URL(`${base}/scrape-cleartax`), {
      method: 'POST',
      headers: { authorization: `Bearer ${this.config.apiKey!}` },
      json: { company_id: company.id, cin: company.cin, company_name: company.name },
    });
    if (status === 404) return notFound(NO_EMAIL);
    const parsed = lookupAnswer.safeParse(json);
    if (!parsed.success) throw new ProviderError('malformed', true, 'unexpected answer');
    const email = parsed.data.email?.trim();
    return email && EMAIL.test(email) ? found({ email }) : notFound(NO_EMAIL);
  }
}
