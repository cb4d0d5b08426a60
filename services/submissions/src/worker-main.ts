import { Queue } from 'bullmq';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import {
  MAIL_JOB_OPTIONS,
  QUEUES,
  SmtpSender,
  createDb,
  createRedis,
  domainOf,
  readConfigOrExit,
} from '@trusthive/platform';
import { requeueStrandedMails } from './mail/requeue';
import { createMailWorker } from './workers/mail.worker';

// The submissions worker process (STACK_PROCESSES 'submissions-worker'): sends the e-mails
// to submitters over SMTP (issue 18), queues again those whose job Redis lost, and stops
// cleanly on SIGTERM, finishing the mails it is sending.
const config = readConfigOrExit();
const logger = pino({ level: config.log.level, base: { service: 'submissions-worker' } });
const concurrency = 4;
const db = createDb({
  url: config.database.url,
  // Each mail being sent holds one connection (its row lock) for the SMTP exchange.
  poolSize: concurrency + 1,
  applicationName: 'submissions-worker',
  onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; reconnecting'),
});
const connection = createRedis(config.redis.url, 'worker', 'submissions-worker');
const producer = createRedis(config.redis.url, 'producer', 'submissions-worker');
const sender = new SmtpSender({ url: config.mail.smtpUrl, from: config.mail.from });
const worker = createMailWorker({
  db,
  connection,
  prefix: config.queues.prefix,
  sender,
  messageIdDomain: domainOf(config.mail.from),
  concurrency,
  logger,
});

// Mails whose job Redis lost (a restart without persistence) are queued again (requeue.ts).
const mailQueue = new Queue(QUEUES.mail.name, {
  connection: producer,
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
}, 60_000);
sweep.unref();

closeWithGrace({ delay: 30_000 }, async ({ err }) => {
  if (err) logger.error({ err }, 'stopping after an error');
  clearInterval(sweep);
  await worker.close();
  await mailQueue.close();
  sender.close();
  await db.destroy();
  connection.disconnect();
  producer.disconnect();
});

await worker.waitUntilReady();
// The server only: a URL with a login would carry its password.
const smtp = new URL(config.mail.smtpUrl);
logger.info({ smtp: `${smtp.protocol}//${smtp.host}` }, 'mail worker ready');
