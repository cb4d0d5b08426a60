import type { Kysely, Transaction } from 'kysely';
import type { Database, MailLocale } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;

// company_owners read by e-mail, however it was capitalised when recorded.

/** Whether the address owns at least one company (a removed owner owns none). */
export async function ownsAnyCompany(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('company_owners')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The companies the address owns, each joined to its row (`owner`, `companies`): the one
 * ownership test, for the account's list and for every route on one owned company.
 */
export function ownedCompaniesOf(db: Db, email: string) {
  return db
    .selectFrom('company_owners as owner')
    .innerJoin('companies', 'companies.id', 'owner.company_id')
    .where((eb) => eb(eb.fn('lower', ['owner.email']), '=', email.toLowerCase()));
}

/** The company, when the address is one of its owners. */
export async function findOwnedCompany(
  db: Db,
  email: string,
  companyId: number,
): Promise<{ id: number; name: string } | undefined> {
  return ownedCompaniesOf(db, email)
    .select(['companies.id as id', 'companies.company_name as name'])
    .where('owner.company_id', '=', companyId)
    .executeTakeFirst();
}

/**
 * Every owner's address of a company, one per address however it was capitalised, with the
 * language their mails speak (issue 44; the first recorded, as the address).
 */
export async function ownersOf(
  db: Db,
  companyId: number,
): Promise<{ email: string; locale: MailLocale }[]> {
  const rows = await db
    .selectFrom('company_owners')
    .select(['email', 'locale'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  return rows.filter(
    (row) => !seen.has(row.email.toLowerCase()) && seen.add(row.email.toLowerCase()),
  );
}
