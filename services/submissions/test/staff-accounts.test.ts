import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, STAFF_ACCOUNT_MESSAGES } from '@trusthive/contracts';
import { createServer } from '@trusthive/platform';
import { guardStaffRoutesEarly } from '../src/staff/guard';
import { createStaffAccount, signInStaff, type StaffSignInHeaders } from './support/staff-session';
import { ownDatabase, startStaffService, type StaffTestService } from './support/staff-service';

// Admins managing staff accounts and reading the audit log, through the routes.

let service: StaffTestService;
let admin: StaffSignInHeaders;
let adminId: number;

beforeAll(async () => {
  service = await startStaffService('staff-accounts-test');
  const account = await createStaffAccount(service.deps.db, { role: 'admin' });
  adminId = account.id;
  admin = await signInStaff(service.app, account);
});

afterAll(async () => {
  await service?.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers = admin.headers,
) => service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const newModerator = () => ({
  email: `mod-${randomUUID()}@trusthive.test`,
  displayName: 'Meera Moderator',
  role: 'moderator',
  password: 'a good long password',
});

describe('staff accounts (admin)', () => {
  it('should add a moderator who can then sign in, and list it without any secret', async () => {
    const input = newModerator();
    const added = await inject('POST', '/api/staff/accounts', input);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      email: input.email,
      displayName: 'Meera Moderator',
      role: 'moderator',
      disabled: false,
      totpEnabled: false,
    });
    const list = await inject('GET', '/api/staff/accounts');
    const listed = list
      .json()
      .accounts.find((account: { id: number }) => account.id === added.json().id);
    expect(listed).toMatchObject({ email: input.email });
    expect(list.body).not.toMatch(/argon2|password/i);
    expect(list.headers['cache-control']).toBe('no-store');
    await signInStaff(service.app, { email: input.email, password: input.password });
    const [entry] = await service.deps.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'staff.add')
      .where('subject_id', '=', String(added.json().id))
      .execute();
    expect(entry).toMatchObject({
      actor_id: adminId,
      before: null,
      after: { email: input.email, role: 'moderator', disabled: false },
    });
    expect(JSON.stringify(entry)).not.toContain(input.password);
  });

  it('should refuse an e-mail already taken (in any case) with 409, and a short password with 400', async () => {
    const input = newModerator();
    expect((await inject('POST', '/api/staff/accounts', input)).statusCode).toBe(201);
    const again = await inject('POST', '/api/staff/accounts', {
      ...input,
      email: input.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { ...STAFF_ACCOUNT_MESSAGES.emailTaken, field: 'email' },
    });
    const short = await inject('POST', '/api/staff/accounts', {
      ...newModerator(),
      password: 'elevenchars',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.field).toBe('password');
  });

  it('should end every session of an account that is disabled or re-roled', async () => {
    const moderator = await createStaffAccount(service.deps.db, { role: 'moderator' });
    const session = await signInStaff(service.app, moderator);
    const check = () =>
      service.app.inject({ method: 'GET', url: '/api/staff/session', headers: session.headers });
    expect((await check()).statusCode).toBe(200);
    const promoted = await inject('PATCH', `/api/staff/accounts/${moderator.id}`, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'admin', mustEnrolTotp: true });
    expect((await check()).statusCode).toBe(401);
    await inject('PATCH', `/api/staff/accounts/${moderator.id}`, { role: 'moderator' });
    const again = await signInStaff(service.app, moderator);
    const disabled = await inject('PATCH', `/api/staff/accounts/${moderator.id}`, {
      disabled: true,
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect(
      (
        await service.app.inject({
          method: 'GET',
          url: '/api/staff/session',
          headers: again.headers,
        })
      ).statusCode,
    ).toBe(401);
    const signIn = await service.app.inject({
      method: 'POST',
      url: '/api/staff/session',
      headers: { 'x-forwarded-for': '10.9.9.9' },
      payload: { email: moderator.email, password: moderator.password },
    });
    expect(signIn.statusCode).toBe(401);
    const changes = await service.deps.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'staff.change')
      .where('subject_id', '=', String(moderator.id))
      .orderBy('id')
      .execute();
    expect(changes.map((entry) => [entry.before, entry.after])).toEqual([
      [expect.objectContaining({ role: 'moderator' }), expect.objectContaining({ role: 'admin' })],
      [expect.objectContaining({ role: 'admin' }), expect.objectContaining({ role: 'moderator' })],
      [expect.objectContaining({ disabled: false }), expect.objectContaining({ disabled: true })],
    ]);
  });

  it('should answer 404 for an account that does not exist and 400 for an empty change', async () => {
    expect(
      (await inject('PATCH', '/api/staff/accounts/999999999', { disabled: true })).statusCode,
    ).toBe(404);
    expect((await inject('PATCH', `/api/staff/accounts/${adminId}`, {})).statusCode).toBe(400);
  });
});

