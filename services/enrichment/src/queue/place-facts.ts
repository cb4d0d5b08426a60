import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  QUEUES,
  type CompanyFactsOutbox,
  type Database,
  type OutboxRelay,
  type PlaceFacts,
} from '@trusthive/platform';

// A place answer's website and maps rating belong on the company row, which the submissions
// service owns (issue 17): they go to it as a place-facts.found job, through the outbox.
//
// The sender then waits, a bounded while, until the owner has taken the job. Callers read the
// row back once the place answer is cached: the profile reads the trust score again when the
// place part lands, and that score is computed from the row. Caching the answer first would
// show the rating box without the rating it just found. If the owner is slow or away, the
// answer is cached anyway after WAIT_MS and the facts land when it is back (the owner's own
// company event then re-scores).

const WAIT_MS = 3_000;
const CHECK_MS = 50;

/** The states after which the owner will do nothing more with the job. */
const DONE = new Set(['completed', 'failed']);

export interface PlaceFactsSenderOptions {
  db: Kysely<Database>;
  facts: Pick<CompanyFactsOutbox, 'placeFound'>;
  /** Woken once the job is written, so it reaches the queue at once. */
  relay?: Pick<OutboxRelay, 'wake'>;
  /** A 'producer' connection, to read the job's state. */
  connection: Redis;
  prefix?: string;
  waitMs?: number;
}

export class PlaceFactsSender {
  private readonly queue: Queue;
  private readonly waitMs: number;

  constructor(private readonly options: PlaceFactsSenderOptions) {
    this.queue = new Queue(QUEUES.companyFacts.name, {
      connection: options.connection,
      ...(options.prefix ? { prefix: options.prefix } : {}),
    });
    // Connection errors reach stateOf() as rejections of getJobState().
    this.queue.on('error', () => undefined);
    this.waitMs = options.waitMs ?? WAIT_MS;
  }

  /** Sends the facts; resolves true once the owner has taken them, false when the wait ran out. */
  async send(companyId: number, facts: PlaceFacts): Promise<boolean> {
    const jobId = await this.options.facts.placeFound(this.options.db, companyId, facts);
    this.options.relay?.wake();
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      if (DONE.has(await this.stateOf(jobId))) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(CHECK_MS, left)));
    }
  }

  /**
   * The job's state, or 'unknown' while Redis does not answer: the facts are already safe in
   * the outbox, so a Redis hiccup only shortens the wait, never fails (and repeats) the lookup.
   */
  private stateOf(jobId: string): Promise<string> {
    return this.queue.getJobState(jobId).catch(() => 'unknown');
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
