import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { QUEUES, createJobWorker, type JobHandlers } from '@trusthive/platform';
import { sendQueuedMail, type SendMailDeps } from '../shared/mail/send-mail';

// Sends the mails the outbox relay queued (QUEUES.mail, job id `mail-{mailId}`). Each job
// names one mail_messages row; sendQueuedMail makes sending it idempotent. Retries and their
// backoff are the queue's (MAIL_JOB_OPTIONS: 8 attempts, exponential from 5 s).
//
// Locks are short (10 s, renewed every 5 s while a mail is sent): when this process is
// killed, another worker (or this one restarted) takes its unfinished jobs within about 15 s
// instead of BullMQ's default minute.

const queue = QUEUES.mail;

export interface MailWorkerOptions extends SendMailDeps {
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  prefix?: string;
  concurrency?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export function createMailWorker({
  connection,
  prefix,
  concurrency = 4,
  logger,
  ...deps
}: MailWorkerOptions): Worker {
  const handlers: JobHandlers<typeof queue> = {
    'mail.send': async (job) => {
      const { mailId } = queue.jobs['mail.send'].parse(job.data);
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      return { mailId, ...(await sendQueuedMail(deps, mailId, { finalAttempt })) };
    },
  };
  return createJobWorker({
    queue,
    handlers,
    connection,
    prefix,
    concurrency,
    locks: { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 3 },
    logger,
    // Only masked addresses reach the log (the outcome carries maskEmail's form), and an
    // error's message, never the error with the SMTP exchange it may carry.
    onCompleted: (job, result) =>
      logger?.info({ id: job.id, ...(result as object) }, 'mail job done'),
    failedMessage: 'mail not sent; retried unless out of attempts',
    describeFailure: (job, error) => ({
      id: job?.id,
      attempts: job?.attemptsMade,
      error: error.message,
    }),
  });
}
