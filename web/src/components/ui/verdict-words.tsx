import type { ReactNode } from 'react';
import { currentLocale, t, type MessageId } from '../../i18n';
import { T } from '../../i18n/trans';
import { knownRedFlagWords } from './red-flag-words';
import { englishMonthNumber } from '../../lib/english-months';
import { statusNode } from './status-words';

// The verdict's parts arrive as the scoring rules wrote them, in English (services/contracts
// verdict.ts), and a card's carry no code: each part is read back by the shape of its words,
// the few the rules write, and said again in the page's language. A part of another shape
// is shown as it came.

const FIXED: Record<string, MessageId> = {
  Active: 'common.status.active',
  'Registered with MCA': 'common.verdict.registered',
  'Not yet matched with MCA records': 'common.verdict.notMatched',
  'status not on record': 'common.verdict.statusUnknown',
  'no red flags': 'common.verdict.noRedFlags',
  'GST not checked': 'common.verdict.gstNotChecked',
  'GST active': 'common.verdict.gstActive',
  'GSTIN not yet confirmed with the GST network': 'common.verdict.gstNotConfirmed',
  'no reviews yet': 'common.verdict.noReviews',
};

const PATTERNS: readonly [RegExp, (match: RegExpExecArray) => ReactNode][] = [
  [
    /^Registered with MCA since (\d{4})$/,
    ([, year]) => t('common.verdict.registeredSince', { year }),
  ],
  [/^GST active since (\d{4})$/, ([, year]) => t('common.verdict.gstActiveSince', { year })],
  [
    /^(\d+) reports? upheld by TrustHive$/,
    ([, count]) => t('common.verdict.upheldReports', { count: Number(count), n: count }),
  ],
  [
    /^rated (\d+(?:\.\d+)?) from (\d+) reviews?$/,
    ([, rating, count]) =>
      t('common.verdict.ratedFromReviews', { rating, count: Number(count), n: count }),
  ],
  [/^rated (\d+(?:\.\d+)?)$/, ([, rating]) => t('common.verdict.rated', { rating })],
  [
    /^(.+) per MCA records of (\w+) (\d{4})$/,
    ([, status = '', month = '', year]) => {
      const index = englishMonthNumber(month) - 1;
      if (index < 0) return null;
      const monthWords = `${t(`common.month.${index + 1}` as MessageId)} ${year}`;
      return (
        <T
          id="common.verdict.statusAsOf"
          values={{ status: statusNode(status), month: monthWords }}
        />
      );
    },
  ],
  [
    /^(.+) per MCA records$/,
    ([, status = '']) => (
      <T id="common.verdict.statusPerMca" values={{ status: statusNode(status) }} />
    ),
  ],
  [
    // The entity type is the registrant's own choice of words.
    /^(.+), not an MCA-registered company$/,
    ([, entity]) => (
      <T
        id="common.verdict.notMcaCompany"
        values={{ entity: <span translate="no">{entity}</span> }}
      />
    ),
  ],
];

/** A verdict part's words in the page's language; in English, exactly as they came. */
export function verdictPartWords(text: string): ReactNode {
  if (currentLocale() === 'en') return text;
  const fixed = FIXED[text];
  if (fixed) return t(fixed);
  for (const [pattern, words] of PATTERNS) {
    const match = pattern.exec(text);
    const said = match ? words(match) : null;
    if (said) return said;
  }
  // A red flag's own title (a card's verdict names the first one).
  return knownRedFlagWords(text) ?? text;
}
