import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustScore } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { refuseImpossibleCompanyId } from '../../../lib/company-id';
import { companyKeys } from './company-keys';
import { companyQueryOptions } from './get-company';

const trustScoreSchema = lazySchema(() =>
  import('./response-schemas').then((schemas) => schemas.trustScoreSchema),
);

/** The score computed from the company's current data (the trust-score route). */
export async function getTrustScore(id: string, signal?: AbortSignal): Promise<TrustScore> {
  refuseImpossibleCompanyId(id);
  return apiClient.get(`/companies/${id}/trust-score`, { signal, schema: trustScoreSchema });
}

/**
 * The profile's score (issue 17): the one the scoring worker stored, which arrives with the
 * profile itself, so a profile view makes no call of its own for it. Only a company not scored
 * yet asks the trust-score route, which computes it.
 */
export const trustScoreQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.trustScore(id),
    queryFn: async ({ signal, client }) => {
      // The same request as the profile's own (deduplicated while it is in flight).
      const profile = await client.ensureQueryData(companyQueryOptions(id)).catch(() => null);
      return profile?.trustScore ?? getTrustScore(id, signal);
    },
  });

export function useTrustScore(id: string) {
  return useQuery(trustScoreQueryOptions(id));
}
