import { z } from 'zod';

// The staff console's shared shapes (issue 18). Every staff route lives under /api/staff and
// answers the one error shape; the area files beside this one hold each queue's own schemas.

export const STAFF_ROLES = ['moderator', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The work queues, in the console's order. */
export const QUEUE_KINDS = [
  'registrations',
  'claims',
  'reports',
  'corrections',
  'contact',
  'owner-changes',
  'replies',
  'data-requests',
  'gst-matches',
] as const;
export const queueKindSchema = z.enum(QUEUE_KINDS);
export type QueueKind = z.infer<typeof queueKindSchema>;

/** GET /api/staff/queues/{kind}?order=&status=&page= */
export const queueListQuerySchema = z.object({
  order: z.enum(['newest', 'oldest']).default('oldest'),
  status: z.string().max(20).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type QueueListQuery = z.infer<typeof queueListQuerySchema>;

/** One queue's size and the age of its oldest pending item (the promised turnaround made visible). */
export const queueSummarySchema = z.object({
  kind: queueKindSchema,
  pending: z.number().int(),
  /** ISO time of the oldest pending item; null when the queue is empty. */
  oldestPendingAt: z.string().nullable(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/** GET /api/staff/queues */
export const queuesOverviewSchema = z.object({ queues: z.array(queueSummarySchema) });
export type QueuesOverview = z.infer<typeof queuesOverviewSchema>;

export const QUEUE_PAGE_SIZE = 20;

/** A decision's reason or a public summary: required, trimmed, short. */
export const decisionTextSchema = z.string().trim().min(3).max(1_000);
