import type { DirectoryStats } from '@trusthive/contracts';
import { formatCount, joinWithAnd } from '../../lib/format';

/**
 * What the directory holds, as the hero and About state it: '43,915 companies from the MCA
 * registry for Goa, Delhi, Gujarat, Karnataka and Tamil Nadu', and the owner registrations
 * beside them when there are any; null when the directory is empty. Every number comes from
 * GET /api/stats (issue 20).
 */
export function directoryCoverage(stats: DirectoryStats): string | null {
  const companies = (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'company' : 'companies'}`;
  const registered = stats.companies - stats.registryCompanies;
  const owners = registered === 1 ? 'its owner' : 'their owners';
  if (stats.registryCompanies === 0) {
    return registered > 0 ? `${companies(registered)} registered by ${owners}` : null;
  }
  const states = stats.registryStates.length ? ` for ${joinWithAnd(stats.registryStates)}` : '';
  const ownersPart =
    registered > 0 ? `, and ${formatCount(registered)} registered by ${owners}` : '';
  return `${companies(stats.registryCompanies)} from the MCA registry${states}${ownersPart}`;
}
