import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

// The services connect as a role of their own (issue 37, finding 9): the audit log's
// append-only trigger could be disabled by the application's role, which was a superuser.
// Migrations run as the owning role (DATABASE_MIGRATION_URL); the services' role may read and
// write rows and nothing else: it owns no table, cannot create in the schema, and so can
// neither `ALTER TABLE … DISABLE TRIGGER` nor `DROP TRIGGER` (both need ownership). On the
// audit log it may only read and append.

/** The role `npm start` and the test stacks give the services when nobody named one. */
export const DEFAULT_APP_ROLE = 'trusthive_app';

/** Tables the services may read and append to, never change: the audit trail. */
const APPEND_ONLY_TABLES = ['staff_audit_log'];
/** Kysely's own bookkeeping: the services read it (nothing does) but never write it. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** The user name a PostgreSQL URL connects as (decoded). */
export function databaseUser(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/** `ownerUrl` with its user swapped for `role`; the password kept only where one was given. */
export function appRoleUrl(ownerUrl: string, role = DEFAULT_APP_ROLE): string {
  const target = new URL(ownerUrl);
  target.username = encodeURIComponent(role);
  if (target.password) target.password = encodeURIComponent(`${role}-local`);
  return target.toString();
}

/**
 * CREATE ROLE, in a savepoint: roles belong to the cluster, and another database's setup (a
 * parallel test run) may create the same role at the same moment; then it is there.
 */
async function createRole(
  trx: Transaction<Database>,
  app: ReturnType<typeof sql.id>,
): Promise<void> {
  await sql`savepoint create_app_role`.execute(trx);
  try {
    await sql`create role ${app} login`.execute(trx);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '42710' && code !== '23505') throw error;
    await sql`rollback to savepoint create_app_role`.execute(trx);
  }
}

/**
 * Creates the services' login role when it is missing (a cluster role: the owner needs
 * CREATEROLE for that; a managed database's admin may create it instead) and gives it exactly
 * the rights on this database's `public` schema that the services use. Run as the owner after
 * every migration (`npm run migrate`, `npm start`, the test setup); idempotent, one transaction.
 */
export async function provisionAppRole(ownerDb: Kysely<Database>, appUrl: string): Promise<void> {
  const role = databaseUser(appUrl);
  const password = decodeURIComponent(new URL(appUrl).password) || null;
  const ownerName = (await sql<{ name: string }>`select current_user as name`.execute(ownerDb))
    .rows[0]!.name;
  if (role === '' || role === ownerName) {
    throw new Error(`the services need a database user of their own, not "${ownerName}"`);
  }
  const owner = sql.id(ownerName);
  const app = sql.id(role);
  await ownerDb.transaction().execute(async (trx) => {
    const found = await sql<{ broad: boolean }>`
      select rolsuper or rolcreatedb or rolcreaterole or rolreplication or rolbypassrls as broad
        from pg_roles where rolname = ${role}`.execute(trx);
    // A new role has none of those rights (CREATE ROLE's defaults); one made elsewhere with
    // more is brought down to a login (which needs a superuser, as it should).
    if (found.rows.length === 0) await createRole(trx, app);
    else if (found.rows[0]!.broad) {
      await sql`alter role ${app} nosuperuser nocreatedb nocreaterole noreplication nobypassrls`.execute(
        trx,
      );
    }
    if (password !== null) {
      await sql`alter role ${app} password ${sql.lit(password)}`.execute(trx);
    }
    const database = sql.id(
      (await sql<{ name: string }>`select current_database() as name`.execute(trx)).rows[0]!.name,
    );
    await sql`grant connect, temporary on database ${database} to ${app}`.execute(trx);
    await sql`grant usage on schema public to ${app}`.execute(trx);
    await sql`revoke create on schema public from ${app}`.execute(trx);
    await sql`grant select, insert, update, delete on all tables in schema public to ${app}`.execute(
      trx,
    );
    await sql`grant usage, select on all sequences in schema public to ${app}`.execute(trx);
    await sql`grant execute on all functions in schema public to ${app}`.execute(trx);
    // Tables the owner creates later start with the same rights (the next provisioning run
    // takes the append-only ones back).
    await sql`alter default privileges for role ${owner} in schema public
      grant select, insert, update, delete on tables to ${app}`.execute(trx);
    await sql`alter default privileges for role ${owner} in schema public
      grant usage, select on sequences to ${app}`.execute(trx);
    await sql`alter default privileges for role ${owner} in schema public
      grant execute on functions to ${app}`.execute(trx);
    for (const table of APPEND_ONLY_TABLES) {
      await sql`revoke update, delete, truncate on ${sql.table(table)} from ${app}`.execute(trx);
    }
    for (const table of MIGRATION_TABLES) {
      const found = await sql`select to_regclass(${table}) as oid`.execute(trx);
      if ((found.rows[0] as { oid: unknown }).oid === null) continue;
      await sql`revoke insert, update, delete, truncate on ${sql.table(table)} from ${app}`.execute(
        trx,
      );
    }
  });
}
