import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import type { EnrichmentCompany } from './companies.repository';

// trustpilot_ratings, spec §3 "Trust rating cache" and §7: read by company, else by
// company_name (case-insensitive), else by domain_name; write by upsert on company_id.

export interface StoredRating {
  score: number;
  reviewCount: number;
  source: string;
  updatedAt: Date;
}

export async function findStoredRating(
  db: Kysely<Database>,
  company: EnrichmentCompany,
): Promise<StoredRating | undefined> {
  const { rows } = await sql<{
    trust_score: number;
    review_count: number;
    rating_source: string | null;
    updated_at: Date;
  }>`
    select trust_score, review_count, rating_source, updated_at from (
      select *, 1 as preference from trustpilot_ratings where company_id = ${company.id}
      union all
      select *, 2 from trustpilot_ratings
        where lower(company_name) = lower(${company.name}) and company_id is null
      union all
      select *, 3 from trustpilot_ratings
        where ${company.domainName}::text is not null
          and lower(domain_name) = lower(${company.domainName}) and company_id is null
    ) t
    where trust_score is not null
    order by preference
    limit 1
  `.execute(db);
  const row = rows[0];
  return row
    ? {
        score: Number(row.trust_score),
        reviewCount: row.review_count,
        source: row.rating_source ?? 'trustpilot',
        updatedAt: row.updated_at,
      }
    : undefined;
}

export async function upsertRating(
  db: Kysely<Database>,
  company: EnrichmentCompany,
  rating: { score: number; reviewCount: number | null; source: string },
): Promise<StoredRating> {
  const row = await db
    .insertInto('trustpilot_ratings')
    .values({
      company_id: company.id,
      company_name: company.name,
      trust_score: rating.score,
      review_count: rating.reviewCount ?? 0,
      rating_source: rating.source,
      domain_name: company.domainName,
    })
    .onConflict((conflict) =>
      conflict.column('company_id').doUpdateSet((eb) => ({
        company_name: eb.ref('excluded.company_name'),
        trust_score: eb.ref('excluded.trust_score'),
        review_count: eb.ref('excluded.review_count'),
        rating_source: eb.ref('excluded.rating_source'),
        domain_name: eb.ref('excluded.domain_name'),
        updated_at: sql`now()`,
      })),
    )
    .returning(['trust_score', 'review_count', 'rating_source', 'updated_at'])
    .executeTakeFirstOrThrow();
  return {
    score: Number(row.trust_score),
    reviewCount: row.review_count,
    source: row.rating_source ?? rating.source,
    // kysely types a returned column as its insert type; pg gives a Date.
    updatedAt: new Date(row.updated_at as unknown as Date),
  };
}
