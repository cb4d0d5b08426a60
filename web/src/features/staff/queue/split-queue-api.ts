import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffQueueKeys,
  staffQueueRequests,
  type QueueFilter,
  type StaffQueueEndpoints,
} from './queue-requests';

/**
 * The reads and the decision of a queue shown as a list with the chosen item beside it (claims,
 * reports), through the staff client (session cookie and CSRF header). A read is cancelled when
 * the page that asked for it goes away; a decision reads this queue's list and item again.
 */
export function splitQueueApi<Status extends string, List, Detail, Decision>(
  endpoints: StaffQueueEndpoints<List, Detail>,
) {
  const keys = staffQueueKeys<Status>(endpoints.name);
  const requests = staffQueueRequests<Status, List, Detail, Decision>(endpoints);

  function useQueue(filter: QueueFilter<Status>) {
    return useQuery({
      queryKey: keys.list(filter),
      queryFn: ({ signal }) => requests.list(filter, signal),
      placeholderData: keepPreviousData,
    });
  }

  function useItem(id: number | null) {
    return useQuery({
      queryKey: keys.detail(id ?? 0),
      queryFn: ({ signal }) => requests.item(id ?? 0, signal),
      enabled: id !== null,
    });
  }

  function useDecide(id: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (decision: Decision) => requests.decide(id, decision),
      // Decided or already decided by someone else: the list and the detail are read again.
      onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { useQueue, useItem, useDecide };
}
