import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

const DIRECTOR_COLUMNS = [
  'directors.id',
  'directors.name',
  'directors.din_pan',
  'directors.begin_date',
  'directors.designation',
  'directors.ceased_on',
] as const;

/**
 * The directors of the company, by name (spec §7: where company_cin equals the CIN, ordered
 * by name), as a subquery correlated to `companies.cin`; served by the (company_cin, name)
 * index. A company without a CIN has none. The DIN/PAN values are unmasked: callers mask them.
 */
export function directorsOfCompany(eb: ExpressionBuilder<Database, 'companies'>) {
  return (
    eb
      .selectFrom('directors')
      .leftJoin('registry_directors as person', 'person.id', 'directors.director_id')
      .select(DIRECTOR_COLUMNS)
      // Issue 41: the director page's address, and the statuses of the person's other
      // companies as the registry gave them on each seat, which the profile sums up in plain
      // words: answered from the (director_id, company_cin) include (company_status) index
      // alone (migration 0046).
      .select('person.public_id')
      .select((inner) =>
        inner
          .selectFrom('directors as seat')
          .select(
            sql<Array<string | null>>`coalesce(json_agg(seat.company_status), '[]')`.as('statuses'),
          )
          .whereRef('seat.director_id', '=', 'directors.director_id')
          .whereRef('seat.company_cin', '<>', 'directors.company_cin')
          .as('other_statuses'),
      )
      .whereRef('directors.company_cin', '=', 'companies.cin')
      // Serving directors first, then those who left; each by name (spec §7).
      .orderBy(sql`directors.ceased_on is not null`)
      .orderBy('directors.name')
      .orderBy('directors.id')
  );
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
