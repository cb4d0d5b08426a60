import { z } from 'zod';
import { storableString } from '../common/text';
import { QUEUE_PAGE_SIZE, decisionTextSchema, queueListQuerySchema } from './common';

// The shapes every work queue repeats: its list query, its page of items, the path id, the
// recorded decision, the decision body and the "already decided" message. Each queue's file
// builds its exported schemas from these, so the queues cannot drift apart. Every call makes
// new schemas, as writing them out in each file did (only common.ts's queueListQuerySchema and
// decisionTextSchema are shared, as they were before).
// Internal to contracts (staff/index.ts does not re-export it): the queues' own names are the API.

/** GET /api/staff/queues/{kind}: the common query, with the queue's statuses and the one shown first. */
export function queueQuerySchema<Status extends z.ZodEnum>(
  status: Status,
  shownFirst: z.util.NoUndefined<z.output<Status>>,
) {
  return queueListQuerySchema.extend({ status: status.default(shownFirst) });
}

/**
 * One page of a queue. The page size is QUEUE_PAGE_SIZE unless the queue says otherwise (the
 * claims and reports queues answer it as any whole number).
 */
export function pagedQueueSchema<
  Item extends z.ZodType,
  PageSize extends z.ZodType<number> = z.ZodLiteral<typeof QUEUE_PAGE_SIZE>,
>(item: Item, pageSize?: PageSize) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: pageSize ?? (z.literal(QUEUE_PAGE_SIZE) as z.ZodType<number> as PageSize),
    /** ISO time of the oldest pending item; null when none waits. */
    oldestPendingAt: z.string().nullable(),
  });
}

/** The path id of a queue item: storable text of at most 20 characters, read by its service. */
export function queueItemIdParamsSchema() {
  return z.object({ id: storableString().max(20) });
}

/** A decided item's decision: when, by whom (the staff member's display name), and why. */
export function recordedDecisionSchema() {
  return z.object({
    decidedAt: z.string(),
    /** The deciding staff member's display name. */
    decidedBy: z.string(),
    reason: z.string().nullable(),
  });
}

/**
 * A listed item of a queue about one company's profile (corrections, owner changes): the
 * company it is about, the queue's own fields, then its status, arrival and decision.
 */
export function companyQueueItemSchema<Own extends z.ZodRawShape, Status extends z.ZodType>(
  own: Own,
  status: Status,
) {
  return z.object({
    id: z.number().int().positive(),
    companyId: z.number().int().positive(),
    companyName: z.string(),
    ...own,
    status,
    createdAt: z.string(),
    decision: recordedDecisionSchema().nullable(),
  });
}

/**
 * POST /api/staff/queues/{kind}/:id/decision: one outcome that needs nothing more, and one
 * that needs a reason (decisionTextSchema unless the queue words its own).
 */
export function decisionBodySchema<
  Accept extends string,
  Refuse extends string,
  Reason extends z.ZodType<string, string> = typeof decisionTextSchema,
>(accept: Accept, refuse: Refuse, reason?: Reason) {
  return z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal(accept) }),
    z.object({
      outcome: z.literal(refuse),
      reason: reason ?? (decisionTextSchema as z.ZodType<string, string> as Reason),
    }),
  ]);
}

/** The 409 a second decision answers: "This reply was already declined by Asha Rao on …". */
export function alreadyDecidedMessage(item: string) {
  return (decided: string, name: string, date: string) => ({
    title: 'Already Decided',
    message: `This ${item} was already ${decided} by ${name} on ${date}.`,
  });
}
