import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  reportDetailSchema,
  reportQueueListSchema,
  type ReportDecision,
  type ReportReviewStatus,
} from '@trusthive/contracts';
import { staffClient } from '../../api/staff-client';

// The reports queue's API (issue 18): list, detail and decision, through the staff client
// (session cookie and CSRF header).

export type ReportQueueParams = {
  order: 'newest' | 'oldest';
  status: ReportReviewStatus;
  page: number;
};

export const staffReportKeys = {
  all: ['staff', 'reports'] as const,
  list: (params: ReportQueueParams) => [...staffReportKeys.all, 'list', params] as const,
  detail: (id: number) => [...staffReportKeys.all, 'detail', id] as const,
};

export const reportQueueQueryOptions = (params: ReportQueueParams) =>
  queryOptions({
    queryKey: staffReportKeys.list(params),
    queryFn: ({ signal }) =>
      staffClient.get('/staff/queues/reports', {
        query: params,
        signal,
        schema: reportQueueListSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const reportDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffReportKeys.detail(id),
    queryFn: ({ signal }) =>
      staffClient.get(`/staff/queues/reports/${id}`, { signal, schema: reportDetailSchema }),
  });

export function useReportQueue(params: ReportQueueParams) {
  return useQuery(reportQueueQueryOptions(params));
}

export function useReportDetail(id: number | null) {
  return useQuery({ ...reportDetailQueryOptions(id ?? 0), enabled: id !== null });
}

export function useDecideReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReportDecision) =>
      staffClient.post(`/staff/queues/reports/${id}/decision`, {
        body: decision,
        schema: reportDetailSchema,
      }),
    // Decided or already decided by someone else: the list and the detail are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffReportKeys.all }),
  });
}
