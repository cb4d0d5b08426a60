import { queryOptions, useQuery } from '@tanstack/react-query';
import { trustScoreSchema, type TrustScore } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';
import { refuseImpossibleCompanyId } from '../../../lib/company-id';
import { companyKeys } from './company-keys';

export async function getTrustScore(id: string, signal?: AbortSignal): Promise<TrustScore> {
  refuseImpossibleCompanyId(id);
  return apiClient.get(`/companies/${id}/trust-score`, { signal, schema: trustScoreSchema });
}

export const trustScoreQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.trustScore(id),
    queryFn: ({ signal }) => getTrustScore(id, signal),
  });

export function useTrustScore(id: string) {
  return useQuery(trustScoreQueryOptions(id));
}
