import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ResponseSchema } from '../../../lib/api-client';
import { staffClient } from '../api/staff-client';

export type QueueOrder = 'newest' | 'oldest';
export type QueueFilter<Status extends string> = {
  order: QueueOrder;
  status: Status;
  page: number;
};

type QueueList<Item> = { total: number; oldestPendingAt: string | null; items: Item[] };

/** What a queue's page reads: its list by filter, and one item (a queue's staffQueueApi). */
export type QueueReads<Status extends string, Item, Detail> = {
  useQueue: (filter: QueueFilter<Status>) => UseQueryResult<QueueList<Item>>;
  useItem: (id: number) => UseQueryResult<Detail>;
};

/** What a queue holds, as its page's texts name it: { one: 'request', many: 'requests' }. */
export type QueueNouns = { one: string; many: string };

/**
 * The reads and the decision of one staff queue under /staff/queues/<name>, through the staff
 * client (session cookie and CSRF header): the list by filter, one item, and the decision, after
 * which the list, the item and the console's counts of every queue are read again (decided, or
 * decided by someone else first). Reads take the query's abort signal, so one nobody waits for
 * any more is cancelled (TanStack Query cancels on unmount only the reads that took it).
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
  const keys = {
    all: ['staff', name] as const,
    list: (filter: QueueFilter<Status>) => [...keys.all, 'list', filter] as const,
    detail: (id: number) => [...keys.all, 'detail', id] as const,
  };
  const getList = (filter: QueueFilter<Status>, signal?: AbortSignal) =>
    staffClient.get(`/staff/queues/${name}`, { query: filter, signal, schema: listSchema });
  const getItem = (id: number, signal?: AbortSignal) =>
    staffClient.get(`/staff/queues/${name}/${id}`, { signal, schema: detailSchema });

  function useQueue(filter: QueueFilter<Status>) {
    return useQuery({
      queryKey: keys.list(filter),
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) => getList(filter, signal),
    });
  }

  function useItem(id: number | null) {
    return useQuery({
      queryKey: keys.detail(id ?? 0),
      enabled: id !== null,
      queryFn: ({ signal }) => getItem(id ?? 0, signal),
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
