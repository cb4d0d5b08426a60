import { z } from 'zod';
import { storableString } from '../common/text';
import { ownerChangeSchema, ownerChangeStatusSchema, ownerBrandSchema } from '../owner-edits';
import { QUEUE_PAGE_SIZE, decisionTextSchema, queueListQuerySchema } from './common';

// The owner-changes queue (issue 19): what owners ask to change that moves the trust score or a
// badge (website and domain, brands, brand authorization).
//   GET  /api/staff/queues/owner-changes?order=newest|oldest&status=pending|approved|declined&page=
//   GET  /api/staff/queues/owner-changes/:id            the company's values now beside the change
//   POST /api/staff/queues/owner-changes/:id/decision   {outcome:'approve'} | {outcome:'decline', reason}
// An approval applies the change in the decision's transaction (and re-scores the company); a
// second decision answers 409 with who decided and when.

export const ownerChangesQueueQuerySchema = queueListQuerySchema.extend({
  status: ownerChangeStatusSchema.default('pending'),
});
export type OwnerChangesQueueQuery = z.infer<typeof ownerChangesQueueQuerySchema>;

export const ownerChangeIdParamsSchema = z.object({ id: storableString().max(20) });

const decision = z.object({
  decidedAt: z.string(),
  /** The deciding staff member's display name. */
  decidedBy: z.string(),
  reason: z.string().nullable(),
});

export const ownerChangeQueueItemSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  change: ownerChangeSchema,
  status: ownerChangeStatusSchema,
  createdAt: z.string(),
  decision: decision.nullable(),
});
export type OwnerChangeQueueItem = z.infer<typeof ownerChangeQueueItemSchema>;

export const ownerChangesQueueSchema = z.object({
  items: z.array(ownerChangeQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(QUEUE_PAGE_SIZE),
  /** ISO time of the oldest pending request; null when none waits. */
  oldestPendingAt: z.string().nullable(),
});
export type OwnerChangesQueue = z.infer<typeof ownerChangesQueueSchema>;

export const ownerChangeDetailSchema = ownerChangeQueueItemSchema.extend({
  /** The owner who asked, to whom the outcome is mailed; shown to staff only. */
  ownerEmail: z.string(),
  /** What the profile shows now, for the reviewer to compare. */
  current: z.object({
    website: z.string().nullable(),
    domainName: z.string().nullable(),
    wantsBrandAuthorization: z.boolean(),
    brands: z.array(ownerBrandSchema),
  }),
});
export type OwnerChangeDetail = z.infer<typeof ownerChangeDetailSchema>;

export const ownerChangeDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('approve') }),
  z.object({ outcome: z.literal('decline'), reason: decisionTextSchema }),
]);
export type OwnerChangeDecision = z.infer<typeof ownerChangeDecisionSchema>;

export const OWNER_CHANGE_QUEUE_MESSAGES = {
  notFound: { title: 'Change Request Not Found', message: 'No owner change request has this id.' },
  alreadyDecided: (decided: string, name: string, date: string) => ({
    title: 'Already Decided',
    message: `This change request was already ${decided} by ${name} on ${date}.`,
  }),
  brandGone: {
    title: 'Brand Not Found',
    message: 'The brand of this request is no longer listed; decline it instead.',
  },
} as const;
