import { Queue } from 'bullmq';
import {
  MAIL_JOB_OPTIONS,
  OutboxRelay,
  QUEUES,
  SmtpSender,
  createStorage,
  domainOf,
  runWorker,
  scheduleRetention,
} from '@trusthive/platform';
import { httpNameSearch } from './owner/bulk-checks/name-match';
import { useMailQueuePrefix } from './shared/mail/enqueue';
import { requeueStrandedMails } from './shared/mail/requeue';
import { createBulkCheckWorker } from './workers/bulk-check.worker';
import { enforceSubmissionsRetention } from './retention/retention';
import { createMailWorker } from './workers/mail.worker';

// The submissions worker process (STACK_PROCESSES 'submissions-worker'): sends the e-mails
// to submitters over SMTP (issue 18), queues again those whose job Redis lost, and stops
// cleanly on SIGTERM, finishing the mails it is sending. Its probe port asks PostgreSQL and
// the queue's Redis, not the SMTP relay: the relay's outage is what the job retries are for,
// and a probe failing on it would only stall every rollout while the relay is down. It also
// enforces the personal-data retention periods of the tables it owns (retention/retention.ts).
const CONCURRENCY = 4;
const SWEEP_INTERVAL_MS = 60_000;

await runWorker(
  // Each mail being sent holds one connection (its row lock) for the SMTP exchange; a bulk
  // check runs its batch's lookups side by side on up to four.
  { name: 'submissions-worker', poolSize: CONCURRENCY + 5 },
  ({ db, connection, producer, logger, config }) => {
    const prefix = config.queues.prefix;
    useMailQueuePrefix(prefix);
    // A finished bulk check writes its mail to the outbox, so this process runs a relay.
    const relay = new OutboxRelay({ db, connection: producer(), prefix, logger });
    const storage = createStorage(config.storage);
    // Accounts' bulk checks (issue 43): names are found through the search service.
    const bulkChecks = createBulkCheckWorker({
      db,
      storage,
      names: httpNameSearch(config.services.search.url),
      publicBaseUrl: config.publicBaseUrl,
      wake: () => relay.wake(),
      connection,
      prefix,
      logger,
    });
    const sender = new SmtpSender({ url: config.mail.smtpUrl, from: config.mail.from });
    const worker = createMailWorker({
      db,
      connection,
      prefix: config.queues.prefix,
      sender,
      messageIdDomain: domainOf(config.mail.from),
      concurrency: CONCURRENCY,
      logger,
    });

    // Mails whose job Redis lost (a restart without persistence) are queued again (requeue.ts).
    const mailQueue = new Queue(QUEUES.mail.name, {
      connection: producer(),
      prefix: config.queues.prefix,
      defaultJobOptions: MAIL_JOB_OPTIONS,
    });
    mailQueue.on('error', () => undefined);
    const sweep = setInterval(() => {
      requeueStrandedMails({ db, queue: mailQueue }).then(
        (requeued) => {
          if (requeued > 0) logger.warn({ requeued }, 'mails whose job was lost queued again');
        },
        (error: Error) => logger.warn({ error: error.message }, 'stranded mail sweep failed'),
      );
    }, SWEEP_INTERVAL_MS);
    sweep.unref();

    // Personal data past its period (issue 37): claims and their documents, sent mails,
    // submitters' addresses, the audit log's personal values, bulk checks past their 30 days.
    // Counts only in the log.
    const retention = scheduleRetention(
      async () => {
        const removed = await enforceSubmissionsRetention(
          { db, storage },
          config.privacy.retentionDays,
        );
        logger.info({ removed }, 'personal data past its retention period removed');
      },
      (error) =>
        logger.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'retention pass failed; the next one retries',
        ),
    );

    // The server only: a URL with a login would carry its password.
    const smtp = new URL(config.mail.smtpUrl);
    return {
      waitUntilReady: async () => {
        await worker.waitUntilReady();
        await bulkChecks.waitUntilReady();
      },
      relay,
      close: async () => {
        clearInterval(sweep);
        retention.stop();
        await bulkChecks.close();
        await worker.close();
        await mailQueue.close();
        sender.close();
      },
      ready: { message: 'mail worker ready', fields: { smtp: `${smtp.protocol}//${smtp.host}` } },
    };
  },
);
