import type { z } from 'zod';
import type { Endpoint, ExampleRows, ExampleValue } from './endpoint';

// Every staff work queue answers the same three routes: its list, one item, and the item's
// decision. What differs is the schemas and the words, so a queue is described by those, and
// the routes' methods, paths, service and the way their errors combine are written once here.

type Errors = Endpoint['errors'];

export interface StaffQueueDescription {
  /** The list's path, e.g. /api/staff/queues/claims: the item is `:id` under it. */
  path: string;
  /** The item's path id, as the item and its decision read it. */
  params: NonNullable<Endpoint['params']>;
  /** One item as the detail answers it; the decision answers the decided item the same way. */
  detail: z.ZodType;
  /** What every route of the queue may answer (the session, its token, the limits). */
  errors: Errors;
  /** The 404 of the item (and of its decision, unless the decision's errors say otherwise). */
  notFound: string;
  list: {
    summary: string;
    query: NonNullable<Endpoint['query']>;
    schema: z.ZodType;
    description: string;
    /** The 400 of a query the list does not accept. */
    badQuery: string;
  };
  item: { summary: string; description: string };
  decision: {
    summary: string;
    body: z.ZodType;
    description: string;
    /** What a decision answers besides the queue's errors and notFound (its body, a 409). */
    errors: Errors;
  };
  /** Whether the document names the staff session on these routes (Endpoint's `staff`). */
  staff?: boolean;
  /**
   * The routes' examples (Endpoint's `example`): the list's query, and the item the item and
   * decision examples name, with the decision's body. No item where none is known to exist.
   */
  examples?: {
    query: Record<string, string>;
    item?: (queue: NonNullable<ExampleRows['queue']>) => number;
    decision?: { [key: string]: ExampleValue };
  };
}

/**
 * The list, item and decision endpoints of one staff work queue, in that order, each keeping
 * the exact schemas it was given, so the routes registered from them are typed.
 */
export function staffQueueEndpoints<const Q extends StaffQueueDescription>(queue: Q) {
  const { path, params, detail, errors, notFound, list, item, decision, examples } = queue;
  const common = { service: 'submissions', ...(queue.staff ? { staff: true } : {}) } as const;
  // Staff examples need a staff session; item examples an item that exists.
  const itemOf = (rows: ExampleRows) =>
    rows.staff && rows.queue && examples?.item ? { id: examples.item(rows.queue) } : undefined;
  const listExample = (rows: ExampleRows) =>
    rows.staff && examples ? { query: examples.query } : undefined;
  const itemExample = (rows: ExampleRows) => {
    const itemParams = itemOf(rows);
    return itemParams && { params: itemParams };
  };
  const decisionExample = (rows: ExampleRows) => {
    const itemParams = itemOf(rows);
    return itemParams && examples?.decision && { params: itemParams, json: examples.decision };
  };
  return {
    list: {
      method: 'get',
      path,
      ...common,
      summary: list.summary,
      query: list.query as Q['list']['query'],
      success: { status: 200, description: list.description, schema: list.schema },
      errors: { ...errors, 400: list.badQuery },
      example: listExample,
    },
    item: {
      method: 'get',
      path: `${path}/:id`,
      ...common,
      summary: item.summary,
      params: params as Q['params'],
      success: { status: 200, description: item.description, schema: detail },
      errors: { ...errors, 404: notFound },
      example: itemExample,
    },
    decision: {
      method: 'post',
      path: `${path}/:id/decision`,
      ...common,
      summary: decision.summary,
      params: params as Q['params'],
      body: { 'application/json': decision.body as Q['decision']['body'] },
      success: { status: 200, description: decision.description, schema: detail },
      errors: { ...errors, 404: notFound, ...decision.errors },
      example: decisionExample,
    },
  } as const satisfies Record<'list' | 'item' | 'decision', Endpoint>;
}
