import {
  replyDetailSchema,
  repliesQueueSchema,
  type RepliesQueue,
  type ReplyDecision,
  type ReplyDetail,
  type ReplyStatus,
} from '@trusthive/contracts';
import { staffQueueApi } from '../queue/queue-api';

/** The replies queue's list, item and decision (publish or decline a reply). */
export const repliesApi = staffQueueApi<ReplyStatus, RepliesQueue, ReplyDetail, ReplyDecision>({
  name: 'replies',
  listSchema: repliesQueueSchema,
  detailSchema: replyDetailSchema,
});
