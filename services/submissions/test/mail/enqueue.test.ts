import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, jobIds, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import type { Kysely } from 'kysely';
import { enqueueMail, useMailQueuePrefix } from '../../src/shared/mail/enqueue';

// enqueueMail writes the mail row and its outbox job in the caller's transaction: both exist
// exactly when that transaction commits, and the job names the row, nothing personal.

let db: Kysely<Database>;
const prefix = `test-${randomUUID().slice(0, 18)}`;

beforeAll(() => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'mail-enqueue-test' });
  useMailQueuePrefix(prefix);
});

afterAll(async () => {
  await db?.destroy();
});

const outboxOf = (mailId: string) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('prefix', '=', prefix)
    .where('queue', '=', 'mail')
    .where(({ eb, ref }) => eb(eb.cast(ref('payload'), 'jsonb'), '@>', JSON.stringify({ mailId })))
    .execute();

describe('enqueueMail', () => {
  it('should write the queued row and one outbox job that carries only its id', async () => {
    const to = `owner-${randomUUID().slice(0, 8)}@acme-traders.in`;
    const mailId = await db.transaction().execute((trx) =>
      enqueueMail(trx, {
        to,
        template: 'registration-received',
        data: { companyName: 'Acme Traders Private Limited', reference: 'REG-1' },
      }),
    );
    const row = await db
      .selectFrom('mail_messages')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      template: 'registration-received',
      to_address: to,
      data: { companyName: 'Acme Traders Private Limited', reference: 'REG-1' },
      status: 'queued',
      attempts: 0,
      sent_at: null,
    });
    const jobs = await outboxOf(mailId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      job_name: 'mail.send',
      payload: { mailId },
      job_options: { jobId: jobIds.mail(mailId) },
    });
    expect(JSON.stringify(jobs[0]!.payload)).not.toContain('@');
  });

  it('should leave neither the row nor the job when the transaction rolls back', async () => {
    let mailId = '';
    await expect(
      db.transaction().execute(async (trx) => {
        mailId = await enqueueMail(trx, {
          to: 'reporter@example.org',
          template: 'report-received',
          data: { companyName: 'Rollback Ltd', reference: 'RPT-9' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(mailId).not.toBe('');
    const rows = await db
      .selectFrom('mail_messages')
      .select('id')
      .where('id', '=', mailId)
      .execute();
    expect(rows).toEqual([]);
    expect(await outboxOf(mailId)).toEqual([]);
  });
});
