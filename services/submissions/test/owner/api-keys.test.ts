import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_AUTH_MESSAGES, apiKeyCreatedSchema, apiKeysSchema } from '@trusthive/contracts';
import { apiKeyDigest, apiKeyRecordKey } from '@trusthive/platform';
import { startStaffService, type StaffTestService } from '../support/staff-service';
import { signInOwner, type OwnerSignInHeaders } from '../support/owner-session';

// An account's API keys (issue 43 part 4) through /api/account/api-keys: made and shown once,
// kept as a digest, listed with their use, revoked into Redis; another account's key is
// answered as a missing one; no session 401, no CSRF token 403.

let service: StaffTestService;

beforeAll(async () => {
  service = await startStaffService('api-keys-test');
});

afterAll(async () => {
  await service?.close();
});

const newAccount = () => signInOwner(service.app, `buyer-${randomUUID()}@buyers.example.in`);

const create = (session: OwnerSignInHeaders, name: unknown) =>
  service.app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: session.headers,
    payload: { name },
  });

describe('API keys of an account', () => {
  it('should make a key shown once, keep only its digest, list it and write its record to Redis', async () => {
    const session = await newAccount();
    const created = await create(session, '  Supplier checks  ');
    expect(created.statusCode).toBe(201);
    const { key, secret } = apiKeyCreatedSchema.parse(created.json());
    expect(secret).toMatch(/^th_live_[A-Za-z0-9_-]{43}$/);
    expect(key.name).toBe('Supplier checks');
    expect(key.prefix).toBe(secret.slice(0, 16));
    expect(key.limits).toEqual({ perSecond: 10, perDay: 10_000, perMonth: 200_000 });
    expect(key.usage).toHaveLength(30);

    const row = await service.deps.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash.equals(apiKeyDigest(secret))).toBe(true);
    expect(JSON.stringify(row)).not.toContain(secret.slice(16));
    const record = await service.deps.redis.hgetall(
      apiKeyRecordKey(apiKeyDigest(secret).toString('hex')),
    );
    expect(record).toEqual({ id: key.id, s: '10', d: '10000', m: '200000', r: '0' });

    const list = await service.app.inject({
      method: 'GET',
      url: '/api/account/api-keys',
      headers: session.headers,
    });
    expect(list.statusCode).toBe(200);
    const { keys, maxLiveKeys } = apiKeysSchema.parse(list.json());
    expect(maxLiveKeys).toBe(10);
    expect(keys.map((one) => one.id)).toEqual([key.id]);
    expect(list.body).not.toContain(secret);
    const audit = await service.deps.db
      .selectFrom('staff_audit_log')
      .select(['action', 'after'])
      .where('subject_kind', '=', 'api_key')
      .where('subject_id', '=', key.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['account.api_key_create']);
  });

  it('should revoke a key into Redis at once, and answer another account 404 for it', async () => {
    const owner = await newAccount();
    const { key, secret } = apiKeyCreatedSchema.parse((await create(owner, 'CI')).json());
    const stranger = await newAccount();
    const theirs = await service.app.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${key.id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.title).toBe('Key Not Found');
    for (const id of ['not-a-uuid', randomUUID()]) {
      const missing = await service.app.inject({
        method: 'DELETE',
        url: `/api/account/api-keys/${id}`,
        headers: owner.headers,
      });
      expect(missing.statusCode).toBe(404);
    }

    const revoked = await service.app.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${key.id}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    expect(
      await service.deps.redis.hget(apiKeyRecordKey(apiKeyDigest(secret).toString('hex')), 'r'),
    ).toBe('1');
    const again = await service.app.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${key.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(200);
  });

  it('should answer the gateway’s ask for a lost record, and 404 for a digest no key has', async () => {
    const session = await newAccount();
    const { key, secret } = apiKeyCreatedSchema.parse((await create(session, 'Lost')).json());
    const digest = apiKeyDigest(secret).toString('hex');
    await service.deps.redis.del(apiKeyRecordKey(digest));
    const found = await service.app.inject({ method: 'POST', url: `/internal/api-keys/${digest}` });
    expect(found.statusCode).toBe(204);
    expect(await service.deps.redis.hget(apiKeyRecordKey(digest), 'id')).toBe(key.id);
    const unknown = await service.app.inject({
      method: 'POST',
      url: `/internal/api-keys/${'0'.repeat(64)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('should refuse an empty or long name, and an eleventh live key', async () => {
    const session = await newAccount();
    expect((await create(session, '   ')).json().error.field).toBe('name');
    expect((await create(session, 'x'.repeat(61))).statusCode).toBe(400);
    for (let n = 0; n < 10; n += 1) expect((await create(session, `k${n}`)).statusCode).toBe(201);
    const eleventh = await create(session, 'one too many');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.title).toBe('Too Many Keys');
  });

  it('should answer 401 without a session and 403 to a write without the CSRF token', async () => {
    const none = await service.app.inject({ method: 'GET', url: '/api/account/api-keys' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.title).toBe(OWNER_AUTH_MESSAGES.signedOut.title);
    const session = await newAccount();
    const noToken = await service.app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: { cookie: session.headers.cookie },
      payload: { name: 'x' },
    });
    expect(noToken.statusCode).toBe(403);
  });
});
