import {
  PROVENANCE_MESSAGES,
  type GstBadge,
  type Provenance,
  type RegistrySource,
} from '@trusthive/contracts';
import { formatDateGB } from '../../../lib/format';
import { companyStatusTone, type Tone } from './status-tone';

// The words of the badges and source lines, from the verdicts the company service computed
// (issue 20 #1 #5). Nothing is judged here: the SPA only says what the server found.

const dated = (date: string | null) => (date ? formatDateGB(date) : 'date not recorded');

/** Where the registry facts come from, as one line. */
export function registrySourceText(registry: RegistrySource): string {
  if (registry.origin === 'mca_file') {
    // Rows imported before files were recorded (migration 0016) have neither.
    if (registry.file === null) return `Source: ${PROVENANCE_MESSAGES.mcaFile(null)}`;
    return `Source: ${PROVENANCE_MESSAGES.mcaFile(registry.file)}, dated ${dated(registry.fileDate)}`;
  }
  if (registry.origin === 'submitted') {
    return `${PROVENANCE_MESSAGES.submitted} on ${dated(registry.submittedOn)}`;
  }
  return 'Source: generated sample data, not MCA records';
}

export function gstSourceText(gst: GstBadge): string {
  if (gst.gstn) {
    const standIn = gst.gstn.standIn ? ' (a stand-in server for testing, not GSTN)' : '';
    return `Source: GST network via ${gst.gstn.provider}${standIn}, fetched on ${dated(gst.gstn.fetchedOn)}`;
  }
  if (gst.checked === 'gst_registration') {
    return `Source: GST registration details, stored on ${dated(gst.asOf)}`;
  }
  if (gst.checked === 'company_record') {
    return gst.asOf
      ? `Source: GSTIN ${PROVENANCE_MESSAGES.submitted.toLowerCase()} on ${dated(gst.asOf)}`
      : 'Source: GSTIN on the company record, date not recorded';
  }
  return 'Source: no GST data has been received for this company';
}

export interface BadgeView {
  label: string;
  /** The mark's colour: green only for a verified fact. */
  tone: Tone;
  icon: string;
  badge: string;
  detail: string;
  source: string;
}

export function mcaBadgeView(provenance: Provenance): BadgeView {
  const { mca, registry } = provenance;
  const source = registrySourceText(registry);
  if (mca.verdict === 'verified' && mca.active) {
    return {
      label: PROVENANCE_MESSAGES.mcaVerified,
      tone: 'green',
      icon: '✓',
      badge: 'Verified',
      detail: 'On the Ministry of Corporate Affairs register, status Active',
      source,
    };
  }
  if (mca.verdict === 'verified') {
    // On MCA's register, but not active: say what MCA records, never a green mark.
    const status = mca.status?.trim() || 'Unknown status';
    return {
      label: 'MCA Record',
      tone: companyStatusTone(mca.status),
      icon: '!',
      badge: status,
      detail: `MCA records this company's status as: ${status}`,
      source,
    };
  }
  const detail =
    mca.verdict === 'cin_not_matched'
      ? PROVENANCE_MESSAGES.cinNotMatched
      : mca.verdict === 'no_cin'
        ? 'No corporate registration on record'
        : 'Not from MCA records';
  return {
    label: PROVENANCE_MESSAGES.mcaVerified,
    tone: 'grey',
    icon: '–',
    badge: 'Not Verified',
    detail,
    source,
  };
}

const GST_DETAILS: Record<GstBadge['verdict'], string> = {
  verified: "The GST network lists this GSTIN as Active under the company's legal name",
  not_confirmed: 'GSTIN submitted, not yet confirmed with the GST network',
  not_active: 'The GST network does not list this GSTIN as active',
  gstn_name_differs: "The GST network lists this GSTIN under another legal name than the company's",
  malformed: 'The GSTIN on record is not in the GSTIN format',
  check_digit_failed: "The GSTIN's check digit does not match: the number on record has an error",
  pan_differs: "The GSTIN belongs to a different PAN from the company's",
  state_differs: "The GSTIN's state code is not the company's registered state",
  pan_unknown: 'GSTIN check digit valid; no PAN on record to compare it with',
  state_unknown: 'GSTIN check digit valid; no registered state on record to compare it with',
  none: 'No GST registration on record',
};

export function gstBadgeView(provenance: Provenance): BadgeView {
  const { gst } = provenance;
  const verified = gst.verdict === 'verified';
  return {
    label: PROVENANCE_MESSAGES.gstVerified,
    tone: verified ? 'green' : 'grey',
    icon: verified ? '✓' : '–',
    badge: verified ? 'Verified' : 'Not Verified',
    detail: GST_DETAILS[gst.verdict],
    source: gstSourceText(gst),
  };
}

/** One line per rating on record: the provider and when it was fetched. */
export function ratingSourceTexts(provenance: Provenance): string[] {
  return provenance.ratings.map(
    (rating) =>
      `${rating.provider} rating, fetched ${rating.fetchedOn ? `on ${formatDateGB(rating.fetchedOn)}` : '(date not recorded)'}`,
  );
}
