import { sql, type Kysely } from 'kysely';

// Issue 37 (DPDP Act 2023 and Rules 2025): the audit log keeps who acted, but not, past its
// retention period, the personal data of others inside its before/after (owner and company
// e-mails, phones, sign-in addresses). staff_audit_log stays append-only (migration 0020):
// the trigger now lets exactly one kind of UPDATE through, one whose before/after are the
// old ones with those values replaced by "[redacted]" and every other column unchanged, and
// only while staff_audit_log_redact_personal_data() runs (it sets a transaction-local flag).
// Anything else, and every DELETE and TRUNCATE, is still refused. Someone who sets the flag by
// hand can at worst redact early; they cannot rewrite what was done or by whom.
//
// Plus partial indexes so the retention job finds the analytics rows that still carry a
// pseudonymous id or address without scanning the whole table every day.
export async function up(db: Kysely<any>): Promise<void> {
  // A key names personal data when it says e-mail, phone or mobile (email, ownerEmail,
  // mobileNumber, contactPhone ...), or it is an IP address (`address`/`ip` holding one).
  await sql`
    create function staff_audit_log_redacted(doc jsonb) returns jsonb
    language plpgsql immutable as $$
    begin
      if doc is null then
        return null;
      elsif jsonb_typeof(doc) = 'object' then
        return (
          select coalesce(jsonb_object_agg(
            e.key,
            case
              when jsonb_typeof(e.value) = 'null' then e.value
              when lower(e.key) ~ '(e-?mail|phone|mobile)' then '"[redacted]"'::jsonb
              when lower(e.key) in ('address', 'ip', 'ipaddress')
                and jsonb_typeof(e.value) = 'string'
                and e.value #>> '{}' ~* '^[0-9a-f:.]+$' then '"[redacted]"'::jsonb
              else staff_audit_log_redacted(e.value)
            end), '{}'::jsonb)
          from jsonb_each(doc) as e
        );
      elsif jsonb_typeof(doc) = 'array' then
        return (
          select coalesce(jsonb_agg(staff_audit_log_redacted(a.value) order by a.n), '[]'::jsonb)
          from jsonb_array_elements(doc) with ordinality as a (value, n)
        );
      end if;
      return doc;
    end
    $$
  `.execute(db);

  await sql`
    create or replace function staff_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and current_setting('trusthive.audit_redaction', true) = 'on'
        and (to_jsonb(new) - 'before' - 'after') = (to_jsonb(old) - 'before' - 'after')
        and new.before is not distinct from staff_audit_log_redacted(old.before)
        and new.after is not distinct from staff_audit_log_redacted(old.after)
      then
        return new;
      end if;
      raise exception 'staff_audit_log is append-only: % is not allowed', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);

  // SECURITY DEFINER: it runs as the migrations' owner, so a service role without UPDATE on
  // the table (issue 37's least-privilege roles) can still redact, and only this way.
  await sql`
    create function staff_audit_log_redact_personal_data(cutoff timestamptz) returns integer
    language plpgsql security definer set search_path = pg_catalog, public as $$
    declare
      changed integer;
    begin
      perform set_config('trusthive.audit_redaction', 'on', true);
      update staff_audit_log
         set before = staff_audit_log_redacted(before), after = staff_audit_log_redacted(after)
       where created_at < cutoff
         and (before is distinct from staff_audit_log_redacted(before)
              or after is distinct from staff_audit_log_redacted(after));
      get diagnostics changed = row_count;
      perform set_config('trusthive.audit_redaction', 'off', true);
      return changed;
    end
    $$
  `.execute(db);

  for (const table of ['search_analytics', 'profile_views', 'website_clicks']) {
    const personal =
      table === 'search_analytics'
        ? 'user_id is not null'
        : '(user_id is not null or ip_address is not null)';
    await sql`
      create index ${sql.id(`${table}_identified`)} on ${sql.id(table)} (created_at)
        where ${sql.raw(personal)}
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['search_analytics', 'profile_views', 'website_clicks']) {
    await sql`drop index if exists ${sql.id(`${table}_identified`)}`.execute(db);
  }
  await sql`drop function if exists staff_audit_log_redact_personal_data(timestamptz)`.execute(db);
  await sql`
    create or replace function staff_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit_log is append-only: % is not allowed', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`drop function if exists staff_audit_log_redacted(jsonb)`.execute(db);
}
