import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  replyDetailSchema,
  repliesQueueSchema,
  type ReplyDecision,
  type ReplyStatus,
} from '@trusthive/contracts';
import { staffClient } from '../api/staff-client';

export type RepliesFilter = {
  order: 'newest' | 'oldest';
  status: ReplyStatus;
  page: number;
};

const replyKeys = {
  all: ['staff', 'replies'] as const,
  list: (filter: RepliesFilter) => [...replyKeys.all, 'list', filter] as const,
  detail: (id: number) => [...replyKeys.all, 'detail', id] as const,
};

export function useRepliesQueue(filter: RepliesFilter) {
  return useQuery({
    queryKey: replyKeys.list(filter),
    placeholderData: keepPreviousData,
    queryFn: () =>
      staffClient.get(
        `/staff/queues/replies?${new URLSearchParams({
          order: filter.order,
          status: filter.status,
          page: String(filter.page),
        })}`,
        { schema: repliesQueueSchema },
      ),
  });
}

export function useReply(id: number | null) {
  return useQuery({
    queryKey: replyKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: () => staffClient.get(`/staff/queues/replies/${id}`, { schema: replyDetailSchema }),
  });
}

/** Publish or decline; the list, the reply and the console's counts are read again after. */
export function useDecideReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReplyDecision) =>
      staffClient.post(`/staff/queues/replies/${id}/decision`, {
        body: decision,
        schema: replyDetailSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: replyKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
    },
  });
}
