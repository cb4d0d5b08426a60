import type { Queue } from 'bullmq';
import type { AnalyticsEvent } from '@trusthive/platform';

/** Every search event waiting on an analytics queue (what the analytics worker will store). */
export async function queuedSearchEvents(queue: Queue): Promise<AnalyticsEvent[]> {
  const jobs = await queue.getJobs(['wait', 'prioritized', 'delayed']);
  return jobs
    .flatMap((job) => (job.data as { events: AnalyticsEvent[] }).events)
    .filter((event) => event.kind === 'search');
}
