import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  claimDetailSchema,
  claimQueueListSchema,
  type ClaimDecision,
  type ClaimReviewStatus,
} from '@trusthive/contracts';
import { staffClient } from '../../api/staff-client';

// The claims queue's API (issue 18): list, detail and decision, through the staff client
// (session cookie and CSRF header).

export type ClaimQueueParams = {
  order: 'newest' | 'oldest';
  status: ClaimReviewStatus;
  page: number;
};

export const staffClaimKeys = {
  all: ['staff', 'claims'] as const,
  list: (params: ClaimQueueParams) => [...staffClaimKeys.all, 'list', params] as const,
  detail: (id: number) => [...staffClaimKeys.all, 'detail', id] as const,
};

export const claimQueueQueryOptions = (params: ClaimQueueParams) =>
  queryOptions({
    queryKey: staffClaimKeys.list(params),
    queryFn: ({ signal }) =>
      staffClient.get('/staff/queues/claims', {
        query: params,
        signal,
        schema: claimQueueListSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const claimDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffClaimKeys.detail(id),
    queryFn: ({ signal }) =>
      staffClient.get(`/staff/queues/claims/${id}`, { signal, schema: claimDetailSchema }),
  });

export function useClaimQueue(params: ClaimQueueParams) {
  return useQuery(claimQueueQueryOptions(params));
}

export function useClaimDetail(id: number | null) {
  return useQuery({ ...claimDetailQueryOptions(id ?? 0), enabled: id !== null });
}

export function useDecideClaim(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ClaimDecision) =>
      staffClient.post(`/staff/queues/claims/${id}/decision`, {
        body: decision,
        schema: claimDetailSchema,
      }),
    // Decided or already decided by someone else: the list and the detail are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffClaimKeys.all }),
  });
}
