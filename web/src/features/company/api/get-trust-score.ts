import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseCompanyId, trustScoreSchema, type TrustScore } from '@trusthive/contracts';
import { ApiError, apiClient } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

export async function getTrustScore(id: string, signal?: AbortSignal): Promise<TrustScore> {
  if (parseCompanyId(id) === null) {
    throw new ApiError(404, { title: 'Company Not Found', message: 'No company has this id.' });
  }
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
