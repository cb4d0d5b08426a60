import type { ReactNode } from 'react';
import { t, type MessageId } from '../../i18n';
import { T } from '../../i18n/trans';
import { statusNode } from './status-words';

// Shared by the profile and every company card's verdict line (issue 44).
// A red flag's title is written in English by the scoring rules (services/scoring, rules
// trust-score.ts) and carries no code; the verdict repeats it without its full stop. Each
// wording the rules write maps here to a `common.redFlags.*` message holding the same English
// word for word, with the registry's own words (a status, a state) kept from translation. A
// title of any other shape is shown as it was sent.

const kept = (text: string) => <span translate="no">{text}</span>;

const GSTIN_LABELS: Record<string, MessageId> = {
  "The GST number on the company's record": 'common.redFlags.gstinOnRecord',
  "The GST registration's GSTIN": 'common.redFlags.gstinOfRegistration',
};

const FILINGS: Record<string, MessageId> = {
  'Balance sheet': 'common.redFlags.balanceSheetOverdue',
  'Annual return': 'common.redFlags.annualReturnOverdue',
};

const COMPANY_STATUS_ENDINGS: Record<string, MessageId> = {
  'The company is not active': 'common.redFlags.statusNotActive',
  'The company is in a corporate insolvency resolution process': 'common.redFlags.statusInsolvency',
  "MCA does not accept the company's filings until it complies": 'common.redFlags.statusRestricted',
};

/** The GST network's statuses a red flag names (lower case, as the rules write them). */
const GST_STATUSES: Record<string, MessageId> = {
  cancelled: 'common.redFlags.gst.cancelled',
  suspended: 'common.redFlags.gst.suspended',
  inactive: 'common.redFlags.gst.inactive',
};

function words(title: string): ReactNode | null {
  if (title === 'A report about this company was upheld by the TrustHive team') {
    return t('common.redFlags.reportUpheld');
  }
  const filing =
    /^(Balance sheet|Annual return) not filed for (\d+) years: the last on record is for (\d{4}-\d{2})$/.exec(
      title,
    );
  if (filing?.[1] && FILINGS[filing[1]]) {
    return t(FILINGS[filing[1]]!, { count: Number(filing[2]), year: filing[3] });
  }
  const status = /^Company status: (.+?)(?:\. (.+))?$/.exec(title);
  if (status?.[1]) {
    const words = statusNode(status[1]);
    if (!status[2]) return <T id="common.redFlags.status" values={{ status: words }} />;
    const id = COMPANY_STATUS_ENDINGS[status[2]];
    if (id) return <T id={id} values={{ status: words }} />;
  }
  const gstin = /^(.+) (fails its check digit|carries a PAN other than the company's)$/.exec(title);
  const label = gstin?.[1] ? GSTIN_LABELS[gstin[1]] : undefined;
  if (gstin && label) {
    return t(
      gstin[2] === 'fails its check digit'
        ? 'common.redFlags.gstinCheckDigit'
        : 'common.redFlags.gstinOtherPan',
      { label: t(label) },
    );
  }
  const gst = /^GST registration(?: in (.+))? (\S+) per the GST network$/.exec(title);
  if (gst?.[2]) {
    const statusId = GST_STATUSES[gst[2]];
    const gstStatus = statusId ? t(statusId) : kept(gst[2]);
    return gst[1] ? (
      <T id="common.redFlags.gstNotActiveIn" values={{ state: kept(gst[1]), status: gstStatus }} />
    ) : (
      <T id="common.redFlags.gstNotActive" values={{ status: gstStatus }} />
    );
  }
  return null;
}

/**
 * A red flag's title (with or without its full stop) in the page's language, or null for a
 * title of another shape.
 */
export function knownRedFlagWords(title: string): ReactNode | null {
  const stop = title.endsWith('.');
  const found = words(stop ? title.slice(0, -1) : title);
  if (found === null) return null;
  return stop ? <>{found}.</> : found;
}

/** A red flag's title (with or without its full stop) in the page's language. */
export function redFlagWords(title: string): ReactNode {
  return knownRedFlagWords(title) ?? title;
}
