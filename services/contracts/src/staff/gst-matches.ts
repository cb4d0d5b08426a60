import { z } from 'zod';
import { GST_MATCH_BASES } from '../gst-match';
import { pagedQueueSchema, queueItemIdParamsSchema, queueQuerySchema } from './queue-shapes';

// The GST matches queue (issue 40): the written rule (gst-match.ts) matched a GST registration
// the GST network describes to an MCA company; staff confirm the match or undo it.
//   GET  /api/staff/queues/gst-matches?order=newest|oldest&status=pending|confirmed|undone&page=
//   GET  /api/staff/queues/gst-matches/:id
//   POST /api/staff/queues/gst-matches/:id/decision   {outcome:'confirm'|'undo'}
// The id is the registration's, never its GSTIN. A decision is about the registration and the
// company it is matched to now, once: an undone match is not made again by the rule, and its
// company's score forgets the registration.

export const GST_MATCH_STATUSES = ['pending', 'confirmed', 'undone'] as const;
export const gstMatchStatusSchema = z.enum(GST_MATCH_STATUSES);
export type GstMatchStatus = z.infer<typeof gstMatchStatusSchema>;

export const gstMatchesQueueQuerySchema = queueQuerySchema(gstMatchStatusSchema, 'pending');
export type GstMatchesQueueQuery = z.infer<typeof gstMatchesQueueQuerySchema>;

export const gstMatchIdParamsSchema = queueItemIdParamsSchema();

export const gstMatchQueueItemSchema = z.object({
  /** The registration's id. */
  id: z.number().int().positive(),
  /** Masked as everywhere off the record page: staff compare names, not numbers. */
  gstin: z.string(),
  /** GSTN's legal name and trade name. */
  legalName: z.string(),
  tradeName: z.string().nullable(),
  /** GSTN's status and the principal place's state. */
  gstStatus: z.string(),
  state: z.string().nullable(),
  /** The company the rule matched it to (or, for an undone match, the one it was). */
  company: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    state: z.string().nullable(),
  }),
  basis: z.enum(GST_MATCH_BASES),
  /** When TrustHive first stored the registration. */
  createdAt: z.string(),
  status: gstMatchStatusSchema,
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** A stand-in server of ours answered (tests, the demo), not GSTN. */
  standIn: z.boolean(),
});
export type GstMatchQueueItem = z.infer<typeof gstMatchQueueItemSchema>;

/** oldestPendingAt: the oldest match waiting for a decision. */
export const gstMatchesQueueSchema = pagedQueueSchema(gstMatchQueueItemSchema);
export type GstMatchesQueue = z.infer<typeof gstMatchesQueueSchema>;

export const gstMatchDetailSchema = gstMatchQueueItemSchema.extend({
  /** The company's CIN, for the comparison (public registry data). */
  cin: z.string().nullable(),
  /** When GSTN last changed the record, and when TrustHive asked. */
  gstnUpdatedOn: z.string().nullable(),
  fetchedAt: z.string(),
});
export type GstMatchDetail = z.infer<typeof gstMatchDetailSchema>;

export const gstMatchDecisionSchema = z.object({ outcome: z.enum(['confirm', 'undo']) });
export type GstMatchDecision = z.infer<typeof gstMatchDecisionSchema>;

export const GST_MATCH_QUEUE_MESSAGES = {
  notFound: { title: 'Match Not Found', message: 'No matched GST registration has this id.' },
  notMatched: {
    title: 'Not Matched',
    message:
      'This GST registration is not matched to a company now (GSTN’s latest answer changed it), so there is no match to decide.',
  },
} as const;
