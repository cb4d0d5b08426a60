import type { SearchResponse } from '@trusthive/contracts';
import { paths } from '../../config/paths';

/**
 * Where a search for a GSTIN is answered (issue 40): the profile of the one company holding it,
 * or, when none does, the number's GST record page (which also says a wrong check character).
 * Null for anything else: a PAN, or a GSTIN several companies hold, is a results list.
 */
export function taxIdDestination(data: SearchResponse): string | null {
  const { taxId } = data;
  if (taxId?.kind !== 'gstin' || data.page !== 1) return null;
  if (data.total === 0) return paths.gstin.getHref(taxId.value);
  const only = data.total === 1 ? data.results[0] : undefined;
  return only ? paths.company.getHref(String(only.id)) : null;
}
