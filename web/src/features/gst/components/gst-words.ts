import type { GstLookup, GstMatchBasis } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';

// The GST pages' words that the contract defines in English (GST_MESSAGES in gst-rules.ts,
// GST_MATCH_BASIS_TEXT in gst-match.ts). The contract stays as it is: each maps here to a
// `company.gst.*` message whose English is the contract's word for word. The profile's GST
// registrations say the match and source the same way (company/components/gstn-registrations).

const MATCH_BASIS: Record<GstMatchBasis, MessageId> = {
  pan: 'company.gst.match.pan',
  legal_name_and_state: 'company.gst.match.legalNameAndState',
};

/** "matched by PAN", or "matched by PAN, confirmed by TrustHive staff" (gstMatchText). */
export function gstMatchWords(basis: GstMatchBasis, confirmedByStaff: boolean): string {
  const text = t(MATCH_BASIS[basis]);
  return confirmedByStaff ? t('company.gst.match.confirmedByStaff', { basis: text }) : text;
}

/** "Source: GST network via {provider}, last updated by GSTN on {date}, fetched {date}" */
export function gstSourceWords({
  provider,
  updated,
  fetched,
}: {
  provider: string;
  updated: string | null;
  fetched: string;
}): string {
  return updated
    ? t('company.gst.sourceUpdated', { provider, updated, fetched })
    : t('company.gst.source', { provider, fetched });
}

const LOOKUP_NOTICES = {
  checking: 'company.gst.checking',
  notFound: 'company.gst.notFound',
  unavailable: 'company.gst.unavailable',
  off: 'company.gst.off',
} as const satisfies Record<string, MessageId>;

/** What the page says about the lookup itself, above any record it has. */
export function gstLookupNotice(lookup: GstLookup, gaveUp: boolean): string | null {
  switch (lookup.state) {
    case 'found':
      return null;
    case 'checking':
      return t(gaveUp ? LOOKUP_NOTICES.unavailable : LOOKUP_NOTICES.checking);
    case 'not_found':
      return t(LOOKUP_NOTICES.notFound);
    case 'unavailable':
      return t(LOOKUP_NOTICES.unavailable);
    case 'off':
      return t(LOOKUP_NOTICES.off);
  }
}
