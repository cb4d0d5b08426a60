import type { DirectoryStats } from '@trusthive/contracts';
import { formatCount, joinWithAnd } from '../../lib/format';

/**
 * What the directory holds, as the hero and About state it: '43,915 companies from the MCA
 * registry for Goa, Delhi, Gujarat, Karnataka and Tamil Nadu', and the owner registrations
 * beside them when there are any. Every number comes from GET /api/stats (issue 20).
 */
export function directoryCoverage(stats: DirectoryStats): string {
  const registry = `${formatCount(stats.registryCompanies)} ${
    stats.registryCompanies === 1 ? 'company' : 'companies'
  } from the MCA registry`;
  const states = stats.registryStates.length ? ` for ${joinWithAnd(stats.registryStates)}` : '';
  const registered = stats.companies - stats.registryCompanies;
  const owners =
    registered > 0
      ? `, and ${formatCount(registered)} registered by ${registered === 1 ? 'its owner' : 'their owners'}`
      : '';
  return `${registry}${states}${owners}`;
}
