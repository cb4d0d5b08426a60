import { z } from 'zod';
import type { EnrichmentProviderConfig } from '@trusthive/platform';
import { ProviderError, type HttpClient } from './http';
import { found, notFound, type Lookup } from './lookup';

// Trustpilot's public business-unit API (the third-party rating cached in trustpilot_ratings,
// spec §3 "Trust rating cache"):
//   GET /v1/business-units/find?name={domain or name}   header apikey
//   → { id, displayName, name: { identifying }, score: { trustScore, stars },
//       numberOfReviews: { total } }; 404 when there is no such business.

const businessUnit = z.object({
  id: z.string().optional(),
  displayName: z.string().nullish(),
  score: z
    .object({ trustScore: z.number().min(0).max(5).nullish(), stars: z.number().nullish() })
    .nullish(),
  numberOfReviews: z.object({ total: z.number().int().min(0).nullish() }).nullish(),
});

export const RATING_SOURCE = 'trustpilot';
export const NO_RATING = 'No rating found';

export interface RatingFound {
  score: number;
  reviewCount: number | null;
  source: string;
}

export class RatingApi {
  constructor(
    private readonly config: EnrichmentProviderConfig,
    private readonly http: HttpClient,
  ) {}

  get enabled(): boolean {
    return this.config.enabled;
  }

  /** Looks the business up by its domain when known (Trustpilot's own key), else by name. */
  async lookup(name: string): Promise<Lookup<RatingFound>> {
    const url = new URL('/v1/business-units/find', this.config.baseUrl!);
    url.searchParams.set('name', name);
    const { status, json } = await this.http.json(url, {
      headers: { apikey: this.config.apiKey! },
    });
    if (status === 404) return notFound(NO_RATING);
    const parsed = businessUnit.safeParse(json);
    if (!parsed.success) throw new ProviderError('malformed', true, 'unexpected answer');
    const score = parsed.data.score?.trustScore;
    if (score === null || score === undefined) return notFound(NO_RATING);
    return found({
      score: Math.round(score * 10) / 10,
      reviewCount: parsed.data.numberOfReviews?.total ?? null,
      source: RATING_SOURCE,
    });
  }
}
