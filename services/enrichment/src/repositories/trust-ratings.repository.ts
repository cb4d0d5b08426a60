import { sql, type Kysely } from 'kysely';
import { preferredRating, type Database } from '@trusthive/platform';
import type { EnrichmentCompany } from './companies.repository';

// trustpilot_ratings, spec §3 "Trust rating cache" and §7: read by the one rule of which rating
// is a company's (platform's preferredRating); write by upsert on company_id.

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
  const { rows } = await preferredRating({
    id: sql`${company.id}`,
    name: sql`${company.name}`,
    domainName: sql`${company.domainName}`,
  }).execute(db);
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
