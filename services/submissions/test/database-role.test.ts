import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, databaseUser, type Database } from '@trusthive/platform';
import { testDatabaseUrl, testOwnerDatabaseUrl } from '@trusthive/platform/testing';
import type { Kysely } from 'kysely';
import { recordAudit } from '../src/staff/audit/audit';

// Issue 37, finding 9: the audit log's append-only trigger could be disabled by the services'
// own database role, a superuser. The services now connect as a role that reads and writes
// rows only (the test setup points DATABASE_URL at it, as `npm start`, compose and the cluster
// do): every DDL below is refused to it, and the audit log takes appends only. Every other
// medium test runs on that same role, which shows the services' paths need nothing more.

let db: Kysely<Database>;

beforeAll(() => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'role-test' });
});

afterAll(async () => {
  await db?.destroy();
});

const PERMISSION = /must be owner|permission denied/;

describe('the services database role', () => {
  it('should not be the owner nor a superuser', async () => {
    expect(databaseUser(testDatabaseUrl())).not.toBe(databaseUser(testOwnerDatabaseUrl()));
    const { rows } = await sql<{ name: string; superuser: boolean; createrole: boolean }>`
      select current_user as name, rolsuper as superuser, rolcreaterole as createrole
        from pg_roles where rolname = current_user`.execute(db);
    expect(rows).toEqual([
      { name: databaseUser(testDatabaseUrl()), superuser: false, createrole: false },
    ]);
  });

  it("should fail to disable or drop the audit log's append-only trigger", async () => {
    await expect(
      sql`alter table staff_audit_log disable trigger staff_audit_log_no_change`.execute(db),
    ).rejects.toThrow(PERMISSION);
    await expect(sql`alter table staff_audit_log disable trigger all`.execute(db)).rejects.toThrow(
      PERMISSION,
    );
    await expect(
      sql`drop trigger staff_audit_log_no_change on staff_audit_log`.execute(db),
    ).rejects.toThrow(PERMISSION);
    await expect(sql`set session_replication_role = replica`.execute(db)).rejects.toThrow(
      PERMISSION,
    );
  });

  it('should append to the audit log and read it, but neither update, delete nor truncate it', async () => {
    await db.transaction().execute((trx) =>
      recordAudit(trx, {
        actorId: null,
        action: 'test.role_check',
        subjectKind: 'test',
        subjectId: 'role',
        before: null,
        after: { appended: true },
      }),
    );
    await expect(
      sql`update staff_audit_log set action = 'rewritten' where action = 'test.role_check'`.execute(
        db,
      ),
    ).rejects.toThrow(PERMISSION);
    await expect(
      sql`delete from staff_audit_log where action = 'test.role_check'`.execute(db),
    ).rejects.toThrow(PERMISSION);
    await expect(sql`truncate staff_audit_log`.execute(db)).rejects.toThrow(PERMISSION);
    const rows = await db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('action', '=', 'test.role_check')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('should fail to create, alter or drop a table, or change the migrations', async () => {
    await expect(sql`create table role_test_table (id int)`.execute(db)).rejects.toThrow(
      PERMISSION,
    );
    await expect(sql`alter table companies add column role_test int`.execute(db)).rejects.toThrow(
      PERMISSION,
    );
    await expect(sql`drop table mail_messages`.execute(db)).rejects.toThrow(PERMISSION);
    await expect(
      sql`create or replace function staff_audit_log_append_only() returns trigger
        language plpgsql as $$ begin return new; end $$`.execute(db),
    ).rejects.toThrow(PERMISSION);
    await expect(sql`delete from kysely_migration`.execute(db)).rejects.toThrow(PERMISSION);
  });
});
