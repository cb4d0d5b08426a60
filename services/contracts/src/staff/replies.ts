import { z } from 'zod';
import { replyStatusSchema } from '../owner-replies';
import {
  alreadyDecidedMessage,
  decisionBodySchema,
  pagedQueueSchema,
  queueItemIdParamsSchema,
  queueQuerySchema,
  recordedDecisionSchema,
} from './queue-shapes';

// The replies queue (issue 19): owners' replies to upheld reports, checked before they are shown.
//   GET  /api/staff/queues/replies?order=newest|oldest&status=pending|published|declined&page=
//   GET  /api/staff/queues/replies/:id
//   POST /api/staff/queues/replies/:id/decision   {outcome:'publish'} | {outcome:'decline', reason}
// A publish shows the reply under its report on the profile; a decline mails the reason to the
// owner. A second decision answers 409 with who decided and when.

export const repliesQueueQuerySchema = queueQuerySchema(replyStatusSchema, 'pending');
export type RepliesQueueQuery = z.infer<typeof repliesQueueQuerySchema>;

export const replyIdParamsSchema = queueItemIdParamsSchema();

export const replyQueueItemSchema = z.object({
  id: z.number().int().positive(),
  reportId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  /** The upheld report's public summary: what the reply answers. */
  reportSummary: z.string(),
  body: z.string(),
  status: replyStatusSchema,
  createdAt: z.string(),
  decision: recordedDecisionSchema().nullable(),
});
export type ReplyQueueItem = z.infer<typeof replyQueueItemSchema>;

export const repliesQueueSchema = pagedQueueSchema(replyQueueItemSchema);
export type RepliesQueue = z.infer<typeof repliesQueueSchema>;

export const replyDetailSchema = replyQueueItemSchema.extend({
  /** The owner who wrote it, to whom the outcome is mailed; shown to staff only. */
  ownerEmail: z.string(),
  reportUpheldOn: z.string().nullable(),
});
export type ReplyDetail = z.infer<typeof replyDetailSchema>;

export const replyDecisionSchema = decisionBodySchema('publish', 'decline');
export type ReplyDecision = z.infer<typeof replyDecisionSchema>;

export const REPLY_QUEUE_MESSAGES = {
  notFound: { title: 'Reply Not Found', message: 'No reply has this id.' },
  alreadyDecided: alreadyDecidedMessage('reply'),
} as const;
