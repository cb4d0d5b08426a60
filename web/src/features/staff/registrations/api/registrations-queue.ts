import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  queuesOverviewSchema,
  registrationQueueSchema,
  registrationReviewSchema,
  type RegistrationDecision,
  type RegistrationQueueQuery,
} from '@trusthive/contracts';
import { staffClient } from '../../api/staff-client';

// The registrations queue's API (issue 18): the list, one registration, the decision, through
// the console's client (the session cookie, and the CSRF token on the decision).

/** Query keys of this page (STYLE 19: no inline key arrays). */
export const registrationQueueKeys = {
  all: ['staff', 'registrations'] as const,
  list: (query: Pick<RegistrationQueueQuery, 'order' | 'status' | 'page'>) =>
    ['staff', 'registrations', 'list', query] as const,
  item: (id: number) => ['staff', 'registrations', 'item', id] as const,
  overview: ['staff', 'queues'] as const,
};

export const registrationQueueQueryOptions = (
  query: Pick<RegistrationQueueQuery, 'order' | 'status' | 'page'>,
) =>
  queryOptions({
    queryKey: registrationQueueKeys.list(query),
    queryFn: ({ signal }) =>
      staffClient.get('/staff/queues/registrations', {
        query,
        signal,
        schema: registrationQueueSchema,
      }),
  });

export const registrationReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: registrationQueueKeys.item(id),
    queryFn: ({ signal }) =>
      staffClient.get(`/staff/queues/registrations/${id}`, {
        signal,
        schema: registrationReviewSchema,
      }),
  });

export function useRegistrationQueue(
  query: Pick<RegistrationQueueQuery, 'order' | 'status' | 'page'>,
) {
  return useQuery(registrationQueueQueryOptions(query));
}

export function useRegistrationReview(id: number | null) {
  return useQuery({ ...registrationReviewQueryOptions(id ?? 0), enabled: id !== null });
}

export function useQueuesOverview() {
  return useQuery({
    queryKey: registrationQueueKeys.overview,
    queryFn: ({ signal }) =>
      staffClient.get('/staff/queues', { signal, schema: queuesOverviewSchema }),
  });
}

/** Approve or reject; on any answer the lists and the item are read again. */
export function useDecideRegistration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: RegistrationDecision) =>
      staffClient.post(`/staff/queues/registrations/${id}/decision`, {
        body: decision,
        schema: registrationReviewSchema,
      }),
    onSuccess: (review) => queryClient.setQueryData(registrationQueueKeys.item(id), review),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: registrationQueueKeys.all });
      await queryClient.invalidateQueries({ queryKey: registrationQueueKeys.overview });
    },
  });
}
