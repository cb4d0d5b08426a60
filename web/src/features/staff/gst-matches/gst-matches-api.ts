import {
  gstMatchDetailSchema,
  gstMatchesQueueSchema,
  type GstMatchDecision,
  type GstMatchDetail,
  type GstMatchesQueue,
  type GstMatchStatus,
} from '@trusthive/contracts';
import { staffQueueApi } from '../queue/queue-api';

/** The GST matches queue's list, item and decision (confirm or undo the rule's match). */
export const gstMatchesApi = staffQueueApi<
  GstMatchStatus,
  GstMatchesQueue,
  GstMatchDetail,
  GstMatchDecision
>({
  name: 'gst-matches',
  listSchema: gstMatchesQueueSchema,
  detailSchema: gstMatchDetailSchema,
});
