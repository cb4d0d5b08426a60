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
    .select(['id', 'company_name', 'cin', 'email', 'logo', 'domain_name'])
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
      }
    : undefined;
}

/**
 * Stores what a place answer says about the company: its website as domain_name (spec §5
 * "saved ... whenever it is returned") and its rating in ratings.google, the maps rating the
 * trust score reads (with the review count beside it). A place found without a rating is
 * recorded as ratings.google_place_found, so the score shows the spec's estimated 4.5 for it
 * (display only, no points; spec §9 "Rating preference"). One statement, so both land or
 * neither; the row is only touched when something changes. True when it changed.
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
): Promise<boolean> {
  const ratings =
    rating === null
      ? sql`coalesce(ratings, '{}'::jsonb) || '{"google_place_found": true}'::jsonb`
      : sql`coalesce(ratings, '{}'::jsonb) || jsonb_build_object(
          'google', ${rating}::numeric,
          'google_user_ratings_total', ${userRatingsTotal}::integer)`;
  const domain = website === null ? sql`domain_name` : sql`${website}::text`;
  const result = await sql`
    update companies
    set domain_name = ${domain}, ratings = ${ratings}, updated_at = now()
    where id = ${companyId}
      and (domain_name is distinct from ${domain} or ratings is distinct from ${ratings})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
