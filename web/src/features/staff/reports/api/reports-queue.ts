import {
  reportDetailSchema,
  reportQueueListSchema,
  type ReportDecision,
  type ReportDetail,
  type ReportQueueList,
  type ReportReviewStatus,
} from '@trusthive/contracts';
import { staffQueueApi } from '../../queue/queue-api';

// The reports queue's API (issue 18): list, detail and decision (uphold with a public summary,
// or dismiss with a reason).

export const reportsApi = staffQueueApi<
  ReportReviewStatus,
  ReportQueueList,
  ReportDetail,
  ReportDecision
>({
  name: 'reports',
  listSchema: reportQueueListSchema,
  detailSchema: reportDetailSchema,
});

export const { useDecide: useDecideReport } = reportsApi;
