import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffQueueKeys,
  staffQueueRequests,
  type QueueFilter,
  type StaffQueueEndpoints,
} from './queue-requests';

/**
 * The reads and the decision of one staff queue under /staff/queues/<name> (corrections,
 * contact, owner changes, replies): the list by filter, one item, and the decision, after
 * which the list, the item and the console's counts are read again.
 */
export function staffQueueApi<Status extends string, List, Detail, Decision>(
  endpoints: StaffQueueEndpoints<List, Detail>,
) {
  const keys = staffQueueKeys<Status>(endpoints.name);
  const requests = staffQueueRequests<Status, List, Detail, Decision>(endpoints);

  function useQueue(filter: QueueFilter<Status>) {
    return useQuery({
      queryKey: keys.list(filter),
      placeholderData: keepPreviousData,
      queryFn: () => requests.list(filter),
    });
  }

  function useItem(id: number | null) {
    return useQuery({
      queryKey: keys.detail(id ?? 0),
      enabled: id !== null,
      queryFn: () => requests.item(id ?? 0),
    });
  }

  function useDecide(id: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (decision: Decision) => requests.decide(id, decision),
      onSettled: async () => {
        await queryClient.invalidateQueries({ queryKey: keys.all });
        await queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
      },
    });
  }

  return { useQueue, useItem, useDecide };
}
