import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { identityOptions, type JobIdentity } from '../queue/producer';
import { QUEUES, jobOptionsOf, type QueueKey } from '../queue/queues';
import { DEFAULT_QUEUE_PREFIX, parseJob } from './outbox';
import { claimPending, markDelivered, markFailed, pruneDelivered } from './outbox.repository';

// Moves outbox rows to BullMQ (issue 24 #15).
//
// Where it runs: in every process that writes outbox rows (the submissions service, the
// enrichment worker), each delivering every pending row of its queue prefix, not only its
// own. So a row waits only while no writer runs or Redis is down, and no extra process is
// needed under `npm start`. Several relays at once are safe: rows are claimed with
// FOR UPDATE SKIP LOCKED in small batches and marked delivered in the same transaction, after
// the add succeeded. A relay that dies between the add and the commit leaves the row pending,
// and the resend is harmless: every job carries its jobId or deduplication id.
//
// When: right after a commit in this process (the writer calls wake()), when Redis becomes
// ready again, and otherwise every pollIntervalMs (rows written by other processes). While
// Redis or PostgreSQL is down the relay does not hammer them: it waits twice as long each
// time, up to maxBackoffMs, and Redis's 'ready' wakes it at once.
//
// Delivered rows are kept keepDeliveredSeconds (a day: "was it sent, and when?"), then pruned
// by the relay itself, at most once per pruneIntervalMs.

export interface OutboxRelayLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxRelayOptions {
  db: Kysely<Database>;
  /** A 'producer' connection: no offline queue, so an add fails at once while Redis is down. */
  connection: Redis;
  prefix?: string;
  logger?: OutboxRelayLogger;
  batchSize?: number;
  pollIntervalMs?: number;
  maxBackoffMs?: number;
  /** An add that takes longer counts as failed (the row is tried again later). */
  addTimeoutMs?: number;
  keepDeliveredSeconds?: number;
  pruneIntervalMs?: number;
}

export interface RelayRound {
  delivered: number;
  failed: number;
}

export class OutboxRelay {
  readonly prefix: string;
  private readonly queues = new Map<string, Queue>();
  private running: Promise<void> | null = null;
  private closed = false;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private lastPrune = 0;
  private databaseDown = false;
  private readonly onReady = () => this.wake();
  private readonly options: Required<Omit<OutboxRelayOptions, 'prefix' | 'logger'>> &
    Pick<OutboxRelayOptions, 'logger'>;

  constructor({
    db,
    connection,
    prefix,
    logger,
    batchSize = 50,
    pollIntervalMs = 1_000,
    maxBackoffMs = 10_000,
    addTimeoutMs = 2_000,
    keepDeliveredSeconds = 24 * 3_600,
    pruneIntervalMs = 3_600_000,
  }: OutboxRelayOptions) {
    this.prefix = prefix ?? DEFAULT_QUEUE_PREFIX;
    this.options = {
      db,
      connection,
      logger,
      batchSize,
      pollIntervalMs,
      maxBackoffMs,
      addTimeoutMs,
      keepDeliveredSeconds,
      pruneIntervalMs,
    };
  }

  /** Starts the loop in the background (idempotent). */
  start(): void {
    if (this.running || this.closed) return;
    this.options.connection.on('ready', this.onReady);
    this.running = this.loop();
  }

  /** Looks for rows now, e.g. right after this process committed one. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * One batch: claims up to batchSize pending rows, adds each to its queue, and marks the ones
   * added as delivered. Throws when PostgreSQL cannot be reached.
   */
  async deliverBatch(): Promise<RelayRound> {
    const { db, batchSize } = this.options;
    return db.transaction().execute(async (trx) => {
      const rows = await claimPending(trx, this.prefix, batchSize);
      const results = await Promise.allSettled(
        rows.map((row) => this.add(row.queue, row.job_name, row.payload, row.job_options)),
      );
      const delivered: number[] = [];
      let failed = 0;
      for (const [index, result] of results.entries()) {
        const row = rows[index]!;
        if (result.status === 'fulfilled') {
          delivered.push(row.id);
          continue;
        }
        failed += 1;
        const error = describe(result.reason);
        await markFailed(trx, row.id, error);
        this.options.logger?.warn(
          { outboxId: row.id, queue: row.queue, attempts: row.attempts + 1, error },
          'outbox job not delivered; it will be tried again',
        );
      }
      await markDelivered(trx, delivered);
      return { delivered: delivered.length, failed };
    });
  }

  /** Delivers until nothing deliverable is left (tests and a graceful stop use it). */
  async deliverPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const round = await this.deliverBatch();
      total += round.delivered;
      if (round.delivered + round.failed < this.options.batchSize || round.failed > 0) {
        return total;
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.options.connection.off('ready', this.onReady);
    this.wakeUp?.();
    await this.running;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private async loop(): Promise<void> {
    const { pollIntervalMs, maxBackoffMs } = this.options;
    let backoff = pollIntervalMs;
    while (!this.closed) {
      this.woken = false;
      const outcome = await this.round();
      if (outcome === 'more') continue;
      backoff = outcome === 'trouble' ? Math.min(backoff * 2, maxBackoffMs) : pollIntervalMs;
      await this.sleep(backoff);
    }
  }

  /** One pass of the loop: 'more' when a full batch left (look again at once). */
  private async round(): Promise<'more' | 'idle' | 'trouble'> {
    const { connection, batchSize, logger } = this.options;
    // No Redis: nothing can be sent, so leave the rows alone until it is 'ready' again.
    if (connection.status !== 'ready') return 'trouble';
    try {
      const { delivered, failed } = await this.deliverBatch();
      await this.pruneNowAndThen();
      if (this.databaseDown) logger?.info({}, 'outbox relay reaches the database again');
      this.databaseDown = false;
      if (failed > 0) return 'trouble';
      return delivered === batchSize ? 'more' : 'idle';
    } catch (error) {
      if (!this.databaseDown)
        logger?.warn({ err: error }, 'outbox relay cannot reach the database');
      this.databaseDown = true;
      return 'trouble';
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < this.options.pruneIntervalMs) return;
    this.lastPrune = now;
    const pruned = await pruneDelivered(
      this.options.db,
      this.prefix,
      this.options.keepDeliveredSeconds,
    );
    if (pruned > 0) this.options.logger?.info({ pruned }, 'outbox: delivered rows pruned');
  }

  private async add(queue: string, job: string, payload: unknown, identity: unknown) {
    const data = parseJob(queue, job, payload);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queueOf(queue as QueueKey).add(job, data, identityOptions(identity as JobIdentity)),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('queue add timed out')),
            this.options.addTimeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private queueOf(key: QueueKey): Queue {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = new Queue(QUEUES[key].name, {
        connection: this.options.connection,
        defaultJobOptions: jobOptionsOf(key),
        prefix: this.prefix,
      });
      // Connection errors reach the add as rejections; this only keeps them off stderr.
      queue.on('error', () => undefined);
      this.queues.set(key, queue);
    }
    return queue;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
