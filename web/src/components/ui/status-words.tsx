import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n';
import { companyStatusWords, statusText } from './company-status-flag';

/** The verdict's easier spellings of a status (verdict.ts statusWords). */
const STATUS_PHRASES: Record<string, MessageId> = {
  'Struck off': 'common.status.struckOff',
  'Being struck off': 'common.status.beingStruckOff',
  'Under insolvency resolution (CIRP)': 'common.status.underCirp',
};

/** A status in the page's words, or the registry's own, marked untranslated. */
export function statusNode(status: string): ReactNode {
  const phrase = STATUS_PHRASES[status];
  const words = phrase ? statusText(phrase) : companyStatusWords(status);
  return words ?? <span translate="no">{status}</span>;
}
