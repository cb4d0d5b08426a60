import { sql, type Kysely } from 'kysely';

// Issue 24 #15 and #4: nothing committed may miss its follow-up work, and one bad analytics
// event may not take others down.
//
// outbox: a job that must follow a committed write is a row written in the same transaction
// as the write; a relay (platform/src/outbox/relay.ts) adds it to BullMQ once Redis answers
// and marks it delivered. Rows are claimed with FOR UPDATE SKIP LOCKED, so two relays never
// send one row twice. Delivered rows are kept a day for operators, then pruned by the relay.
// `prefix` is the BullMQ key prefix the job goes under ('bull' is BullMQ's default), so a relay
// delivers only the rows of its own deployment (and test files sharing a database their own).
//
// analytics_dead_events: an analytics event the database refused (SQLSTATE class 22/23) or
// that does not parse, parked by the analytics worker so the rest of its batch is stored. The
// event is kept as JSON text, not jsonb: what was refused may hold a NUL or a lone surrogate,
// which jsonb cannot store but JSON text escapes (`\u0000`).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table outbox (
      id bigint generated always as identity primary key,
      prefix text not null,
      queue text not null,
      job_name text not null,
      payload jsonb not null,
      job_options jsonb not null default '{}',
      created_at timestamptz not null default now(),
      available_at timestamptz not null default now(),
      attempts integer not null default 0,
      last_error text,
      delivered_at timestamptz
    )
  `.execute(db);
  // The relay's work list: small, as delivered rows leave it.
  await sql`
    create index outbox_pending on outbox (prefix, id) where delivered_at is null
  `.execute(db);
  await sql`
    create index outbox_delivered_at on outbox (delivered_at) where delivered_at is not null
  `.execute(db);

  await sql`
    create table analytics_dead_events (
      id bigint generated always as identity primary key,
      event_id uuid unique,
      event text not null,
      error text not null,
      sqlstate text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index analytics_dead_events_created_at on analytics_dead_events (created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_dead_events').ifExists().execute();
  await db.schema.dropTable('outbox').ifExists().execute();
}
