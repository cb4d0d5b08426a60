import { z } from 'zod';
import { CORRECTABLE_FIELDS } from '../corrections';
import { storableString } from '../common/text';
import { QUEUE_PAGE_SIZE, decisionTextSchema, queueListQuerySchema } from './common';

// The corrections queue (issue 18):
//   GET  /api/staff/queues/corrections?order=newest|oldest&status=pending|accepted|declined&page=
//   GET  /api/staff/queues/corrections/:id            the current value beside the proposed one
//   POST /api/staff/queues/corrections/:id/decision   {outcome:'accept'} | {outcome:'decline', reason}
// An accept writes the value to the company in the decision's transaction; a second decision
// answers 409 with who decided and when.

export const CORRECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const correctionStatusSchema = z.enum(CORRECTION_STATUSES);
export type CorrectionStatus = z.infer<typeof correctionStatusSchema>;

export const correctionsQueueQuerySchema = queueListQuerySchema.extend({
  status: correctionStatusSchema.default('pending'),
});
export type CorrectionsQueueQuery = z.infer<typeof correctionsQueueQuerySchema>;

/** The path id, parsed like a company id (anything else answers 404). */
export const correctionIdParamsSchema = z.object({ id: storableString().max(20) });

const decision = z.object({
  decidedAt: z.string(),
  /** The deciding staff member's display name. */
  decidedBy: z.string(),
  reason: z.string().nullable(),
});

export const correctionQueueItemSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  field: z.enum(CORRECTABLE_FIELDS),
  proposedValue: z.string(),
  status: correctionStatusSchema,
  createdAt: z.string(),
  decision: decision.nullable(),
});
export type CorrectionQueueItem = z.infer<typeof correctionQueueItemSchema>;

export const correctionsQueueSchema = z.object({
  items: z.array(correctionQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(QUEUE_PAGE_SIZE),
  /** ISO time of the oldest pending request; null when none waits. */
  oldestPendingAt: z.string().nullable(),
});
export type CorrectionsQueue = z.infer<typeof correctionsQueueSchema>;

export const correctionDetailSchema = correctionQueueItemSchema.extend({
  /** What the profile shows now (after an accept: the accepted value). */
  currentValue: z.string().nullable(),
  /** What the accept replaced; null before one. */
  previousValue: z.string().nullable(),
  evidence: z.string(),
  evidenceUrl: z.string().nullable(),
  /** The requester, to whom the outcome is mailed; shown to staff only. */
  requesterEmail: z.string(),
});
export type CorrectionDetail = z.infer<typeof correctionDetailSchema>;

export const correctionDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('accept') }),
  z.object({ outcome: z.literal('decline'), reason: decisionTextSchema }),
]);
export type CorrectionDecision = z.infer<typeof correctionDecisionSchema>;

export const CORRECTION_QUEUE_MESSAGES = {
  notFound: { title: 'Correction Not Found', message: 'No correction request has this id.' },
  alreadyDecided: (decided: string, name: string, date: string) => ({
    title: 'Already Decided',
    message: `This correction was already ${decided} by ${name} on ${date}.`,
  }),
  companyGone: {
    title: 'Company Not Found',
    message: 'The company of this request is no longer listed; decline it instead.',
  },
} as const;
