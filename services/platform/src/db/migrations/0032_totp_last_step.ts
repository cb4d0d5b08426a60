import { sql, type Kysely } from 'kysely';

// Issue 37, finding 1: a staff TOTP code could be used again within its window (one code
// signed in at 8, 33 and 58 s, and twice within a second from two addresses). The time step
// of the last code an account had accepted is kept, and a code at or below it is refused
// (RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt of the OTP after the
// successful validation has been issued for the first OTP"). Sign-in locks the account's row,
// so two requests with the same code are decided one after the other.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table staff_accounts add column totp_last_step bigint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table staff_accounts drop column if exists totp_last_step`.execute(db);
}
