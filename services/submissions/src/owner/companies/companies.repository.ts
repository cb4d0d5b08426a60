import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

/** The companies an address owns, by name. */
export async function listOwnedCompanies(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('company_owners as owner')
    .innerJoin('companies', 'companies.id', 'owner.company_id')
    .select([
      'companies.id as id',
      'companies.company_name as name',
      'companies.cin as cin',
      'companies.company_status as status',
      'companies.is_verified as isVerified',
    ])
    .where((eb) => eb(eb.fn('lower', ['owner.email']), '=', email.toLowerCase()))
    .orderBy('companies.company_name')
    .orderBy('companies.id')
    .execute();
}
