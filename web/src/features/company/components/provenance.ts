import type { ReactNode } from 'react';
import type { GstBadge, Provenance, RegistrySource } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { companyStatusWords } from '../../../components/ui/company-status-flag';
import { formatDateGB } from '../../../lib/format';
import { companyStatusTone, type Tone } from './status-tone';

// The words of the badges and source lines, from the verdicts the company service computed
// (issue 20 #1 #5). Nothing is judged here: the SPA only says what the server found. The
// contract's PROVENANCE_MESSAGES are held word for word by the `company.provenance.*` messages.

const dated = (date: string | null) =>
  date ? formatDateGB(date) : t('company.provenance.dateNotRecorded');

/** Where the registry facts come from, as one line. */
export function registrySourceText(registry: RegistrySource): string {
  if (registry.origin === 'mca_file') {
    // Rows imported before files were recorded (migration 0016) have neither.
    if (registry.file === null) return t('company.provenance.mcaFileUnknown');
    return t('company.provenance.mcaFile', {
      file: registry.file,
      date: dated(registry.fileDate),
    });
  }
  if (registry.origin === 'submitted') {
    return t('company.provenance.submittedOn', { date: dated(registry.submittedOn) });
  }
  return t('company.provenance.sample');
}

export function gstSourceText(gst: GstBadge): string {
  if (gst.gstn) {
    const values = { provider: gst.gstn.provider, date: dated(gst.gstn.fetchedOn) };
    return gst.gstn.standIn
      ? t('company.provenance.gstnStandIn', values)
      : t('company.provenance.gstn', values);
  }
  if (gst.checked === 'gst_registration') {
    return t('company.provenance.gstStored', { date: dated(gst.asOf) });
  }
  if (gst.checked === 'company_record') {
    return gst.asOf
      ? t('company.provenance.gstinSubmittedOn', { date: dated(gst.asOf) })
      : t('company.provenance.gstinOnRecord');
  }
  return t('company.provenance.noGst');
}

export interface BadgeView {
  label: string;
  /** The mark's colour: green only for a verified fact. */
  tone: Tone;
  icon: string;
  badge: string;
  /** The badge is the registry's own word (a status), kept from translation. */
  badgeIsRegistry?: boolean;
  detail: string;
  source: string;
  /** The source line as shown, where a name in it is kept from translation (a file's). */
  sourceLine?: ReactNode;
}

export function mcaBadgeView(provenance: Provenance): BadgeView {
  const { mca, registry } = provenance;
  const source = registrySourceText(registry);
  if (mca.verdict === 'verified' && mca.active) {
    return {
      label: t('company.provenance.mcaVerified'),
      tone: 'green',
      icon: '✓',
      badge: t('company.provenance.verified'),
      detail: t('company.provenance.mcaActive'),
      source,
    };
  }
  if (mca.verdict === 'verified') {
    // On MCA's register, but not active: say what MCA records, never a green mark.
    const status = mca.status?.trim();
    // MCA's fixed statuses as every card says them; any other as the registry wrote it.
    const words = status ? (companyStatusWords(status) ?? status) : t('company.status.unknown');
    return {
      label: t('company.provenance.mcaRecord'),
      tone: companyStatusTone(mca.status),
      icon: '!',
      badge: words,
      badgeIsRegistry: Boolean(status) && words === status,
      detail: t('company.provenance.mcaStatus', { status: words }),
      source,
    };
  }
  const detail =
    mca.verdict === 'cin_not_matched'
      ? t('company.provenance.cinNotMatched')
      : mca.verdict === 'no_cin'
        ? t('company.provenance.noCin')
        : t('company.provenance.notFromMca');
  return {
    label: t('company.provenance.mcaVerified'),
    tone: 'grey',
    icon: '–',
    badge: t('company.provenance.notVerified'),
    detail,
    source,
  };
}

const GST_DETAILS: Record<GstBadge['verdict'], MessageId> = {
  verified: 'company.provenance.gst.verified',
  not_confirmed: 'company.provenance.gst.notConfirmed',
  not_active: 'company.provenance.gst.notActive',
  gstn_name_differs: 'company.provenance.gst.nameDiffers',
  malformed: 'company.provenance.gst.malformed',
  check_digit_failed: 'company.provenance.gst.checkDigitFailed',
  pan_differs: 'company.provenance.gst.panDiffers',
  state_differs: 'company.provenance.gst.stateDiffers',
  pan_unknown: 'company.provenance.gst.panUnknown',
  state_unknown: 'company.provenance.gst.stateUnknown',
  none: 'company.provenance.gst.none',
};

export function gstBadgeView(provenance: Provenance): BadgeView {
  const { gst } = provenance;
  const verified = gst.verdict === 'verified';
  return {
    label: t('company.provenance.gstVerified'),
    tone: verified ? 'green' : 'grey',
    icon: verified ? '✓' : '–',
    badge: verified ? t('company.provenance.verified') : t('company.provenance.notVerified'),
    detail: t(GST_DETAILS[gst.verdict]),
    source: gstSourceText(gst),
  };
}

/** One line per rating on record: the provider and when it was fetched. */
export function ratingSourceTexts(provenance: Provenance): string[] {
  return provenance.ratings.map((rating) =>
    rating.fetchedOn
      ? t('company.provenance.ratingFetchedOn', {
          provider: rating.provider,
          date: formatDateGB(rating.fetchedOn),
        })
      : t('company.provenance.ratingFetched', { provider: rating.provider }),
  );
}
