import type { EventEmitter } from 'node:events';
import type { QueueEvents } from 'bullmq';

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