describe('the last active admin', () => {
  it('should refuse to disable or demote the last active admin with 409', async () => {
    // A database of its own: the rule counts every admin, and other files add admins meanwhile.
    const database = await ownDatabase();
    const own = await startStaffService('staff-last-admin-test', {}, database.url);
    try {
      const first = await createStaffAccount(own.deps.db, { role: 'admin' });
      const { headers } = await signInStaff(own.app, first);
      const patch = (id: number, payload: object) =>
        own.app.inject({ method: 'PATCH', url: `/api/staff/accounts/${id}`, headers, payload });
      const demote = await patch(first.id, { role: 'moderator' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ error: STAFF_ACCOUNT_MESSAGES.lastAdmin });
      expect((await patch(first.id, { disabled: true })).statusCode).toBe(409);
      // A disabled admin does not count: the first is still the last active one.
      const disabled = await createStaffAccount(own.deps.db, { role: 'admin' });
      expect((await patch(disabled.id, { disabled: true })).statusCode).toBe(200);
      expect((await patch(first.id, { role: 'moderator' })).statusCode).toBe(409);
      // With a second active admin, either may step down, but not both.
      const second = await createStaffAccount(own.deps.db, { role: 'admin' });
      expect((await patch(second.id, { role: 'moderator' })).statusCode).toBe(200);
      expect((await patch(first.id, { disabled: true })).statusCode).toBe(409);
      const rows = await own.deps.db
        .selectFrom('staff_accounts')
        .select(['id', 'role', 'disabled_at'])
        .where('id', '=', first.id)
        .execute();
      expect(rows).toEqual([{ id: first.id, role: 'admin', disabled_at: null }]);
    } finally {
      await own.close();
      await database.drop();
    }
  });
});

describe('GET /api/staff/audit', () => {
  it('should page newest first by keyset and filter by actor, action and subject', async () => {
    const added: number[] = [];
    for (let index = 0; index < AUDIT_PAGE_SIZE + 3; index++) {
      const response = await inject('POST', '/api/staff/accounts', newModerator());
      added.push(response.json().id);
    }
    const first = await inject('GET', `/api/staff/audit?actor=${adminId}&action=staff.add`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page.entries[0]).toMatchObject({
      actor: { id: adminId, displayName: 'Test admin' },
      action: 'staff.add',
      subjectKind: 'staff_account',
      subjectId: String(added.at(-1)),
    });
    const ids = page.entries.map((entry: { id: number }) => entry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const next = (
      await inject(
        'GET',
        `/api/staff/audit?actor=${adminId}&action=staff.add&before=${page.nextBefore}`,
      )
    ).json();
    expect(next.entries.length).toBeGreaterThanOrEqual(3);
    expect(next.entries[0].id).toBeLessThan(ids.at(-1));
    const subject = (
      await inject('GET', `/api/staff/audit?subjectKind=staff_account&subjectId=${added[0]}`)
    ).json();
    expect(subject.entries.map((entry: { action: string }) => entry.action)).toEqual(['staff.add']);
    expect(subject.nextBefore).toBeNull();
  });

  it('should refuse a malformed filter with 400', async () => {
    expect((await inject('GET', '/api/staff/audit?before=abc')).statusCode).toBe(400);
    expect((await inject('GET', '/api/staff/audit?actor=-1')).statusCode).toBe(400);
  });
});

describe('the staff route guard', () => {
  it('should stop the service at start when a staff route has no requireStaff()', async () => {
    const app = createServer({ name: 'guard-test', log: { level: 'silent', pretty: false } });
    guardStaffRoutesEarly(app);
    expect(() => app.get('/api/staff/forgotten', async () => ({}))).toThrow(
      /has no requireStaff\(\) guard/,
    );
    await app.close();
  });
});
