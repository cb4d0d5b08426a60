import { sql, type Kysely } from 'kysely';

// Append-only event tables (spec §3). IPs are stored as inet and truncated by the writer.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_analytics (
      id bigint generated always as identity primary key,
      search_term text not null,
      search_type text not null check (search_type in ('name', 'cin', 'brand')),
      results_count integer not null check (results_count >= 0),
      user_id text,
      user_agent text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table profile_views (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      user_id text,
      ip_address inet,
      user_agent text,
      referrer text,
      view_duration integer check (view_duration between 0 and 86400),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index profile_views_company on profile_views (company_id, created_at)`.execute(
    db,
  );
  await sql`
    create table website_clicks (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      website_url text not null,
      user_id text,
      ip_address inet,
      user_agent text,
      referrer text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index website_clicks_company on website_clicks (company_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['website_clicks', 'profile_views', 'search_analytics']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
