import type { ResponseSchema } from '../../../lib/api-client';
import { staffClient } from '../api/staff-client';

export type QueueOrder = 'newest' | 'oldest';
export type QueueFilter<Status extends string> = {
  order: QueueOrder;
  status: Status;
  page: number;
};

/** One staff queue under /staff/queues/<name>, and the shapes its answers are checked against. */
export type StaffQueueEndpoints<List, Detail> = {
  name: string;
  listSchema: ResponseSchema<List>;
  detailSchema: ResponseSchema<Detail>;
};

/** The query keys of one staff queue: everything under `all` is read again after a decision. */
export function staffQueueKeys<Status extends string>(name: string) {
  const all = ['staff', name] as const;
  return {
    all,
    list: (filter: QueueFilter<Status>) => [...all, 'list', filter] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

/**
 * The requests every staff queue answers: the list by filter, one item, and the decision on
 * it, which answers with the item as decided. Each queue's hooks say how they are cached.
 */
export function staffQueueRequests<Status extends string, List, Detail, Decision>({
  name,
  listSchema,
  detailSchema,
}: StaffQueueEndpoints<List, Detail>) {
  return {
    list: (filter: QueueFilter<Status>, signal?: AbortSignal) =>
      staffClient.get(`/staff/queues/${name}`, { query: filter, signal, schema: listSchema }),
    item: (id: number, signal?: AbortSignal) =>
      staffClient.get(`/staff/queues/${name}/${id}`, { signal, schema: detailSchema }),
    decide: (id: number, decision: Decision) =>
      staffClient.post(`/staff/queues/${name}/${id}/decision`, {
        body: decision,
        schema: detailSchema,
      }),
  };
}
