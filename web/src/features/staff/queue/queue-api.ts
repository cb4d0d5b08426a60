import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseSchema } from '../../../lib/api-client';
import { staffClient } from '../api/staff-client';

export type QueueOrder = 'newest' | 'oldest';
export type QueueFilter<Status extends string> = {
  order: QueueOrder;
  status: Status;
  page: number;
};

/** The query keys of one staff queue: everything under `all` is read again after a decision. */
export function staffQueueKeys<Status extends string>(name: string) {
  const all = ['staff', name] as const;
  return {
    all,
    list: (filter: QueueFilter<Status>) => [...all, 'list', filter] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

/**
 * The reads and the decision of one staff queue under /staff/queues/<name> (corrections,
 * contact, owner changes, replies): the list by filter, one item, and the decision, after
 * which the list, the item and the console's counts are read again.
 */
export function staffQueueApi<Status extends string, List, Detail, Decision>({
  name,
  listSchema,
  detailSchema,
}: {
  name: string;
  listSchema: ResponseSchema<List>;
  detailSchema: ResponseSchema<Detail>;
}) {
  const keys = staffQueueKeys<Status>(name);

  function useQueue(filter: QueueFilter<Status>) {
    return useQuery({
      queryKey: keys.list(filter),
      placeholderData: keepPreviousData,
      queryFn: () =>
        staffClient.get(
          `/staff/queues/${name}?${new URLSearchParams({
            order: filter.order,
            status: filter.status,
            page: String(filter.page),
          })}`,
          { schema: listSchema },
        ),
    });
  }

  function useItem(id: number | null) {
    return useQuery({
      queryKey: keys.detail(id ?? 0),
      enabled: id !== null,
      queryFn: () => staffClient.get(`/staff/queues/${name}/${id}`, { schema: detailSchema }),
    });
  }

  function useDecide(id: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (decision: Decision) =>
        staffClient.post(`/staff/queues/${name}/${id}/decision`, {
          body: decision,
          schema: detailSchema,
        }),
      onSettled: async () => {
        await queryClient.invalidateQueries({ queryKey: keys.all });
        await queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
      },
    });
  }

  return { useQueue, useItem, useDecide };
}
