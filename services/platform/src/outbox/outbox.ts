import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { JobIdentity } from '../queue/producer';
import { QUEUES, type JobName, type JobPayload, type QueueKey } from '../queue/queues';

// The transactional outbox (issue 24 #15): a job that must follow a write is a row written in
// the write's own transaction, so it exists exactly when the write committed, whatever Redis
// is doing at that moment. The relay (relay.ts) moves the rows to BullMQ when Redis answers.
// Any follow-up job goes this way: company events, and e-mail to submitters (the mail queue).

/** BullMQ's own default key prefix, for callers that set none. */
export const DEFAULT_QUEUE_PREFIX = 'bull';

export class Outbox {
  readonly prefix: string;

  constructor(prefix?: string) {
    this.prefix = prefix ?? DEFAULT_QUEUE_PREFIX;
  }

  /**
   * Writes the job in the caller's transaction; it reaches the queue after the commit (and
   * never if the transaction rolls back). The payload is checked here, so a row the relay
   * finds is one it can send.
   */
  async enqueueInTransaction<Q extends QueueKey, J extends JobName<Q>>(
    trx: Transaction<Database> | Kysely<Database>,
    queue: Q,
    job: J,
    payload: JobPayload<Q, J>,
    identity: JobIdentity,
  ): Promise<void> {
    await trx
      .insertInto('outbox')
      .values({
        prefix: this.prefix,
        queue,
        job_name: job,
        payload: JSON.stringify(parseJob(queue, job, payload)),
        job_options: JSON.stringify(identity),
      })
      .execute();
  }

  /**
   * The same for many jobs of one kind, in one statement per OUTBOX_ROWS_PER_INSERT rows: a
   * writer that changes thousands of rows at once (an MCA re-import's batch) pays a round trip
   * per thousand jobs, not per job.
   */
  async enqueueManyInTransaction<Q extends QueueKey, J extends JobName<Q>>(
    trx: Transaction<Database> | Kysely<Database>,
    queue: Q,
    job: J,
    jobs: ReadonlyArray<{ payload: JobPayload<Q, J>; identity: JobIdentity }>,
  ): Promise<void> {
    for (let start = 0; start < jobs.length; start += OUTBOX_ROWS_PER_INSERT) {
      await trx
        .insertInto('outbox')
        .values(
          jobs.slice(start, start + OUTBOX_ROWS_PER_INSERT).map(({ payload, identity }) => ({
            prefix: this.prefix,
            queue,
            job_name: job,
            payload: JSON.stringify(parseJob(queue, job, payload)),
            job_options: JSON.stringify(identity),
          })),
        )
        .execute();
    }
  }
}

/** Five parameters a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters. */
const OUTBOX_ROWS_PER_INSERT = 1_000;

/** The job's payload as its queue's schema parses it; throws for an unknown queue or job. */
export function parseJob(queue: string, job: string, payload: unknown): unknown {
  const jobs = (QUEUES as Record<string, { jobs: Record<string, { parse(v: unknown): unknown }> }>)[
    queue
  ]?.jobs;
  const schema = jobs && Object.hasOwn(jobs, job) ? jobs[job] : undefined;
  if (!schema) throw new Error(`outbox: queue ${queue} has no job ${job}`);
  return schema.parse(payload);
}
