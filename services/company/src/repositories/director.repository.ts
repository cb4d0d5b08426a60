import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

const DIRECTOR_COLUMNS = [
  'directors.id',
  'directors.name',
  'directors.din_pan',
  'directors.begin_date',
] as const;

/**
 * The directors of the company, by name (spec §7: where company_cin equals the CIN, ordered
 * by name), as a subquery correlated to `companies.cin`; served by the (company_cin, name)
 * index. A company without a CIN has none. The DIN/PAN values are unmasked: callers mask them.
 */
export function directorsOfCompany(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('directors')
    .select(DIRECTOR_COLUMNS)
    .whereRef('directors.company_cin', '=', 'companies.cin')
    .orderBy('directors.name')
    .orderBy('directors.id');
}

export function findDirectorsByCin(db: Kysely<Database>, cin: string) {
  return db
    .selectFrom('directors')
    .select(DIRECTOR_COLUMNS)
    .where('directors.company_cin', '=', cin)
    .orderBy('directors.name')
    .orderBy('directors.id')
    .execute();
}
