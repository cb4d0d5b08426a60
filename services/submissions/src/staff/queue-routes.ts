import type { z } from 'zod';
import type { Endpoint } from '@trusthive/contracts/endpoints';
import { endpointRoute, type Server } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { JSON_BODY_LIMIT_BYTES } from '../shared/limits';
import { requireStaff } from './guard';
import type { StaffPrincipal } from './principal';

/** What a queue's three declared endpoints (contracts' `staffQueueEndpoints`) carry. */
interface QueueEndpoints<
  Query extends z.ZodType,
  Decision extends z.ZodType,
  List extends z.ZodType,
  Detail extends z.ZodType,
> {
  list: Endpoint & { query: Query; success: { schema: List } };
  item: Endpoint & { success: { schema: Detail } };
  decision: Endpoint & { body: { 'application/json': Decision } };
}

/** A queue's declared endpoints and what its service does for each route. */
export interface DecisionQueue<
  Query extends z.ZodType,
  Decision extends z.ZodType,
  List extends z.ZodType,
  Detail extends z.ZodType,
> {
  endpoints: QueueEndpoints<Query, Decision, List, Detail>;
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
 * nine queues are registered through here: a new queue is its declared endpoints (contracts'
 * `staffQueueEndpoints`) and its service's three functions.
 */
export function decisionQueueRoutes<
  Query extends z.ZodType,
  Decision extends z.ZodType,
  List extends z.ZodType,
  Detail extends z.ZodType,
>(app: Server, deps: SubmissionsDeps, queue: DecisionQueue<Query, Decision, List, Detail>): void {
  const preHandler = requireStaff(deps, 'moderator');
  const { list, item, decision } = queue.endpoints;
  // Fastify validated each part with the very schema named in the casts.
  app.route({
    ...endpointRoute(list),
    preHandler,
    handler: async (request) => queue.list(request.query as z.output<Query>),
  });
  app.route({
    ...endpointRoute(item),
    preHandler,
    handler: async (request) => queue.detail((request.params as { id: string }).id),
  });
  app.route({
    ...endpointRoute(decision),
    preHandler,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    handler: async (request) =>
      queue.decide(
        request.staff!,
        (request.params as { id: string }).id,
        request.body as z.output<Decision>,
      ),
  });
}
