import {
  dataRequestDetailSchema,
  dataRequestQueueSchema,
  type DataRequestDecision,
  type DataRequestDetail,
  type DataRequestQueue,
  type DataRequestQueueStatus,
} from '@trusthive/contracts';
import { staffQueueApi } from '../queue/queue-api';

/** The "Your data" requests queue (issue 37): list, one request with its export, close it. */
export const dataRequestsApi = staffQueueApi<
  DataRequestQueueStatus,
  DataRequestQueue,
  DataRequestDetail,
  DataRequestDecision
>({
  name: 'data-requests',
  listSchema: dataRequestQueueSchema,
  detailSchema: dataRequestDetailSchema,
});

/** The export as a file to save: a plain link, the browser sends the session cookie. */
export const dataRequestExportHref = (id: number) => `/api/staff/queues/data-requests/${id}/export`;
