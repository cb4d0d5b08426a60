import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_QUEUE_MESSAGES,
  contactDetailSchema,
  contactQueueSchema,
} from '@trusthive/contracts';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from '../support/staff-session';

// The contact messages queue (issue 18): read them, oldest waiting first, and mark each
// handled once, with an audit entry; a second mark is answered as it is.

let service: StaffTestService;
let moderator: StaffSignInHeaders;
let colleague: StaffSignInHeaders;
const MODERATOR_NAME = `Kabir ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  service = await startStaffService('contact-queue-test');
  moderator = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator', displayName: MODERATOR_NAME }),
  );
  colleague = await signInStaff(
    service.app,
    await createStaffAccount(service.deps.db, { role: 'moderator' }),
  );
});

afterAll(async () => {
  await service?.close();
});

async function contact(message = 'Where is my verification? I registered last week.') {
  const response = await service.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Asha Rao',
      email: `asha-${randomUUID().slice(0, 8)}@example.in`,
      subject: 'Business Registration',
      message,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const get = (url: string, who: StaffSignInHeaders | null = moderator) =>
  service.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

const markHandled = (id: number | string, who: StaffSignInHeaders = moderator) =>
  service.app.inject({
    method: 'POST',
    url: `/api/staff/queues/contact/${id}/decision`,
    headers: who.headers,
    payload: { outcome: 'handled' },
  });

const auditOf = (id: number) =>
  service.deps.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('subject_kind', '=', 'contact_message')
    .where('subject_id', '=', String(id))
    .execute();

const setCreatedAt = (id: number, at: string) =>
  sql`update contact_messages set created_at = ${at}::timestamptz where id = ${id}`.execute(
    service.deps.db,
  );

describe('the contact messages queue', () => {
  it('should refuse without a staff session', async () => {
    expect((await get('/api/staff/queues/contact', null)).statusCode).toBe(401);
  });

  it('should list unhandled messages oldest first, with the count and the oldest one’s age', async () => {
    const ids = [await contact(), await contact('x'.repeat(400))];
    await setCreatedAt(ids[0]!, '1990-02-01T00:00:00Z');
    await setCreatedAt(ids[1]!, '1990-02-02T00:00:00Z');
    const response = await get('/api/staff/queues/contact?order=oldest');
    expect(response.statusCode).toBe(200);
    const queue = contactQueueSchema.parse(response.json());
    expect(queue.items.slice(0, 2).map((item) => item.id)).toEqual(ids);
    expect(queue.oldestPendingAt).toBe('1990-02-01T00:00:00.000Z');
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect(queue.items[1]!.excerpt.length).toBeLessThanOrEqual(140);
    expect(queue.items[0]).toMatchObject({
      subject: 'Business Registration',
      handledAt: null,
      handledBy: null,
    });
  });

  it('should list newest first', async () => {
    const ids = [await contact(), await contact()];
    await setCreatedAt(ids[0]!, '2990-02-01T00:00:00Z');
    await setCreatedAt(ids[1]!, '2990-02-02T00:00:00Z');
    const queue = contactQueueSchema.parse(
      (await get('/api/staff/queues/contact?order=newest')).json(),
    );
    expect(queue.items.slice(0, 2).map((item) => item.id)).toEqual([ids[1], ids[0]]);
  });

  it('should read one message whole', async () => {
    const text = `Please call me back.\n${'More detail. '.repeat(30).trim()}`;
    const id = await contact(text);
    const response = await get(`/api/staff/queues/contact/${id}`);
    expect(response.statusCode).toBe(200);
    expect(contactDetailSchema.parse(response.json())).toMatchObject({ id, message: text });
  });

  it.each(['999999999', 'abc'])('should answer 404 for the id %s', async (id) => {
    const response = await get(`/api/staff/queues/contact/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CONTACT_QUEUE_MESSAGES.notFound });
    expect((await markHandled(id)).statusCode).toBe(404);
  });

  it('should mark a message handled once, audited, and move it to the handled list', async () => {
    const id = await contact();
    const first = await markHandled(id);
    expect(first.statusCode).toBe(200);
    const handled = contactDetailSchema.parse(first.json());
    expect(handled.handledBy).toBe(MODERATOR_NAME);
    expect(handled.handledAt).not.toBeNull();
    // A double click, then a colleague: answered as it is, recorded once.
    const again = await markHandled(id);
    const byColleague = await markHandled(id, colleague);
    expect(again.statusCode).toBe(200);
    expect(byColleague.statusCode).toBe(200);
    expect(byColleague.json()).toEqual(first.json());
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'contact.handled',
      before: { handledAt: null },
      after: { handledAt: handled.handledAt },
    });
    const unhandled = contactQueueSchema.parse(
      (await get('/api/staff/queues/contact?order=newest')).json(),
    );
    expect(unhandled.items.map((item) => item.id)).not.toContain(id);
    await setCreatedAt(id, '2990-03-01T00:00:00Z');
    const done = contactQueueSchema.parse(
      (await get('/api/staff/queues/contact?status=handled&order=newest')).json(),
    );
    expect(done.items[0]).toMatchObject({ id, handledBy: MODERATOR_NAME });
  });

  it('should record one handling when two staff mark a message at once', async () => {
    const id = await contact();
    const answers = await Promise.all([markHandled(id), markHandled(id, colleague)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('should refuse another outcome with 400', async () => {
    const id = await contact();
    const response = await service.app.inject({
      method: 'POST',
      url: `/api/staff/queues/contact/${id}/decision`,
      headers: moderator.headers,
      payload: { outcome: 'deleted' },
    });
    expect(response.statusCode).toBe(400);
    expect(await auditOf(id)).toEqual([]);
  });
});
