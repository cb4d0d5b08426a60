import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { QUEUES, jobIds, type Database } from '@trusthive/platform';
import { queuedMailsOlderThan } from './mail.repository';

// The outbox guarantees a committed mail reaches Redis; it cannot make Redis keep it. A Redis
// that restarts without persistence (or is flushed) forgets the waiting mail jobs while their
// rows stay 'queued', and nothing would ever send them. The mail worker looks now and then
// for queued rows older than a minute whose job is gone and queues them again under the same
// job id; sending stays idempotent (send-mail.ts), so a job that was only slow is harmless.

export interface RequeueOptions {
  db: Kysely<Database>;
  /** The mail queue, on a producer connection. */
  queue: Pick<Queue, 'getJob' | 'add'>;
  olderThanSeconds?: number;
  limit?: number;
}

/** Queues again every stranded mail; answers how many. */
export async function requeueStrandedMails({
  db,
  queue,
  olderThanSeconds = 60,
  limit = 500,
}: RequeueOptions): Promise<number> {
  const ids = await queuedMailsOlderThan(db, olderThanSeconds, limit);
  let requeued = 0;
  for (const mailId of ids) {
    const jobId = jobIds.mail(mailId);
    if (await queue.getJob(jobId)) continue;
    await queue.add('mail.send', QUEUES.mail.jobs['mail.send'].parse({ mailId }), { jobId });
    requeued += 1;
  }
  return requeued;
}
