import { sql, type RawBuilder } from 'kysely';

// Spec §7, "Read trustpilot_ratings by company_name, falling back to domain_name": which cached
// third-party rating is a company's. Written once, here, for every reader (the trust score's
// inputs in scoring, the enrichment state in enrichment); each branch has its own index.

export interface PreferredRatingRow {
  trust_score: number;
  review_count: number;
  rating_source: string | null;
  updated_at: Date;
}

/**
 * The company's rating: the row tied to its id, else a row tied to no company under its name
 * (case-insensitive), else one under its domain. A row without a score is no rating and is
 * passed over. Each part is a column reference or a parameter; one row at most.
 */
export function preferredRating(company: {
  id: RawBuilder<unknown>;
  name: RawBuilder<unknown>;
  domainName: RawBuilder<unknown>;
}): RawBuilder<PreferredRatingRow> {
  return sql<PreferredRatingRow>`
    select t.trust_score, t.review_count, t.rating_source, t.updated_at from (
      select trust_score, review_count, rating_source, updated_at, 1 as preference
        from trustpilot_ratings where company_id = ${company.id}
      union all
      select trust_score, review_count, rating_source, updated_at, 2
        from trustpilot_ratings
        where lower(company_name) = lower(${company.name}) and company_id is null
      union all
      select trust_score, review_count, rating_source, updated_at, 3
        from trustpilot_ratings
        where ${company.domainName}::text is not null
          and lower(domain_name) = lower(${company.domainName}) and company_id is null
    ) t
    where t.trust_score is not null
    order by t.preference
    limit 1`;
}
