import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { MAIL_JOB_OPTIONS, QUEUES, SmtpSender, jobIds } from '@trusthive/platform';
import { validRegistration } from '@trusthive/platform/testing';
import { startMailCatcher } from '@trusthive/platform/testing/mail-catcher';
import { enqueueMail } from '../../src/shared/mail/enqueue';
import { requeueStrandedMails } from '../../src/shared/mail/requeue';
import { sendQueuedMail } from '../../src/shared/mail/send-mail';
import { sleep, startMailTestStack, type MailTestStack } from './mail-support';

// Issue 18: an SMTP server that refuses for a while, or is not there at all, delays a mail but
// does not lose it or send it twice; one that refuses the recipient for good fails it at once.
// A row already sent is never sent again, even by two workers at the same moment.

let stack: MailTestStack;

beforeAll(async () => {
  stack = await startMailTestStack('mail-retries-test');
});

afterAll(async () => {
  await stack?.close();
});

const unique = () => randomUUID().slice(0, 8);
const rowTo = async (address: string) =>
  stack.service.deps.db
    .selectFrom('mail_messages')
    .selectAll()
    .where('to_address', '=', address)
    .executeTakeFirst();
const mailsTo = (address: string) =>
  stack.catcher.messages().filter((mail) => mail.envelope.to.includes(address));

/** A mail row with no outbox job: only the test sends it, never the queue's worker. */
async function ownRow(email: string): Promise<string> {
  return stack.service.deps.db.transaction().execute(async (trx) => {
    const id = await enqueueMail(trx, {
      to: email,
      template: 'report-received',
      data: { companyName: 'Twice Ltd', reference: 'RPT-1' },
    });
    await trx
      .deleteFrom('outbox')
      .where('payload', '@>', JSON.stringify({ mailId: id }))
      .execute();
    return id;
  });
}

