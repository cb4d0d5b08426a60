import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseSchema } from '../../../lib/api-client';
import { staffClient } from '../api/staff-client';
import { staffQueueKeys, type QueueFilter } from './queue-api';

/**
 * The reads and the decision of a queue shown as a list with the chosen item beside it (claims,
 * reports), through the staff client (session cookie and CSRF header). A read is cancelled when
 * the page that asked for it goes away; a decision reads this queue's list and item again.
 */
export function splitQueueApi<Status extends string, List, Detail, Decision>({
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
      queryFn: ({ signal }) =>
        staffClient.get(`/staff/queues/${name}`, { query: filter, signal, schema: listSchema }),
      placeholderData: keepPreviousData,
    });
  }

  function useItem(id: number | null) {
    return useQuery({
      queryKey: keys.detail(id ?? 0),
      queryFn: ({ signal }) =>
        staffClient.get(`/staff/queues/${name}/${id}`, { signal, schema: detailSchema }),
      enabled: id !== null,
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
      // Decided or already decided by someone else: the list and the detail are read again.
      onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { useQueue, useItem, useDecide };
}
