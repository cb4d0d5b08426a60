import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PlaceFacts } from '@trusthive/platform';

// What a place answer says about a company, stored on its row. The enrichment worker finds
// the facts and sends them here (queue company-facts), as this service owns companies.

/**
 * Stores what a place answer says about the company: its website as domain_name (spec §5
 * "saved ... whenever it is returned") and its rating in ratings.google, the maps rating the
 * trust score reads (with the review count beside it). A place found without a rating is
 * recorded as ratings.google_place_found, so the score shows the spec's estimated 4.5 for it
 * (display only, no points; spec §9 "Rating preference"). One statement, so both land or
 * neither; the row is only touched when something changes, so the same facts twice change
 * nothing the second time. True when it changed.
 */
export async function savePlaceFacts(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
  { website, rating, userRatingsTotal }: PlaceFacts,
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
