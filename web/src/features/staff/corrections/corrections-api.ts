import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  correctionDetailSchema,
  correctionsQueueSchema,
  type CorrectionDecision,
  type CorrectionStatus,
} from '@trusthive/contracts';
import { staffClient } from '../api/staff-client';

export type CorrectionsFilter = {
  order: 'newest' | 'oldest';
  status: CorrectionStatus;
  page: number;
};

const correctionKeys = {
  all: ['staff', 'corrections'] as const,
  list: (filter: CorrectionsFilter) => [...correctionKeys.all, 'list', filter] as const,
  detail: (id: number) => [...correctionKeys.all, 'detail', id] as const,
};

export function useCorrectionsQueue(filter: CorrectionsFilter) {
  return useQuery({
    queryKey: correctionKeys.list(filter),
    placeholderData: keepPreviousData,
    queryFn: () =>
      staffClient.get(
        `/staff/queues/corrections?${new URLSearchParams({
          order: filter.order,
          status: filter.status,
          page: String(filter.page),
        })}`,
        { schema: correctionsQueueSchema },
      ),
  });
}

export function useCorrection(id: number | null) {
  return useQuery({
    queryKey: correctionKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: () =>
      staffClient.get(`/staff/queues/corrections/${id}`, { schema: correctionDetailSchema }),
  });
}

/** Accept or decline; the list, the request and the console's counts are read again after. */
export function useDecideCorrection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CorrectionDecision) =>
      staffClient.post(`/staff/queues/corrections/${id}/decision`, {
        body: decision,
        schema: correctionDetailSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: correctionKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
    },
  });
}
