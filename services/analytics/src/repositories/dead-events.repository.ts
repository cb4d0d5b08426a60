import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

// Parked analytics events (migration 0014): what the database refused, or what did not parse,
// kept where an operator can query it (`select * from analytics_dead_events order by id desc`).
// A redelivered job parks its bad event once: the event id is unique.

export interface DeadEvent {
  /** The event's id when it has a valid one. */
  eventId: string | null;
  /** The event as it was on the queue (its IP already truncated by the intake). */
  raw: unknown;
  error: string;
  sqlstate: string | null;
}

const MAX_ERROR_LENGTH = 2_000;

export async function parkEvents(db: Kysely<Database>, events: readonly DeadEvent[]) {
  if (events.length === 0) return;
  await db
    .insertInto('analytics_dead_events')
    .values(
      events.map((event) => ({
        event_id: event.eventId,
        // JSON text escapes what PostgreSQL text cannot hold (NUL becomes the six characters
        // `\u0000`), so any event can be parked.
        event: JSON.stringify(event.raw) ?? 'null',
        error: event.error.slice(0, MAX_ERROR_LENGTH).replaceAll('\u0000', '\\u0000'),
        sqlstate: event.sqlstate,
      })),
    )
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}
