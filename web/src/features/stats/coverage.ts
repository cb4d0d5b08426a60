import type { DirectoryStats } from '@trusthive/contracts';
import { t, type MessageId, type MessageValues } from '../../i18n';
import { formatCount } from '../../lib/format';

/** A coverage sentence before its states are filled in: the message, its values, the states. */
export type CoverageMessage = { id: MessageId; values: MessageValues; states: readonly string[] };

const companies = (count: number) => t('browse.companies', { count, n: formatCount(count) });

/**
 * What the directory holds, as the hero and About state it: '43,915 companies from the MCA
 * registry for Goa, Delhi, Gujarat, Karnataka and Tamil Nadu', and the owner registrations
 * beside them when there are any; null when the directory is empty. Every number comes from
 * GET /api/stats (issue 20). The states are the registry's names, left to the caller to join
 * (as text here, as untranslated elements on a page).
 */
export function coverageMessage(stats: DirectoryStats): CoverageMessage | null {
  const registered = stats.companies - stats.registryCompanies;
  const owners = { count: registered, n: formatCount(registered) };
  const states = stats.registryStates;
  if (stats.registryCompanies === 0) {
    return registered > 0 ? { id: 'browse.stats.ownersOnly', values: owners, states } : null;
  }
  const values: MessageValues = { companies: companies(stats.registryCompanies) };
  if (registered > 0) values.owners = t('browse.stats.ownersTail', owners);
  const id: MessageId = states.length
    ? registered > 0
      ? 'browse.stats.registryStatesOwners'
      : 'browse.stats.registryStates'
    : registered > 0
      ? 'browse.stats.registryOwners'
      : 'browse.stats.registry';
  return { id, values, states };
}

/** "A, B and C" in the page's language. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('browse.list.and', { head: items.slice(0, -1).join(', '), last: items.at(-1) });
}

/** The coverage sentence as plain text. */
export function directoryCoverage(stats: DirectoryStats): string | null {
  const message = coverageMessage(stats);
  if (!message) return null;
  return t(message.id, { ...message.values, states: joinWithAnd(message.states) });
}
