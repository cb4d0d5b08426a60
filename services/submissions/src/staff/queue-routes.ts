import type { z } from 'zod';
import type { Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../deps';
import { parseOrThrow } from '../validation';
import { requireStaff } from './guard';
import type { StaffPrincipal } from './principal';

/** A queue's contract schemas and what its service does for each route. */
export interface DecisionQueue<
  Query extends z.ZodType,
  Decision extends z.ZodType,
  List extends z.ZodType,
  Detail extends z.ZodType,
> {
  /** The queue's segment of the path: /api/staff/queues/{name}. */
  name: string;
  querySchema: Query;
  listSchema: List;
  idParamsSchema: z.ZodType<{ id: string }>;
  detailSchema: Detail;
  decisionSchema: Decision;
  list: (query: z.output<Query>) => Promise<z.input<List>>;
  /** One item by its path id, as typed (the service answers 404 for one that cannot be an id). */
  detail: (rawId: string) => Promise<z.input<Detail>>;
  decide: (
    staff: StaffPrincipal,
    rawId: string,
    decision: z.output<Decision>,
  ) => Promise<z.input<Detail>>;
}

/**
 * A work queue's three routes, for moderators (admins pass every moderator check): the list
 * with its query, one item, and the item's decision, which answers the item as it now is. The
 * queues with a status filter and a decision of their own (corrections, owner changes,
 * replies, contact messages) are registered through here.
 */
export function decisionQueueRoutes<
  Query extends z.ZodType,
  Decision extends z.ZodType,
  List extends z.ZodType,
  Detail extends z.ZodType,
>(app: Server, deps: SubmissionsDeps, queue: DecisionQueue<Query, Decision, List, Detail>): void {
  const guarded = { preHandler: requireStaff(deps, 'moderator') };
  const path = `/api/staff/queues/${queue.name}`;
  // The answers are checked against the schemas where the queue's service is named (the
  // DecisionQueue types above); here the schemas only serialize.
  const listSchema: z.ZodType = queue.listSchema;
  const detailSchema: z.ZodType = queue.detailSchema;

  app.get(path, { ...guarded, schema: { response: { 200: listSchema } } }, async (request) =>
    queue.list(parseOrThrow(queue.querySchema, request.query)),
  );

  app.get(
    `${path}/:id`,
    {
      ...guarded,
      schema: { params: queue.idParamsSchema, response: { 200: detailSchema } },
    },
    async (request) => queue.detail(request.params.id),
  );

  app.post(
    `${path}/:id/decision`,
    {
      ...guarded,
      schema: { params: queue.idParamsSchema, response: { 200: detailSchema } },
    },
    async (request) =>
      queue.decide(
        request.staff!,
        request.params.id,
        parseOrThrow(queue.decisionSchema, request.body),
      ),
  );
}
