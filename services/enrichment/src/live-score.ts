import { request } from 'undici';
import { trustScoreSchema, type TrustScore } from '@trusthive/contracts';

// When a lookup lands while a page's ask is held, the score it moves is sent in that same
// answer (issue 39): the page then shows the new rating and the score it makes without a
// second call of its own. The score's rules belong to the scoring service, so this asks it,
// over HTTP as services talk, for the score computed from the data the lookup just stored (the
// worker stores before it caches, so the held ask only sees a landing once the row is written).

export interface LiveScores {
  /** The company's score computed now, or null when it could not be had in time. */
  of(companyId: number, signal?: AbortSignal): Promise<TrustScore | null>;
}

export interface LiveScoresOptions {
  /** The scoring service's base URL (SCORING_URL). */
  baseUrl: string;
  /** The longest the held answer waits for it; past that the page keeps the stored score. */
  timeoutMs: number;
  onFailure?: (companyId: number, reason: string) => void;
}

export function scoringServiceScores({
  baseUrl,
  timeoutMs,
  onFailure,
}: LiveScoresOptions): LiveScores {
  return {
    async of(companyId, signal) {
      const url = new URL(`/api/companies/${companyId}/trust-score`, baseUrl);
      const deadline = AbortSignal.timeout(timeoutMs);
      try {
        const response = await request(url, {
          headers: { accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        });
        const body: unknown = await response.body.json().catch(() => null);
        const parsed = response.statusCode === 200 ? trustScoreSchema.safeParse(body) : null;
        if (parsed?.success) return parsed.data;
        onFailure?.(companyId, `answered ${response.statusCode}`);
        return null;
      } catch (error) {
        onFailure?.(companyId, error instanceof Error ? error.name : 'failed');
        return null;
      }
    },
  };
}
