import type { Queue } from 'bullmq';
import type { AnalyticsEvent } from '@trusthive/platform';

/** The events of each job waiting on an analytics queue, one array per job. */
export async function queuedEventGroups(queue: Queue): Promise<AnalyticsEvent[][]> {
  const jobs = await queue.getJobs(['wait', 'prioritized', 'delayed']);
  return jobs.map((job) => (job.data as { events: AnalyticsEvent[] }).events);
}

/** Every search event waiting on an analytics queue (what the analytics worker will store). */
export async function queuedSearchEvents(queue: Queue): Promise<AnalyticsEvent[]> {
  return (await queuedEventGroups(queue)).flat().filter((event) => event.kind === 'search');
}
