import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

/** What enrichment needs of a company: the name to look up and what the row already holds. */
export interface EnrichmentCompany {
  id: number;
  name: string;
  cin: string | null;
  email: string | null;
  logo: string | null;
  domainName: string | null;
  /** When the registry provider's answer about its CIN was stored; null: never (issue 41). */
  registryFetchedAt: Date | null;
}

/**
 * The company, when it is public: a registration staff have not approved (issue 18) is
 * neither shown nor looked up at the providers, for the public route and the worker alike.
 */
export async function findEnrichmentCompany(
  db: Kysely<Database>,
  companyId: number,
): Promise<EnrichmentCompany | undefined> {
  const row = await db
    .selectFrom('companies')
    .leftJoin('company_registry_records as r', 'r.cin', 'companies.cin')
    .select(['id', 'company_name', 'companies.cin', 'email', 'logo', 'domain_name'])
    .select('r.fetched_at as registry_fetched_at')
    .where('id', '=', companyId)
    .where('review_status', '=', 'live')
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        name: row.company_name,
        cin: row.cin,
        email: row.email,
        logo: row.logo,
        domainName: row.domain_name,
        registryFetchedAt: row.registry_fetched_at ? new Date(row.registry_fetched_at) : null,
      }
    : undefined;
}

/**
 * Stores what a place answer says about the company in enrichment's own table: its website
 * (spec §5 "saved ... whenever it is returned") and its maps rating with the review count, or
 * that the place was found without one (the spec's estimated 4.5, display only; spec §9
 * "Rating preference"). The table's trigger (migration 0029) copies them onto
 * companies.domain_name and ratings in the same statement, touching the row only when
 * something changes, so the score worker that runs next reads them.
 */
export async function savePlaceFacts(
  db: Kysely<Database>,
  companyId: number,
  {
    website,
    rating,
    userRatingsTotal,
  }: {
    website: string | null;
    rating: number | null;
    userRatingsTotal: number | null;
  },
): Promise<void> {
  const reviews = rating === null ? null : userRatingsTotal;
  // From the company row, so a company removed since the lookup began stores nothing. seen_at
  // moves on every answer, so the trigger copies the latest one even when the row was edited
  // since the last (spec §5: saved whenever it is returned).
  await sql`
    insert into company_place_facts (company_id, website, rating, user_ratings_total)
    select id, ${website}::text, ${rating}::numeric, ${reviews}::integer
      from companies
     where id = ${companyId}
    on conflict (company_id) do update
       set website = excluded.website,
           rating = excluded.rating,
           user_ratings_total = excluded.user_ratings_total,
           seen_at = now()
  `.execute(db);
}
