import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ownerChangeDetailSchema,
  ownerChangesQueueSchema,
  type OwnerChangeDecision,
  type OwnerChangeStatus,
} from '@trusthive/contracts';
import { staffClient } from '../api/staff-client';

export type OwnerChangesFilter = {
  order: 'newest' | 'oldest';
  status: OwnerChangeStatus;
  page: number;
};

const ownerChangeKeys = {
  all: ['staff', 'owner-changes'] as const,
  list: (filter: OwnerChangesFilter) => [...ownerChangeKeys.all, 'list', filter] as const,
  detail: (id: number) => [...ownerChangeKeys.all, 'detail', id] as const,
};

export function useOwnerChangesQueue(filter: OwnerChangesFilter) {
  return useQuery({
    queryKey: ownerChangeKeys.list(filter),
    placeholderData: keepPreviousData,
    queryFn: () =>
      staffClient.get(
        `/staff/queues/owner-changes?${new URLSearchParams({
          order: filter.order,
          status: filter.status,
          page: String(filter.page),
        })}`,
        { schema: ownerChangesQueueSchema },
      ),
  });
}

export function useOwnerChange(id: number | null) {
  return useQuery({
    queryKey: ownerChangeKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: () =>
      staffClient.get(`/staff/queues/owner-changes/${id}`, { schema: ownerChangeDetailSchema }),
  });
}

/** Approve or decline; the list, the request and the console's counts are read again after. */
export function useDecideOwnerChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: OwnerChangeDecision) =>
      staffClient.post(`/staff/queues/owner-changes/${id}/decision`, {
        body: decision,
        schema: ownerChangeDetailSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ownerChangeKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
    },
  });
}
