import type { Kysely } from 'kysely';
import type { Database, SearchType } from '@trusthive/platform';

// Search analytics (spec §3 "Search analytics record", §6, §8 "Analytics failure: swallowed").
// The analytics service's intake (POST /api/events/search, issue 8) does not exist yet, so
// rows are buffered here and inserted in batches off the request path. Everything else in
// this service only sees `RecordSearch`: swapping this file for a call to the intake changes
// nothing else. A search never waits for, or fails because of, its analytics row.

export interface SearchEvent {
  term: string;
  type: SearchType;
  resultsCount: number;
  userAgent: string | null;
  /** The signed-in user; there are no sessions yet, so null for now. */
  userId: string | null;
}

export type RecordSearch = (event: SearchEvent) => void;

export interface SearchRecorder {
  recordSearch: RecordSearch;
  /** Writes what is buffered; called when the service stops. */
  close(): Promise<void>;
}

interface Logger {
  warn(details: object, message: string): void;
}

export interface SearchRecorderOptions {
  flushIntervalMs?: number;
  batchSize?: number;
  /** Beyond this many unwritten rows new ones are dropped (and counted) rather than queued. */
  maxBuffered?: number;
}

const MAX_USER_AGENT_LENGTH = 512;

export function createSearchRecorder(
  db: Kysely<Database>,
  log: Logger,
  { flushIntervalMs = 1_000, batchSize = 250, maxBuffered = 10_000 }: SearchRecorderOptions = {},
): SearchRecorder {
  const buffer: SearchEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let dropped = 0;

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushIntervalMs);
    timer.unref();
  }

  function flush(): Promise<void> {
    if (buffer.length === 0) return inFlight;
    const batch = buffer.splice(0, batchSize);
    if (buffer.length > 0) schedule();
    inFlight = inFlight.then(() => write(batch));
    return inFlight;
  }

  async function write(batch: SearchEvent[]): Promise<void> {
    try {
      await db
        .insertInto('search_analytics')
        .values(
          batch.map((event) => ({
            search_term: event.term,
            search_type: event.type,
            results_count: event.resultsCount,
            user_agent: event.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
            user_id: event.userId,
          })),
        )
        .execute();
    } catch (error) {
      log.warn({ err: error, rows: batch.length }, 'search analytics rows were not written');
    }
    if (dropped > 0) {
      log.warn({ dropped }, 'search analytics rows were dropped: the buffer was full');
      dropped = 0;
    }
  }

  return {
    recordSearch(event) {
      if (buffer.length >= maxBuffered) {
        dropped += 1;
        return;
      }
      buffer.push(event);
      if (buffer.length >= batchSize) void flush();
      else schedule();
    },
    async close() {
      clearTimeout(timer);
      timer = undefined;
      while (buffer.length > 0) await flush();
      await inFlight;
    },
  };
}