async function register(email: string) {
  const response = await stack.service.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: validRegistration({ email }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('an SMTP server that refuses, then recovers', () => {
  it('should retry with backoff and deliver the mail once', async () => {
    const email = `busy-${unique()}@acme-traders.in`;
    stack.catcher.refuseWith(451);
    try {
      await register(email);
      await expect.poll(async () => (await rowTo(email))?.attempts, { timeout: 5_000 }).toBe(1);
      const refused = (await rowTo(email))!;
      expect(refused.status).toBe('queued');
      expect(refused.last_error).toContain('451');
      // The refusal quoted the recipient; the row keeps it masked.
      expect(refused.last_error).not.toContain(email);
      expect(mailsTo(email)).toEqual([]);
    } finally {
      stack.catcher.refuseWith(null);
    }
    // The first retry comes 5 s after the refusal (MAIL_JOB_OPTIONS' backoff).
    await stack.catcher.waitFor((mail) => mail.envelope.to.includes(email), 15_000);
    await expect.poll(async () => (await rowTo(email))?.status).toBe('sent');
    expect((await rowTo(email))!.attempts).toBe(2);
    await sleep(500);
    expect(mailsTo(email)).toHaveLength(1);
  }, 30_000);

  it('should wait for a server that is down, and deliver once it is back', async () => {
    const email = `down-${unique()}@acme-traders.in`;
    const port = stack.catcher.smtpPort;
    await stack.catcher.close();
    await register(email);
    await expect.poll(async () => (await rowTo(email))?.attempts, { timeout: 5_000 }).toBe(1);
    expect((await rowTo(email))!.last_error).toMatch(/ECONNREFUSED|connect/i);

    stack.catcher = await startMailCatcher({ smtpPort: port });
    await stack.catcher.waitFor((mail) => mail.envelope.to.includes(email), 15_000);
    await expect.poll(async () => (await rowTo(email))?.status).toBe('sent');
    await sleep(500);
    expect(mailsTo(email)).toHaveLength(1);
  }, 30_000);
});

describe('a recipient refused for good', () => {
  it('should fail the mail at once, without retrying', async () => {
    const email = `gone-${unique()}@acme-traders.in`;
    stack.catcher.refuseWith(550);
    try {
      await register(email);
      await expect
        .poll(async () => (await rowTo(email))?.status, { timeout: 5_000 })
        .toBe('failed');
    } finally {
      stack.catcher.refuseWith(null);
    }
    const row = (await rowTo(email))!;
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('550');
    expect(row.last_error).not.toContain(email);
    // Longer than the first backoff: no retry comes.
    await sleep(6_000);
    expect((await rowTo(email))!.attempts).toBe(1);
    expect(mailsTo(email)).toEqual([]);
  }, 30_000);
});

describe('sendQueuedMail', () => {
  it("should mark the row failed when the queue's last attempt is refused", async () => {
    const email = `last-${unique()}@acme-traders.in`;
    const { db } = stack.service.deps;
    const mailId = await ownRow(email);
    const sender = new SmtpSender({ url: stack.catcher.smtpUrl, from: 'no-reply@trusthive.in' });
    const deps = { db, sender, messageIdDomain: 'trusthive.in' };
    stack.catcher.refuseWith(451);
    try {
      await expect(sendQueuedMail(deps, mailId, { finalAttempt: false })).rejects.toThrow(/451/);
      expect((await rowTo(email))!.status).toBe('queued');
      await expect(sendQueuedMail(deps, mailId, { finalAttempt: true })).rejects.toThrow(/451/);
      expect(await rowTo(email)).toMatchObject({ status: 'failed', attempts: 2 });
    } finally {
      stack.catcher.refuseWith(null);
      sender.close();
    }
  });

  it('should send a row once when two workers take it at the same moment, and never again', async () => {
    const email = `twice-${unique()}@acme-traders.in`;
    const { db } = stack.service.deps;
    const mailId = await ownRow(email);
    const sender = new SmtpSender({ url: stack.catcher.smtpUrl, from: 'no-reply@trusthive.in' });
    try {
      const deps = { db, sender, messageIdDomain: 'trusthive.in' };
      const outcomes = await Promise.all([
        sendQueuedMail(deps, mailId, { finalAttempt: false }),
        sendQueuedMail(deps, mailId, { finalAttempt: false }),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already-sent', 'sent']);
      expect((await sendQueuedMail(deps, mailId, { finalAttempt: false })).outcome).toBe(
        'already-sent',
      );
      expect((await sendQueuedMail(deps, randomUUID(), { finalAttempt: false })).outcome).toBe(
        'missing',
      );
    } finally {
      sender.close();
    }
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.messageId).toBe(`<${mailId}@trusthive.in>`);
  });
});

describe('a mail whose job Redis lost', () => {
  it('should be queued again by the sweep, under its own job id, and sent once', async () => {
    const email = `stranded-${unique()}@acme-traders.in`;
    // The row committed but its job is gone (as after a Redis restart without persistence).
    const mailId = await ownRow(email);
    const queue = new Queue(QUEUES.mail.name, {
      connection: stack.service.deps.redis,
      prefix: stack.service.queuePrefix,
      defaultJobOptions: MAIL_JOB_OPTIONS,
    });
    try {
      const { db } = stack.service.deps;
      // Too young: a row this new may simply not have reached Redis yet.
      await requeueStrandedMails({ db, queue, olderThanSeconds: 3_600 });
      expect(await queue.getJob(jobIds.mail(mailId))).toBeUndefined();

      expect(await requeueStrandedMails({ db, queue, olderThanSeconds: 0 })).toBeGreaterThan(0);
      expect(await queue.getJob(jobIds.mail(mailId))).toBeDefined();
      await stack.catcher.waitFor((mail) => mail.envelope.to.includes(email));
      await expect.poll(async () => (await rowTo(email))?.status).toBe('sent');

      // Sent, its job kept: a later sweep leaves it alone.
      await requeueStrandedMails({ db, queue, olderThanSeconds: 0 });
      await sleep(500);
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });
});
