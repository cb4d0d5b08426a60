import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { SmtpSender, createRedis } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { startMailCatcher, type MailCatcher } from '@trusthive/platform/testing/mail-catcher';
import { createMailWorker } from '../../src/workers/mail.worker';
import { startService, type TestService } from '../support';

// The submissions service with its mail worker in this process, sending over SMTP to a real
// local catcher. The worker's log lines are kept, to check what they reveal.

export interface MailTestStack {
  service: TestService;
  /** Replaceable: a test may stop it and start another on its port. */
  catcher: MailCatcher;
  worker: Worker;
  /** Every line the mail worker logged. */
  logs: string[];
  close(): Promise<void>;
}

export async function startMailTestStack(name: string): Promise<MailTestStack> {
  const catcher = await startMailCatcher();
  const service = await startService(name);
  await service.app.ready();
  const logs: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
  const connection = createRedis(testRedisUrl(), 'worker', `${name}-worker`);
  const sender = new SmtpSender({
    url: catcher.smtpUrl,
    from: 'TrustHive <no-reply@trusthive.in>',
  });
  const worker = createMailWorker({
    db: service.deps.db,
    connection,
    prefix: service.queuePrefix,
    sender,
    messageIdDomain: 'trusthive.in',
    logger,
  });
  await worker.waitUntilReady();
  const stack: MailTestStack = {
    service,
    catcher,
    worker,
    logs,
    async close() {
      await worker.close();
      sender.close();
      connection.disconnect();
      await service.close();
      await stack.catcher.close();
    },
  };
  return stack;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
