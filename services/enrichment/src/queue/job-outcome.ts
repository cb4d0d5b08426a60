import type { EventEmitter } from 'node:events';
import type { Queue, QueueEvents } from 'bullmq';

// Waiting for one lookup job, the way BullMQ's own waitUntilFinished does: on the queue's
// event stream (QueueEvents, one blocking XREAD per process), which wakes the ask the moment
// the job completes. No polling. Shared by the GST and registry lookups (issue 40, 41).

/** What a lookup job found: the answer is then stored, or its "no such" remembered. */
export type LookupOutcome = 'found' | 'not_found' | 'unavailable';

export function isLookupOutcome(value: unknown): value is LookupOutcome {
  return value === 'found' || value === 'not_found' || value === 'unavailable';
}

/**
 * Listens for the job's end before it is queued, so its completion cannot pass unheard:
 * `landed` resolves with its outcome, 'unavailable' when it failed or reported the provider
 * over quota (progress `{ overQuota: true }`), or null after `ms`. `stop` stops listening.
 */
export function listenForJob(
  queueEvents: QueueEvents,
  jobId: string,
  ms: number,
): { landed: Promise<LookupOutcome | null>; stop: () => void } {
  // QueueEvents also emits `<event>:<jobId>` (what BullMQ's own waitUntilFinished listens
  // to), which its types do not list.
  const events = queueEvents as unknown as EventEmitter;
  let stop = () => undefined as void;
  const landed = new Promise<LookupOutcome | null>((resolve) => {
    const timer = setTimeout(() => settle(null), ms);
    const onCompleted = ({ returnvalue }: { returnvalue: unknown }) =>
      settle(isLookupOutcome(returnvalue) ? returnvalue : 'unavailable');
    const onFailed = () => settle('unavailable');
    const onProgress = ({ data }: { data: unknown }) => {
      if ((data as { overQuota?: unknown } | null)?.overQuota === true) settle('unavailable');
    };
    events.on(`completed:${jobId}`, onCompleted);
    events.on(`failed:${jobId}`, onFailed);
    events.on(`progress:${jobId}`, onProgress);
    stop = () => {
      clearTimeout(timer);
      events.off(`completed:${jobId}`, onCompleted);
      events.off(`failed:${jobId}`, onFailed);
      events.off(`progress:${jobId}`, onProgress);
    };
    function settle(outcome: LookupOutcome | null) {
      stop();
      resolve(outcome);
    }
  });
  return { landed, stop: () => stop() };
}

/**
 * Queues a lookup with `enqueue` (or joins the one queued) and waits up to `ms` for it: its
 * outcome, 'unavailable' when the provider's quota leaves no answer within the wait (the job
 * stays queued and lands when the quota allows), or null while it still runs. A visitor waits
 * behind nobody's background lookup: a joined job with a priority is moved to the front
 * (changePriority is atomic, and leaves a running job alone).
 */
export async function requestAndWait(
  {
    queue,
    events,
    requestsPerMinute,
  }: { queue: Queue; events: QueueEvents; requestsPerMinute: number },
  jobId: string,
  ms: number,
  enqueue: () => Promise<unknown>,
): Promise<LookupOutcome | null> {
  const { landed, stop } = listenForJob(events, jobId, ms);
  try {
    await enqueue();
    const job = await queue.getJob(jobId);
    if (job && job.priority > 0) await job.changePriority({ priority: 0 });
    if ((await queue.getRateLimitTtl(requestsPerMinute)) > ms) {
      stop();
      return 'unavailable';
    }
  } catch (error) {
    stop();
    throw error;
  }
  return landed;
}
