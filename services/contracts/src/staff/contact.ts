import { z } from 'zod';
import { pagedQueueSchema, queueItemIdParamsSchema, queueQuerySchema } from './queue-shapes';

// The contact messages queue (issue 18):
//   GET  /api/staff/queues/contact?order=newest|oldest&status=unhandled|handled&page=
//   GET  /api/staff/queues/contact/:id
//   POST /api/staff/queues/contact/:id/decision   {outcome:'handled'}
// Marking handled is idempotent: a message already handled answers 200 as it is, naming who
// handled it, and nothing is recorded twice.

export const CONTACT_STATUSES = ['unhandled', 'handled'] as const;
export const contactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

export const contactQueueQuerySchema = queueQuerySchema(contactStatusSchema, 'unhandled');
export type ContactQueueQuery = z.infer<typeof contactQueueQuerySchema>;

export const contactMessageIdParamsSchema = queueItemIdParamsSchema();

export const contactQueueItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The message's first characters; the detail has all of it. */
  excerpt: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactQueueItem = z.infer<typeof contactQueueItemSchema>;

/** oldestPendingAt: the oldest unhandled message. */
export const contactQueueSchema = pagedQueueSchema(contactQueueItemSchema);
export type ContactQueue = z.infer<typeof contactQueueSchema>;

export const contactDetailSchema = contactQueueItemSchema.extend({ message: z.string() });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const contactDecisionSchema = z.object({ outcome: z.literal('handled') });
export type ContactDecision = z.infer<typeof contactDecisionSchema>;

export const CONTACT_EXCERPT_LENGTH = 140;

export const CONTACT_QUEUE_MESSAGES = {
  notFound: { title: 'Message Not Found', message: 'No contact message has this id.' },
} as const;
