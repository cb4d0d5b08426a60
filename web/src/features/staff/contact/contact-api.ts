import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactDetailSchema, contactQueueSchema, type ContactStatus } from '@trusthive/contracts';
import { staffClient } from '../api/staff-client';

export type ContactFilter = { order: 'newest' | 'oldest'; status: ContactStatus; page: number };

const contactKeys = {
  all: ['staff', 'contact'] as const,
  list: (filter: ContactFilter) => [...contactKeys.all, 'list', filter] as const,
  detail: (id: number) => [...contactKeys.all, 'detail', id] as const,
};

export function useContactQueue(filter: ContactFilter) {
  return useQuery({
    queryKey: contactKeys.list(filter),
    placeholderData: keepPreviousData,
    queryFn: () =>
      staffClient.get(
        `/staff/queues/contact?${new URLSearchParams({
          order: filter.order,
          status: filter.status,
          page: String(filter.page),
        })}`,
        { schema: contactQueueSchema },
      ),
  });
}

export function useContactMessage(id: number | null) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: () => staffClient.get(`/staff/queues/contact/${id}`, { schema: contactDetailSchema }),
  });
}

export function useMarkHandled(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      staffClient.post(`/staff/queues/contact/${id}/decision`, {
        body: { outcome: 'handled' },
        schema: contactDetailSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
    },
  });
}
