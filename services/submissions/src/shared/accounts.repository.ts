import type { Kysely, Transaction } from 'kysely';
import type { Database, MailLocale } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;

// accounts (migration 0048, issue 43): anyone who spent a sign-in link. Addresses are stored
// lower-cased, so every lookup lower-cases what it is given.

export interface Account {
  id: string;
  email: string;
  locale: MailLocale;
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'locale'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'locale'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The address's account, made when it has none (a first sign-in, a confirmed follow). The
 * language is the one the person last used the site in: their mails speak it.
 */
export async function ensureAccount(
  trx: Transaction<Database>,
  email: string,
  locale: MailLocale,
  signedInAt: Date | null = null,
): Promise<Account> {
  const address = email.trim().toLowerCase();
  return trx
    .insertInto('accounts')
    .values({ email: address, locale, last_signed_in_at: signedInAt })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet((eb) => ({
        locale: eb.ref('excluded.locale'),
        last_signed_in_at: signedInAt ?? eb.ref('accounts.last_signed_in_at'),
      })),
    )
    .returning(['id', 'email', 'locale'])
    .executeTakeFirstOrThrow();
}
