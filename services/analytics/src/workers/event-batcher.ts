import type { AnalyticsEvent } from '@trusthive/platform';

// Gathers the events of many jobs into one write. Each job's promise settles only after the
// write that holds its events has committed (or failed), so the queue acknowledges nothing
// that is not in the database. A batch is written when it holds maxRows events, when every
// job the worker may hold is waiting in it (no more can come), or maxWaitMs after its first
// event, whichever comes first. A batch holds at most maxRows events unless one job alone
// has more.

export interface BatchReport {
  jobs: number;
  events: number;
  inserted: number;
  ms: number;
  /** The batch failed as a whole and was written job by job. */
  split: boolean;
}

export interface EventBatcherOptions {
  /** Writes the events in one transaction; answers how many rows were inserted. */
  write: (events: AnalyticsEvent[]) => Promise<number>;
  maxRows: number;
  maxWaitMs: number;
  /** The most jobs that can be waiting at once (the worker's concurrency). */
  maxJobs: number;
  onBatch?: (report: BatchReport) => void;
  onJobFailed?: (error: unknown, events: number) => void;
}

interface Waiting {
  events: AnalyticsEvent[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class EventBatcher {
  private waiting: Waiting[] = [];
  private rows = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly writes = new Set<Promise<void>>();

  constructor(private readonly options: EventBatcherOptions) {}

  /** Resolves once these events are committed. */
  add(events: AnalyticsEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      // Keep a batch within maxRows: what is waiting leaves first if these would overflow it.
      if (this.rows > 0 && this.rows + events.length > this.options.maxRows) this.flush();
      this.waiting.push({ events, resolve, reject });
      this.rows += events.length;
      if (this.rows >= this.options.maxRows || this.waiting.length >= this.options.maxJobs) {
        this.flush();
      } else {
        this.timer ??= setTimeout(() => this.flush(), this.options.maxWaitMs);
      }
    });
  }

  /** Writes what is waiting now and resolves when every write started so far has ended. */
  async drain(): Promise<void> {
    this.flush();
    await Promise.allSettled([...this.writes]);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.rows = 0;
    const write = this.write(batch).finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  private async write(batch: Waiting[]): Promise<void> {
    const started = performance.now();
    const events = batch.flatMap((item) => item.events);
    try {
      const inserted = await this.options.write(events);
      for (const item of batch) item.resolve();
      this.report(batch.length, events.length, inserted, started, false);
      return;
    } catch {
      // One bad job must not hold the others back: write job by job, fail only what fails.
    }
    let inserted = 0;
    for (const item of batch) {
      try {
        inserted += await this.options.write(item.events);
        item.resolve();
      } catch (error) {
        this.options.onJobFailed?.(error, item.events.length);
        item.reject(error);
      }
    }
    this.report(batch.length, events.length, inserted, started, true);
  }

  private report(jobs: number, events: number, inserted: number, started: number, split: boolean) {
    this.options.onBatch?.({ jobs, events, inserted, ms: performance.now() - started, split });
  }
}
