import { z } from 'zod';
import { storableString } from '../common/text';
import { replyStatusSchema } from '../owner-replies';
import { QUEUE_PAGE_SIZE, decisionTextSchema, queueListQuerySchema } from './common';

// The replies queue (issue 19): owners' replies to upheld reports, checked before they are shown.
//   GET  /api/staff/queues/replies?order=newest|oldest&status=pending|published|declined&page=
//   GET  /api/staff/queues/replies/:id
//   POST /api/staff/queues/replies/:id/decision   {outcome:'publish'} | {outcome:'decline', reason}
// A publish shows the reply under its report on the profile; a decline mails the reason to the
// owner. A second decision answers 409 with who decided and when.

export const repliesQueueQuerySchema = queueListQuerySchema.extend({
  status: replyStatusSchema.default('pending'),
});
export type RepliesQueueQuery = z.infer<typeof repliesQueueQuerySchema>;

export const replyIdParamsSchema = z.object({ id: storableString().max(20) });

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
  decision: z
    .object({
      decidedAt: z.string(),
      /** The deciding staff member's display name. */
      decidedBy: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type ReplyQueueItem = z.infer<typeof replyQueueItemSchema>;

export const repliesQueueSchema = z.object({
  items: z.array(replyQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(QUEUE_PAGE_SIZE),
  /** ISO time of the oldest pending reply; null when none waits. */
  oldestPendingAt: z.string().nullable(),
});
export type RepliesQueue = z.infer<typeof repliesQueueSchema>;

export const replyDetailSchema = replyQueueItemSchema.extend({
  /** The owner who wrote it, to whom the outcome is mailed; shown to staff only. */
  ownerEmail: z.string(),
  reportUpheldOn: z.string().nullable(),
});
export type ReplyDetail = z.infer<typeof replyDetailSchema>;

export const replyDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('publish') }),
  z.object({ outcome: z.literal('decline'), reason: decisionTextSchema }),
]);
export type ReplyDecision = z.infer<typeof replyDecisionSchema>;

export const REPLY_QUEUE_MESSAGES = {
  notFound: { title: 'Reply Not Found', message: 'No reply has this id.' },
  alreadyDecided: (decided: string, name: string, date: string) => ({
    title: 'Already Decided',
    message: `This reply was already ${decided} by ${name} on ${date}.`,
  }),
} as const;
