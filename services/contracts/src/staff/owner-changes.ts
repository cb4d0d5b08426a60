import { z } from 'zod';
import { ownerChangeSchema, ownerChangeStatusSchema, ownerBrandSchema } from '../owner-edits';
import {
  alreadyDecidedMessage,
  companyQueueItemSchema,
  decisionBodySchema,
  pagedQueueSchema,
  queueItemIdParamsSchema,
  queueQuerySchema,
} from './queue-shapes';

// The owner-changes queue (issue 19): what owners ask to change that moves the trust score or a
// badge (website and domain, brands, brand authorization).
//   GET  /api/staff/queues/owner-changes?order=newest|oldest&status=pending|approved|declined&page=
//   GET  /api/staff/queues/owner-changes/:id            the company's values now beside the change
//   POST /api/staff/queues/owner-changes/:id/decision   {outcome:'approve'} | {outcome:'decline', reason}
// An approval applies the change in the decision's transaction (and re-scores the company); a
// second decision answers 409 with who decided and when.

export const ownerChangesQueueQuerySchema = queueQuerySchema(ownerChangeStatusSchema, 'pending');
export type OwnerChangesQueueQuery = z.infer<typeof ownerChangesQueueQuerySchema>;

export const ownerChangeIdParamsSchema = queueItemIdParamsSchema();

export const ownerChangeQueueItemSchema = companyQueueItemSchema(
  { change: ownerChangeSchema },
  ownerChangeStatusSchema,
);
export type OwnerChangeQueueItem = z.infer<typeof ownerChangeQueueItemSchema>;

export const ownerChangesQueueSchema = pagedQueueSchema(ownerChangeQueueItemSchema);
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
    /** Issue 37: the logo and phone the profile shows now, beside a requested change. */
    logo: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type OwnerChangeDetail = z.infer<typeof ownerChangeDetailSchema>;

export const ownerChangeDecisionSchema = decisionBodySchema('approve', 'decline');
export type OwnerChangeDecision = z.infer<typeof ownerChangeDecisionSchema>;

export const OWNER_CHANGE_QUEUE_MESSAGES = {
  notFound: { title: 'Change Request Not Found', message: 'No owner change request has this id.' },
  alreadyDecided: alreadyDecidedMessage('change request'),
  brandGone: {
    title: 'Brand Not Found',
    message: 'The brand of this request is no longer listed; decline it instead.',
  },
  logoGone: {
    title: 'Logo Not Available',
    message:
      'The logo of this request was deleted or is now shown on another profile; decline it instead.',
  },
} as const;
