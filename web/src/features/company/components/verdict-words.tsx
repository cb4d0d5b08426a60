import type { ReactNode } from 'react';
import type { VerdictPart, VerdictPartCode, VerdictTone } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { companyStatusWords } from '../../../components/ui/company-status-flag';
import { redFlagWords } from '../../../components/ui/red-flag-words';

// The verdict's words come from the contract (services/contracts/src/verdict.ts) in English,
// with a code for each part "so another language can say it too". The contract stays as it
// is: each code maps here to a `company.verdict.*` message whose English is the contract's
// text word for word, and the values inside it (a year, a count, the registry's own status) are
// read back from the part. A part whose shape is not the expected one shows the contract's own
// words, so an unforeseen wording is never lost.

/** Said to a screen-reader user before the line (the card's VerdictLine says the same). */
export const VERDICT_TONE_LABEL: Record<VerdictTone, MessageId> = {
  red: 'company.verdict.tone.red',
  amber: 'company.verdict.tone.amber',
  green: 'company.verdict.tone.green',
  grey: 'company.verdict.tone.grey',
};

/** The parts whose words never change (contract text → id). */
const FIXED: Partial<Record<VerdictPartCode, { text: string; id: MessageId }>> = {
  registered: { text: 'Registered with MCA', id: 'company.verdict.registered' },
  'not-matched': { text: 'Not yet matched with MCA records', id: 'company.verdict.notMatched' },
  'status-active': { text: 'Active', id: 'company.verdict.statusActive' },
  'status-unknown': { text: 'status not on record', id: 'company.verdict.statusUnknown' },
  'no-red-flags': { text: 'no red flags', id: 'company.verdict.noRedFlags' },
  'gst-not-confirmed': {
    text: 'GSTIN not yet confirmed with the GST network',
    id: 'company.verdict.gstNotConfirmed',
  },
  'gst-not-checked': { text: 'GST not checked', id: 'company.verdict.gstNotChecked' },
  'no-reviews': { text: 'no reviews yet', id: 'company.verdict.noReviews' },
};

/** The contract's plainer words for some registry statuses (statusWords in verdict.ts). */
const STATUS_WORDS: Record<string, MessageId> = {
  'Struck off': 'company.verdict.status.struckOff',
  'Being struck off': 'company.verdict.status.beingStruckOff',
  'Under insolvency resolution (CIRP)': 'company.verdict.status.insolvency',
};

/** Where a part's fact comes from, for the sources the contract names itself. */
const SOURCES: Record<string, MessageId> = {
  'MCA company master data': 'company.verdict.source.mca',
  "The company's registration on TrustHive": 'company.verdict.source.registration',
  'TrustHive reports': 'company.verdict.source.reports',
  'TrustHive red-flag checks': 'company.verdict.source.redFlagChecks',
  'No GSTIN on record': 'company.verdict.source.noGstin',
  'No rating on record': 'company.verdict.source.noRating',
  // The red flags' sources (services/scoring, rules trust-score.ts).
  "The company's record": 'company.verdict.source.companyRecord',
  'GST registration details': 'company.verdict.source.gstRegistration',
  'Generated sample data': 'company.verdict.source.sample',
};

/** Registry words, never translated. */
const kept = (text: string) => <span translate="no">{text}</span>;

/** 'YYYY-MM-DD' → "May 2025" in the page's language (the contract's monthOfDate). */
export function monthYear(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})-\d{2}$/.exec(date) : null;
  if (!match) return null;
  return t('company.verdict.monthYear', { month: `m${Number(match[2])}`, year: match[1] });
}

/**
 * A registry status in the verdict's words: the contract's plainer words, MCA's fixed statuses
 * as every card says them, or the registry's own, kept from translation.
 */
export function statusNode(words: string): ReactNode {
  const id = STATUS_WORDS[words];
  // CIRP, the insolvency process's acronym, is the same in every language.
  if (id) return t(id, { acronym: 'CIRP' });
  return companyStatusWords(words) ?? kept(words);
}

/** A part's words in the page's language. */
export function verdictPartWords(part: Pick<VerdictPart, 'code' | 'text' | 'date'>): ReactNode {
  const fixed = FIXED[part.code];
  if (fixed && part.text === fixed.text) return t(fixed.id);
  const text = part.text;
  switch (part.code) {
    case 'registered-since': {
      const year = /^Registered with MCA since (\d{4})$/.exec(text)?.[1];
      if (year) return t('company.verdict.registeredSince', { year });
      break;
    }
    case 'not-mca-company': {
      const type = /^(.*), not an MCA-registered company$/.exec(text)?.[1];
      if (type === 'Business') return t('company.verdict.notMcaCompanyBusiness');
      if (type) return <T id="company.verdict.notMcaCompany" values={{ type: kept(type) }} />;
      break;
    }
    case 'status-closed':
    case 'status-insolvency':
    case 'status-dormant':
    case 'status-restricted': {
      const match = /^(.*?) per MCA records(?: of (.+))?$/.exec(text);
      if (!match?.[1]) break;
      const status = statusNode(match[1]);
      const month = match[2] ? monthYear(part.date) : null;
      return month ? (
        <T id="company.verdict.statusPerMcaOf" values={{ status, month }} />
      ) : (
        <T id="company.verdict.statusPerMca" values={{ status }} />
      );
    }
    case 'upheld-reports': {
      const count = /^(\d+) reports? upheld by TrustHive$/.exec(text)?.[1];
      if (count) return t('company.verdict.upheldReports', { count: Number(count) });
      break;
    }
    case 'gst-active': {
      if (text === 'GST active') return t('company.verdict.gstActive');
      const year = /^GST active since (\d{4})$/.exec(text)?.[1];
      if (year) return t('company.verdict.gstActiveSince', { year });
      break;
    }
    case 'rated': {
      const match = /^rated (\d+(?:\.\d)?)(?: from (\d+) reviews?)?$/.exec(text);
      if (!match?.[1]) break;
      return match[2]
        ? t('company.verdict.ratedFrom', { value: match[1], count: Number(match[2]) })
        : t('company.verdict.rated', { value: match[1] });
    }
    case 'gstin-failed-check':
    case 'gst-not-active':
    case 'filings-overdue':
      // A red flag's title, without its full stop.
      return redFlagWords(text);
    default:
      break;
  }
  return text;
}

/**
 * A source as an element: the contract's own in the page's language; a provider's or any other
 * name as it was sent, kept from translation.
 */
export function sourceNode(source: string): ReactNode {
  const id = SOURCES[source];
  if (id) return t(id);
  const provider = /^MCA data via (.+)$/.exec(source)?.[1];
  if (provider) {
    return <T id="company.verdict.source.mcaVia" values={{ provider: kept(provider) }} />;
  }
  return kept(source);
}
