import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

// The home page's lists and the directory's counts. Synthetic rows (benchmark data) are never
// shown to visitors, nor counted; nor are registrations staff have not approved (0022).

/**
 * How many of the trust score's data blocks had data, 0 to 3, read from the stored columns:
 * a GST number on record (the GST block), a rating on record (online reputation: a Google or
 * third-party rating in companies.ratings) and brands on record (brand authorization). The
 * registry, profile and red-flag blocks are left out: every listed company has them, so they
 * rank nothing. An approximation of the score's own coverage, cheap enough to sort by.
 */
export const dataCoverage = sql<number>`(
  (companies.gst_number is not null)::int
  + coalesce(jsonb_typeof(companies.ratings -> 'google') = 'number'
             or jsonb_typeof(companies.ratings -> 'trustpilot') = 'number', false)::int
  + (exists (select 1 from brands where brands.company_id = companies.id))::int
)`;

/**
 * The top companies: by stored score, then by data coverage, then by paid-up capital; name and
 * id only settle exact ties so the list is stable. The scores are read from companies_trust_score
 * (trust_score desc nulls last, id): first the limit-th best score, then only the companies at
 * or above it are ranked, so the sort never sees more than the top score tiers.
 */
export async function findTopCompanies(db: Kysely<Database>, limit: number) {
  const ranked = (qb: Kysely<Database>) =>
    qb
      .selectFrom('companies')
      .where('trust_score', 'is not', null)
      .where('data_source', '<>', 'synthetic')
      .where('review_status', '=', 'live');
  const cutoff = ranked(db)
    .select('trust_score')
    .orderBy('trust_score', (order) => order.desc().nullsLast())
    .orderBy('id')
    .offset(limit - 1)
    .limit(1);
  return ranked(db)
    .select([
      'id',
      'company_name',
      'trust_score',
      'trust_level',
      'verdict',
      'company_status',
      'company_state_code',
      'logo',
    ])
    .select(dataCoverage.as('coverage'))
    .where('trust_score', '>=', sql<number>`coalesce((${cutoff}), 0)`)
    .orderBy('trust_score', 'desc')
    .orderBy('coverage', 'desc')
    .orderBy('paid_up_capital', (order) => order.desc().nullsLast())
    .orderBy('company_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findHotBrands(db: Kysely<Database>, limit: number) {
  return (
    db
      .selectFrom('brands')
      .innerJoin('companies', 'companies.id', 'brands.company_id')
      .select([
        'brands.brand_name',
        'brands.company_id',
        'companies.company_name',
        'brands.logo_url',
      ])
      .where('companies.review_status', '=', 'live')
      // Only companies matched to the MCA registry (issue 36): imported from an MCA file, or a
      // self-registration whose CIN a file carried. Never one known only from its own word.
      .where((eb) =>
        eb.or([
          eb('companies.data_source', '=', 'registry'),
          eb.and([
            eb('companies.data_source', '=', 'registration'),
            eb('companies.registry_source_file', 'is not', null),
          ]),
        ]),
      )
      .orderBy('companies.trust_score', (order) => order.desc().nullsLast())
      .orderBy('brands.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/**
 * The listed companies by where their facts come from and their state: one pass over
 * companies (a few hundred milliseconds at 10 lakh rows), which is why the route keeps the
 * answer for minutes.
 */
export async function countCompaniesBySourceAndState(db: Kysely<Database>) {
  return db
    .selectFrom('companies')
    .select(['data_source', 'company_state_code'])
    .select((eb) => eb.fn.countAll<number>().as('company_count'))
    .where('data_source', '<>', 'synthetic')
    .where('review_status', '=', 'live')
    .groupBy(['data_source', 'company_state_code'])
    .execute();
}

/**
 * A cheap token that changes whenever the counts may have: the latest write to companies (an
 * index-only read of companies_updated_at; inserts, imports and edits all set updated_at) and
 * the category totals' sum (kept by trigger, so a delete moves it too).
 */
export async function readCompaniesVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ version: string }>`
    select concat_ws('/',
      (select max(updated_at) from companies),
      (select sum(company_count) from category_totals)) as version
  `.execute(db);
  return result.rows[0]?.version ?? '';
}
