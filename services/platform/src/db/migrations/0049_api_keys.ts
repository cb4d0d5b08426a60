import { sql, type Kysely } from 'kysely';

// Issue 43 part 4: an account's API keys. A key is shown once, when it is made; the table keeps
// its SHA-256 digest (`key_hash`), never the key. The key is 32 random bytes, so no one can
// guess or brute-force it from the digest, and a fast hash is the right one: the gateway looks
// a request's key up by its digest on every request (argon2 or bcrypt protect low-entropy
// passwords, and would cost the gateway tens of milliseconds a request for no gain here).
// `key_prefix` (the first characters after `th_live_`) is what a list shows to tell keys apart.
//
// The limits are per key: the defaults come from configuration when the key is made
// (API_KEY_RATE_PER_SECOND, API_KEY_DAILY_QUOTA, API_KEY_MONTHLY_QUOTA), and an operator may
// change one key's here. The gateway reads a key's record from Redis, where submissions writes
// it for at most 10 minutes at a time, so a change here holds within 10 minutes.
// Use per day is counted in Redis by the gateway, not here; `last_used_at` is brought up to date
// when the account lists its keys. A revoked key keeps its row (its use stays visible).
// Erasing the account (DPDP) erases its keys (on delete cascade).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      name text not null constraint api_keys_name_length check (char_length(name) between 1 and 60),
      key_prefix text not null,
      key_hash bytea not null constraint api_keys_key_hash_key unique
        constraint api_keys_key_hash_length check (octet_length(key_hash) = 32),
      rate_per_second integer not null constraint api_keys_rate_positive check (rate_per_second > 0),
      daily_quota integer not null constraint api_keys_daily_positive check (daily_quota > 0),
      monthly_quota integer not null constraint api_keys_monthly_positive check (monthly_quota > 0),
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )
  `.execute(db);
  // An account's keys, newest first; the live ones are counted against the limit per account.
  await sql`create index api_keys_account_idx on api_keys (account_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists api_keys`.execute(db);
}
