import { sql, type Kysely } from 'kysely';

// Issue 41 part 5: what a newer MCA file changed of a company, one row per field, written by
// the importer in the transaction of the batch that updated the company. The profile lists the
// latest ten ("Registry changes"), so a visitor sees that the status changed and on which
// file's word, not only the status of today.
//
// - field is a closed set: every registry column the importer writes but cin (the key) and
//   email (personal data, erasable on request: it is not kept in a log). Frozen here as the
//   migration's own list; scripts/import/registry-changes.ts names the same fields.
// - old_value and new_value are the columns' text (numeric as written by PostgreSQL,
//   '500000.00'; dates 'YYYY-MM-DD'); null when the registry had no value.
// - source_file and source_date are the file's, as recorded on companies.registry_source_*:
//   a change is as of the file that said so, not as of the day it was imported (recorded_at).
// - cin is kept beside company_id so an operator can read the log by the registry's key.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_registry_changes (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      cin text not null,
      field text not null check (field in (
        'company_name', 'roc', 'company_category', 'company_sub_category', 'company_class',
        'company_limited_by', 'authorized_capital', 'paid_up_capital', 'registration_date',
        'registered_office_address', 'pincode', 'listing_status', 'company_status',
        'company_state_code', 'company_origin', 'nic_code', 'industrial_classification',
        'latest_annual_return', 'latest_balance_sheet'
      )),
      old_value text,
      new_value text,
      source_file text not null check (length(source_file) between 1 and 255),
      source_date date not null,
      recorded_at timestamptz not null default now(),
      constraint company_registry_changes_differ check (old_value is distinct from new_value)
    )
  `.execute(db);
  // The profile's "latest ten" of a company: newest file first.
  await sql`
    create index company_registry_changes_company
      on company_registry_changes (company_id, source_date desc, id desc)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_registry_changes').ifExists().execute();
}
