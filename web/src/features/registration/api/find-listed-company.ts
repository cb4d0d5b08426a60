import { searchResponseSchema } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * The listed company with exactly this CIN, or null: step 1 asks before the visitor fills in
 * three more steps, and offers the claim as the final check (409) does. A failed lookup is
 * null too: the submit still checks, so this only saves the visitor time.
 */
export async function findListedCompanyByCin(
  cin: string,
  signal?: AbortSignal,
): Promise<{ id: number; name: string } | null> {
  try {
    const { results } = await apiClient.get('/search', {
      query: { q: cin, type: 'cin', page: 1 },
      signal,
      schema: searchResponseSchema,
    });
    const match = results.find((result) => result.cin?.toUpperCase() === cin.toUpperCase());
    return match ? { id: match.id, name: match.name } : null;
  } catch {
    return null;
  }
}
