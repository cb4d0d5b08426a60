import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { ownedCompaniesOf } from '../../shared/owners.repository';

/** The companies an address owns, by name. */
export async function listOwnedCompanies(db: Kysely<Database>, email: string) {
  return ownedCompaniesOf(db, email)
    .select([
      'companies.id as id',
      'companies.company_name as name',
      'companies.cin as cin',
      'companies.company_status as status',
      'companies.is_verified as isVerified',
    ])
    .orderBy('companies.company_name')
    .orderBy('companies.id')
    .execute();
}
