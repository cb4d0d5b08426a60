import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

// The director page's reads (issue 41): the person by the page's random id, then their
// directorships with the listed company of each, by index: registry_directors' public_id
// (unique), directors_director (director_id, company_cin), companies' cin (unique).

export interface DirectorRow {
  id: number;
  din: string;
  name: string;
  provider: string | null;
  stand_in: boolean;
  companies_as_of: string | null;
  companies_fetched_at: Date | null;
}

export interface DirectorshipRow {
  company_cin: string;
  designation: string | null;
  begin_date: string | null;
  ceased_on: string | null;
  /** The provider's name and status of the company. */
  company_name: string | null;
  company_status: string | null;
  as_of: string | null;
  /** The live TrustHive company holding the CIN, if any. */
  listed_id: number | null;
  listed_name: string | null;
  listed_status: string | null;
}

/** More than any real board record (the Companies Act caps a person at 20 companies). */
export const DIRECTORSHIPS_LIMIT = 500;

export async function findDirector(
  db: Kysely<Database>,
  publicId: string,
): Promise<DirectorRow | undefined> {
  const row = await db
    .selectFrom('registry_directors')
    .select([
      'id',
      'din',
      'name',
      'provider',
      'stand_in',
      'companies_as_of',
      'companies_fetched_at',
    ])
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return row && { ...row, companies_fetched_at: row.companies_fetched_at ?? null };
}

export async function directorshipsOf(
  db: Kysely<Database>,
  directorId: number,
): Promise<DirectorshipRow[]> {
  return db
    .selectFrom('directors as d')
    .leftJoin('companies as c', (join) =>
      join.onRef('c.cin', '=', 'd.company_cin').on('c.review_status', '=', 'live'),
    )
    .select([
      'd.company_cin',
      'd.designation',
      'd.begin_date',
      'd.ceased_on',
      'd.company_name',
      'd.company_status',
      'd.as_of',
      'c.id as listed_id',
      'c.company_name as listed_name',
      'c.company_status as listed_status',
    ])
    .where('d.director_id', '=', directorId)
    .limit(DIRECTORSHIPS_LIMIT)
    .execute();
}
