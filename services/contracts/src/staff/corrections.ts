import { z } from 'zod';
import { CORRECTABLE_FIELDS } from '../corrections';
import {
  alreadyDecidedMessage,
  companyQueueItemSchema,
  decisionBodySchema,
  pagedQueueSchema,
  queueItemIdParamsSchema,
  queueQuerySchema,
} from './queue-shapes';

// The corrections queue (issue 18):
//   GET  /api/staff/queues/corrections?order=newest|oldest&status=pending|accepted|declined&page=
//   GET  /api/staff/queues/corrections/:id            the current value beside the proposed one
//   POST /api/staff/queues/corrections/:id/decision   {outcome:'accept'} | {outcome:'decline', reason}
// An accept writes the value to the company in the decision's transaction; a second decision
// answers 409 with who decided and when.

export const CORRECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const correctionStatusSchema = z.enum(CORRECTION_STATUSES);
export type CorrectionStatus = z.infer<typeof correctionStatusSchema>;

export const correctionsQueueQuerySchema = queueQuerySchema(correctionStatusSchema, 'pending');
export type CorrectionsQueueQuery = z.infer<typeof correctionsQueueQuerySchema>;

/** The path id, parsed like a company id (anything else answers 404). */
export const correctionIdParamsSchema = queueItemIdParamsSchema();

export const correctionQueueItemSchema = companyQueueItemSchema(
  { field: z.enum(CORRECTABLE_FIELDS), proposedValue: z.string() },
  correctionStatusSchema,
);
export type CorrectionQueueItem = z.infer<typeof correctionQueueItemSchema>;

export const correctionsQueueSchema = pagedQueueSchema(correctionQueueItemSchema);
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

export const correctionDecisionSchema = decisionBodySchema('accept', 'decline');
export type CorrectionDecision = z.infer<typeof correctionDecisionSchema>;

export const CORRECTION_QUEUE_MESSAGES = {
  notFound: { title: 'Correction Not Found', message: 'No correction request has this id.' },
  alreadyDecided: alreadyDecidedMessage('correction'),
  companyGone: {
    title: 'Company Not Found',
    message: 'The company of this request is no longer listed; decline it instead.',
  },
} as const;
