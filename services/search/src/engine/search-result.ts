import {
  directoryCategoryOf,
  storedCardVerdict,
  storedTrustLevel,
  type SearchResult,
} from '@trusthive/contracts';
import type { SearchRow } from '../repositories/search-rows';

/** A company row as the results card shows it (spec §3 "Search result view model"). */
export function toSearchResult(row: SearchRow): SearchResult {
  const location = [row.city, row.company_state_code]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    id: row.id,
    name: row.company_name,
    description: row.description,
    category: directoryCategoryOf(row.industrial_classification, row.business_category),
    location: location || null,
    cin: row.cin,
    ratings: {
      google: numberOrNull(row.ratings?.google),
      trustpilot: numberOrNull(row.ratings?.trustpilot),
    },
    verified: row.is_verified,
    status: row.company_status ?? null,
    trustScore: row.trust_score ?? null,
    trustLevel: storedTrustLevel(row.trust_level),
    verdict: storedCardVerdict(row.verdict),
    brandName: row.brand_name,
  };
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
