import { sql, type CompiledQuery, type InferResult, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { registerPreparedStatement, type Database } from '@trusthive/platform';
import { brandsOfCompany } from './brand.repository';
import { acceptedCorrectionsOf } from './correction.repository';
import { directorsOfCompany } from './director.repository';
import { chargesOf, registryRecordOf } from './registry.repository';
import { gstOfCompany, gstnRegistrationsOfCompany } from './gst.repository';
import { hasPendingClaim, upheldReportsOf } from './moderation.repository';
import { brandCompaniesSoldBy } from './reseller.repository';
import { registryChangesOf } from './registry-changes.repository';
import { scoreHistoryOf, storedScoreOf } from './score.repository';

/** The companies columns the profile shows (never phone or contact person: not on the page). */
const PROFILE_COLUMNS = [
  'companies.id',
  'companies.company_name',
  'companies.cin',
  'companies.company_limited_by',
  'companies.registered_office_address',
  'companies.city',
  'companies.pincode',
  'companies.company_state_code',
  'companies.company_category',
  'companies.company_sub_category',
  'companies.company_class',
  'companies.company_status',
  'companies.relationship_type',
  'companies.is_verified',
  'companies.is_claimed',
  'companies.logo',
  'companies.domain_name',
  'companies.website',
  'companies.website_url',
  'companies.has_different_brand',
  'companies.industrial_classification',
  'companies.nic_code',
  'companies.roc',
  'companies.registration_date',
  'companies.authorized_capital',
  'companies.paid_up_capital',
  'companies.listing_status',
  'companies.company_origin',
  'companies.gst_number',
  'companies.pan_number',
  'companies.has_storefront',
  'companies.email',
  'companies.wants_brand_authorization',
  'companies.ratings',
  'companies.description',
  'companies.business_category',
  'companies.latest_annual_return',
  'companies.latest_balance_sheet',
  'companies.trust_score',
  'companies.trust_level',
  // Provenance (issue 20 #1 #5): where the facts come from and when.
  'companies.data_source',
  'companies.registry_source_file',
  'companies.registry_source_date',
  'companies.created_at',
  // Issue 19: the owner's last change applied at once, for "Updated by the owner on {date}".
  'companies.owner_updated_at',
  'companies.owner_updated_fields',
] as const;

/**
 * A registration staff have not approved is not public (migration 0022): its profile is a 404
 * like an unknown id. A literal, so the statement keeps the id as its only parameter.
 */
const PUBLIC_ONLY = sql<boolean>`companies.review_status = 'live'`;

function profileQuery(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('companies')
    .select(PROFILE_COLUMNS)
    .select((eb) => [
      jsonArrayFrom(brandsOfCompany(eb)).as('brands'),
      jsonObjectFrom(gstOfCompany(eb)).as('gst'),
      jsonArrayFrom(gstnRegistrationsOfCompany(eb)).as('gst_registrations'),
      jsonArrayFrom(directorsOfCompany(eb)).as('directors'),
      // The registry provider's filing dates and charges (issue 41).
      jsonObjectFrom(registryRecordOf(eb)).as('registry_record'),
      jsonArrayFrom(chargesOf(eb)).as('charges'),
      // A reseller's own claim (issue 20 #9); kept apart from brands, which mean ownership.
      jsonArrayFrom(brandCompaniesSoldBy(eb)).as('sells'),
      // Staff moderation (issue 18): a claim waiting for review, and upheld reports.
      hasPendingClaim(eb).as('claim_pending'),
      jsonArrayFrom(upheldReportsOf(eb)).as('upheld_reports'),
      // Fields set by an accepted correction (issue 18), for "correction accepted on {date}".
      jsonArrayFrom(acceptedCorrectionsOf(eb)).as('corrections'),
      // What newer MCA files changed (issue 41), for the "Registry changes" list.
      jsonArrayFrom(registryChangesOf(eb)).as('registry_changes'),
      // The stored score and its history (issue 17), so the page needs no scoring call.
      storedScoreOf(eb).as('score_breakdown'),
      jsonArrayFrom(scoreHistoryOf(eb)).as('score_history'),
      // When the company's own Trustpilot rating was last fetched (enrichment keeps the cache).
      eb
        .selectFrom('trustpilot_ratings')
        .select((inner) => inner.fn.max('trustpilot_ratings.updated_at').as('fetched_at'))
        .whereRef('trustpilot_ratings.company_id', '=', 'companies.id')
        .as('trustpilot_fetched_at'),
    ])
    .where('companies.id', '=', id)
    .where(PUBLIC_ONLY);
}

export type CompanyProfileRow = InferResult<ReturnType<typeof profileQuery>>[number];

// The statement is the same for every id, so it is built and compiled once per database
// handle and then run with the id as its only parameter ($1): building it with kysely on
// every request was the service's largest CPU cost under load. It runs as a prepared
// statement, planned once per connection (see prepared-statements.ts).
const compiledProfiles = new WeakMap<Kysely<Database>, CompiledQuery<CompanyProfileRow>>();

function compiledProfileQuery(db: Kysely<Database>): CompiledQuery<CompanyProfileRow> {
  let compiled = compiledProfiles.get(db);
  if (!compiled) {
    compiled = profileQuery(db, 0).compile();
    if (compiled.parameters.length !== 1) {
      throw new Error(`the profile query must take the id as its only parameter (${compiled.sql})`);
    }
    registerPreparedStatement('company_profile', compiled.sql);
    compiledProfiles.set(db, compiled);
  }
  return compiled;
}

/**
 * The whole profile in one statement: the company row with its brands, GST details and
 * directors as JSON from correlated subqueries (each served by an index). One round trip
 * whatever the number of brands or directors; the profile test counts it.
 */
export async function findCompanyProfile(
  db: Kysely<Database>,
  id: number,
): Promise<CompanyProfileRow | undefined> {
  const { rows } = await db.executeQuery<CompanyProfileRow>({
    ...compiledProfileQuery(db),
    parameters: [id],
  });
  return rows[0];
}
