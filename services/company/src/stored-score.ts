import { trustScoreSchema, type TrustScore } from '@trusthive/contracts';
import { toScoreHistoryEntry } from '@trusthive/platform';
import type { CompanyProfileRow } from './repositories/company.repository';

// The profile's trust score (issue 17): what the scoring worker stored at the company's last
// change, read in the profile's own statement instead of a second call that computes it again.

const breakdownSchema = trustScoreSchema.omit({ history: true });

/**
 * The stored score with its history, or null when the company has none yet or the stored
 * breakdown is not of this contract's shape (stored by rules older than this build): the page
 * then asks the trust-score route, which computes it, rather than showing a wrong breakdown.
 */
export function storedTrustScore(row: CompanyProfileRow): TrustScore | null {
  if (row.score_breakdown === null) return null;
  const parsed = breakdownSchema.safeParse(row.score_breakdown);
  if (!parsed.success || parsed.data.companyId !== row.id) return null;
  return {
    ...parsed.data,
    history: row.score_history.map(toScoreHistoryEntry),
  };
}
