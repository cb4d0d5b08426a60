import { z } from 'zod';
import { decisionTextSchema } from './common';
import { staffDecisionSchema } from './claims';
import { pagedQueueSchema } from './queue-shapes';

// The reports queue (issue 18). The reporter's name, e-mail and phone appear in the detail for
// staff only; no public shape carries them (the profile shows an upheld report's summary and
// date, nothing else).

export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportReviewStatus = z.infer<typeof reportStatusSchema>;

export const reportIdParamsSchema = z.object({ id: z.string().max(40) });

export const reportQueueItemSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive().nullable(),
  companyName: z.string(),
  reportType: z.string(),
  status: reportStatusSchema,
  createdAt: z.string(),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;

export const reportQueueListSchema = pagedQueueSchema(reportQueueItemSchema, z.number().int());
export type ReportQueueList = z.infer<typeof reportQueueListSchema>;

export const reportDetailSchema = z.object({
  id: z.number().int().positive(),
  status: reportStatusSchema,
  createdAt: z.string(),
  /** The listed company the report names; null when it named one by name only. */
  company: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  companyName: z.string(),
  companyWebsite: z.string().nullable(),
  reportType: z.string(),
  description: z.string(),
  evidence: z.string().nullable(),
  /** Confidential: staff only. */
  reporter: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  decision: staffDecisionSchema
    .extend({
      outcome: z.enum(['upheld', 'dismissed']),
      reason: z.string().nullable(),
      summary: z.string().nullable(),
    })
    .nullable(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** POST /api/staff/queues/reports/:id/decision */
export const reportDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('uphold'), summary: decisionTextSchema.pipe(z.string().max(300)) }),
  z.object({ outcome: z.literal('dismiss'), reason: decisionTextSchema }),
]);
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const STAFF_REPORT_MESSAGES = {
  notFound: { title: 'Report Not Found', message: 'There is no report with this id.' },
  noCompany: {
    title: 'No Listed Company',
    message:
      'This report names no listed company, so upholding it would show nowhere. Dismiss it, or ask for the company to be registered first.',
  },
} as const;
