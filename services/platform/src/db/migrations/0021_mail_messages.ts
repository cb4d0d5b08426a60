import { sql, type Kysely } from 'kysely';

// Issue 18: every e-mail TrustHive sends to a submitter (a registration, claim or report
// received, each staff decision). A row is written in the transaction of the change it
// reports, together with an outbox job that names only the row's id, so the address and the
// mail's data never reach Redis. The mail worker (submissions) locks the row, sends it over
// SMTP and marks it sent with the SMTP server's message id; a row already 'sent' is never sent
// again. The id is a uuid rather than a counter because the Message-ID header is derived from
// it: two deployments (or a test database and a developer's) must never share one.
//
// status: queued (waiting or being retried), sent, failed (out of attempts, or refused for good
// by the SMTP server). attempts counts SMTP sends tried; last_error is the latest refusal, with
// any e-mail address in it masked.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_messages (
      id uuid primary key default gen_random_uuid(),
      template text not null check (length(template) between 1 and 100),
      to_address text not null check (length(to_address) between 3 and 320),
      data jsonb not null default '{}',
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
      attempts integer not null default 0,
      last_error text,
      message_id text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      constraint mail_messages_sent_at check ((status = 'sent') = (sent_at is not null))
    )
  `.execute(db);
  // What operators ask: which mails are still waiting or failed, oldest first.
  await sql`
    create index mail_messages_unsent on mail_messages (created_at) where status <> 'sent'
  `.execute(db);
  await sql`create index mail_messages_created_at on mail_messages (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_messages').ifExists().execute();
}
