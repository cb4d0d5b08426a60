import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS } from '@trusthive/contracts';
import { createDb, LocalStorage, type Database } from '@trusthive/platform';
import { newCompany, ownMigratedDatabase } from '@trusthive/platform/testing';
import { enforceSubmissionsRetention } from '../src/retention/retention';

// Issue 37 (DPDP Act 2023): the retention pass with the clock moved forward. Every row here is
// made "now"; the pass runs as if it were later, so what is past its period goes and what is
// younger stays. The file has a database of its own: a pass years ahead acts on every row.

const DAY_MS = 24 * 60 * 60 * 1000;
const days = DEFAULT_RETENTION_DAYS;

let database: Awaited<ReturnType<typeof ownMigratedDatabase>>;
let db: Kysely<Database>;
let storage: LocalStorage;
let storageDir: string;
let staffId: number;

beforeAll(async () => {
  database = await ownMigratedDatabase('retention');
  db = database.db;
  storageDir = await mkdtemp(path.join(tmpdir(), 'trusthive-retention-'));
  storage = new LocalStorage(storageDir);
  const staff = await db
    .insertInto('staff_accounts')
    .values({
      email: 'moderator@trusthive.test',
      display_name: 'Moderator',
      role: 'moderator',
      password_hash: 'x',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  staffId = Number(staff.id);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function newClaim(status: 'pending' | 'approved' | 'rejected', decidedAt: Date | null) {
  const company = await newCompany(db);
  const keys = [`claims/${company.id}-id.pdf`, `claims/${company.id}-business.pdf`];
  for (const key of keys) await storage.put('private', key, new Uint8Array([37, 80, 68, 70]));
  const claim = await db
    .insertInto('company_claims')
    .values({
      company_id: company.id,
      mobile_number: '9876543210',
      email: `claimant-${company.id}@example.com`,
      director_id_proof_url: keys[0]!,
      business_proof_url: keys[1]!,
      status,
      reviewed_at: decidedAt,
      reviewed_by: decidedAt ? staffId : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(claim.id), keys };
}

const claimExists = async (id: number) =>
  (await db.selectFrom('company_claims').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

const stored = (key: string) => storage.exists('private', key);

describe(enforceSubmissionsRetention.name, () => {
  it('should delete decided claims and their documents after the period, and nothing younger', async () => {
    const now = Date.now();
    const decided = await newClaim('rejected', new Date(now));
    const approved = await newClaim('approved', new Date(now));
    const pending = await newClaim('pending', null);
    const recent = await newClaim('rejected', new Date(now + 10 * DAY_MS));

    // One day short of the period: nothing goes.
    const early = await enforceSubmissionsRetention(
      { db, storage },
      days,
      now + (days.claimDocuments - 1) * DAY_MS,
    );
    expect(early.claims).toBe(0);
    expect(await claimExists(decided.id)).toBe(true);

    const counts = await enforceSubmissionsRetention(
      { db, storage },
      days,
      now + (days.claimDocuments + 1) * DAY_MS,
    );
    expect(counts.claims).toBe(2);
    expect(counts.claimDocuments).toBe(4);
    for (const claim of [decided, approved]) {
      expect(await claimExists(claim.id)).toBe(false);
      for (const key of claim.keys) expect(await stored(key), key).toBe(false);
    }
    // A pending claim has no decision to count from; one decided later is not due yet.
    for (const claim of [pending, recent]) {
      expect(await claimExists(claim.id)).toBe(true);
      for (const key of claim.keys) expect(await stored(key), key).toBe(true);
    }
  });

  it('should delete sent mail rows and expired sign-in links after the period, and keep younger ones', async () => {
    const now = Date.now();
    const row = (status: 'queued' | 'sent', sentAt: Date | null) => ({
      template: 'claim-approved',
      to_address: 'someone@example.com',
      status,
      sent_at: sentAt,
      created_at: new Date(now),
    });
    const [sent, queued, younger] = await db
      .insertInto('mail_messages')
      .values([
        row('sent', new Date(now)),
        row('queued', null),
        row('sent', new Date(now + 30 * DAY_MS)),
      ])
      .returning('id')
      .execute();
    const link = (expiresAt: Date) => ({
      token_hash: randomBytes(32).toString('hex'),
      email: 'owner@acme.example',
      expires_at: expiresAt,
    });
    await db
      .insertInto('owner_sign_in_links')
      .values([link(new Date(now)), link(new Date(now + 30 * DAY_MS))])
      .execute();
    const counts = await enforceSubmissionsRetention(
      { db, storage },
      days,
      now + (days.sentMail + 1) * DAY_MS,
    );
    expect(counts).toMatchObject({ sentMail: 1, signInLinks: 1 });
    const left = await db.selectFrom('mail_messages').select('id').execute();
    expect(left.map((r) => r.id)).not.toContain(sent!.id);
    expect(left.map((r) => r.id)).toEqual(expect.arrayContaining([queued!.id, younger!.id]));
    const links = await db.selectFrom('owner_sign_in_links').select('expires_at').execute();
    expect(links).toHaveLength(1);
  });

  it("should delete expired contact-email confirmations, unconfirmed data requests, and closed requests' addresses", async () => {
    const now = Date.now();
    const company = await newCompany(db);
    const hex = () => randomBytes(32).toString('hex');
    const confirmation = (expiresAt: Date) => ({
      company_id: company.id,
      owner_email: 'owner@acme.example',
      email: 'sales@acme.example',
      token_hash: hex(),
      expires_at: expiresAt,
    });
    await db
      .insertInto('owner_contact_email_confirmations')
      .values([confirmation(new Date(now)), confirmation(new Date(now + 30 * DAY_MS))])
      .execute();
    const request = (status: 'unverified' | 'open' | 'exported', at: Date) => ({
      kind: 'access' as const,
      email: 'asha@example.in',
      email_hash: hex(),
      details: status === 'unverified' ? null : 'My claim of 2026.',
      token_hash: hex(),
      token_expires_at: new Date(now + DAY_MS),
      status,
      verified_at: status === 'unverified' ? null : at,
      due_at: status === 'unverified' ? null : new Date(at.getTime() + 30 * DAY_MS),
      decided_by: status === 'exported' ? staffId : null,
      decided_at: status === 'exported' ? at : null,
    });
    const [unconfirmed, open, closed, closedLater] = await db
      .insertInto('data_requests')
      .values([
        request('unverified', new Date(now)),
        request('open', new Date(now)),
        request('exported', new Date(now)),
        request('exported', new Date(now + 30 * DAY_MS)),
      ])
      .returning('id')
      .execute();

    const later = now + Math.max(days.sentMail, days.submitterContacts) * DAY_MS + DAY_MS;
    const counts = await enforceSubmissionsRetention({ db, storage }, days, later);
    expect(counts).toMatchObject({ contactEmailConfirmations: 1, dataRequests: 2 });
    const confirmations = await db
      .selectFrom('owner_contact_email_confirmations')
      .select('expires_at')
      .where('company_id', '=', company.id)
      .execute();
    expect(confirmations).toHaveLength(1);
    const requests = await db
      .selectFrom('data_requests')
      .select(['id', 'email', 'details', 'email_hash'])
      .where('id', 'in', [unconfirmed!.id, open!.id, closed!.id, closedLater!.id])
      .orderBy('id')
      .execute();
    // The unconfirmed one is gone; the open one is untouched (its clock still runs); the closed
    // one keeps its hash as the record that it was answered, without the address or details.
    expect(requests.map((r) => r.id)).toEqual([open!.id, closed!.id, closedLater!.id]);
    expect(requests[0]).toMatchObject({ email: 'asha@example.in', details: 'My claim of 2026.' });
    expect(requests[1]).toMatchObject({ email: null, details: null });
    expect(requests[1]!.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(requests[2]).toMatchObject({ email: 'asha@example.in' });
  });

  it('should delete stored idempotent answers after a day, and keep younger ones', async () => {
    const now = Date.now();
    const answer = (key: string) => ({
      scope: 'logo-upload',
      caller_hash: 'c'.repeat(64),
      key,
      fingerprint: 'f',
      status_code: 201,
      response: JSON.stringify({ deleteToken: 'secret' }),
    });
    await db
      .insertInto('idempotency_keys')
      .values([answer('old-key-0001'), answer('new-key-0001')])
      .execute();
    await sql`
      update idempotency_keys set created_at = now() - interval '25 hours'
       where key = 'old-key-0001'`.execute(db);
    const counts = await enforceSubmissionsRetention({ db, storage }, days, now);
    expect(counts.idempotencyAnswers).toBe(1);
    const left = await db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['new-key-0001']);
  });

  it("should blank reporters', contact senders' and requesters' addresses after the period", async () => {
    const now = Date.now();
    const company = await newCompany(db);
    const report = (decidedAt: Date) => ({
      company_id: company.id,
      company_name: company.company_name,
      report_type: 'Fake Company',
      description: 'Not a real shop.',
      reporter_name: 'Ravi Kumar',
      reporter_email: 'ravi@example.com',
      reporter_phone: '9876543210',
      status: 'dismissed' as const,
      decided_at: decidedAt,
      decided_by: staffId,
      decision_reason: 'No evidence.',
    });
    const [oldReport, youngReport] = await db
      .insertInto('reports')
      .values([report(new Date(now)), report(new Date(now + 30 * DAY_MS))])
      .returning('id')
      .execute();
    const message = await db
      .insertInto('contact_messages')
      .values({
        name: 'Meera',
        email: 'meera@example.com',
        subject: 'General Inquiry',
        message: 'Hello',
        handled_at: new Date(now),
        handled_by: staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const correction = await db
      .insertInto('company_corrections')
      .values({
        company_id: company.id,
        field: 'website',
        proposed_value: 'https://example.com',
        evidence: 'Our site.',
        requester_email: 'owner@example.com',
        status: 'accepted',
        decided_by: staffId,
        decided_at: new Date(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const later = now + (days.submitterContacts + 1) * DAY_MS;
    const counts = await enforceSubmissionsRetention({ db, storage }, days, later);
    expect(counts).toMatchObject({ reporters: 1, contactSenders: 1, correctionRequesters: 1 });

    const reports = await db
      .selectFrom('reports')
      .select(['id', 'reporter_name', 'reporter_email', 'reporter_phone', 'description'])
      .where('id', 'in', [oldReport!.id, youngReport!.id])
      .orderBy('id')
      .execute();
    expect(reports[0]).toMatchObject({
      reporter_name: '[removed]',
      reporter_email: '[removed]',
      reporter_phone: null,
      description: 'Not a real shop.',
    });
    expect(reports[1]).toMatchObject({
      reporter_name: 'Ravi Kumar',
      reporter_email: 'ravi@example.com',
    });
    const sender = await db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'message'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(sender).toEqual({ name: '[removed]', email: '[removed]', message: 'Hello' });
    const requester = await db
      .selectFrom('company_corrections')
      .select('requester_email')
      .where('id', '=', correction.id)
      .executeTakeFirstOrThrow();
    expect(requester.requester_email).toBe('[removed]');

    // A second pass finds nothing more to do.
    const again = await enforceSubmissionsRetention({ db, storage }, days, later);
    expect(again).toMatchObject({ reporters: 0, contactSenders: 0, correctionRequesters: 0 });
  });

  it('should redact e-mails and phones in old audit entries and keep who acted', async () => {
    const now = Date.now();
    const entry = (createdAt: Date) => ({
      actor_id: null,
      actor_owner_email: 'owner@acme.example',
      action: 'owner.company_update',
      subject_kind: 'company',
      subject_id: '42',
      before: JSON.stringify({
        email: 'old@acme.example',
        phone: '+91 98765 43210',
        website: 'https://acme.example',
        nested: { contactEmail: 'x@acme.example', tags: [{ mobileNumber: '9876543210' }] },
      }),
      after: JSON.stringify({ email: 'new@acme.example', address: '203.0.113.0' }),
      created_at: createdAt,
    });
    const [old, young] = await db
      .insertInto('staff_audit_log')
      .values([entry(new Date(now)), entry(new Date(now + 30 * DAY_MS))])
      .returning('id')
      .execute();

    const counts = await enforceSubmissionsRetention(
      { db, storage },
      days,
      now + (days.auditPersonalData + 1) * DAY_MS,
    );
    expect(counts.auditEntries).toBe(1);
    const rows = await db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('id', 'in', [old!.id, young!.id])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({
      actor_owner_email: 'owner@acme.example',
      action: 'owner.company_update',
      subject_id: '42',
      before: {
        email: '[redacted]',
        phone: '[redacted]',
        website: 'https://acme.example',
        nested: { contactEmail: '[redacted]', tags: [{ mobileNumber: '[redacted]' }] },
      },
      after: { email: '[redacted]', address: '[redacted]' },
    });
    expect(rows[1]!.before).toMatchObject({ email: 'old@acme.example' });
    expect(rows[1]!.after).toEqual({ email: 'new@acme.example', address: '203.0.113.0' });
  });

  it('should still refuse every other change to the audit log', async () => {
    const row = await db
      .insertInto('staff_audit_log')
      .values({
        actor_id: staffId,
        action: 'claim.reject',
        subject_kind: 'claim',
        subject_id: '7',
        before: JSON.stringify({ email: 'a@example.com' }),
        after: null,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The services' role may not update or delete the log at all (finding 9); the owner may,
    // as far as privileges go, and the trigger refuses it all the same, apart from the
    // redaction function's own change. A plain update, a delete, and "redactions" that also
    // change who acted or write a value of their own.
    const attempts = (conn: Kysely<Database>) => [
      () => sql`update staff_audit_log set before = null where id = ${row.id}`.execute(conn),
      () => sql`delete from staff_audit_log where id = ${row.id}`.execute(conn),
      () =>
        conn.transaction().execute(async (trx) => {
          await sql`select set_config('trusthive.audit_redaction', 'on', true)`.execute(trx);
          await sql`
            update staff_audit_log
               set before = staff_audit_log_redacted(before), actor_id = null
             where id = ${row.id}`.execute(trx);
        }),
      () =>
        conn.transaction().execute(async (trx) => {
          await sql`select set_config('trusthive.audit_redaction', 'on', true)`.execute(trx);
          await sql`
            update staff_audit_log set before = '{"email":"forged@example.com"}'
             where id = ${row.id}`.execute(trx);
        }),
    ];
    for (const attempt of attempts(db))
      await expect(attempt()).rejects.toThrow(/permission denied/);
    const owner = createDb({ url: database.ownerUrl, poolSize: 1, applicationName: 'owner' });
    try {
      for (const attempt of attempts(owner)) await expect(attempt()).rejects.toThrow(/append-only/);
    } finally {
      await owner.destroy();
    }
    const kept = await db
      .selectFrom('staff_audit_log')
      .select(['actor_id', 'before'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ actor_id: staffId, before: { email: 'a@example.com' } });
  });
});
