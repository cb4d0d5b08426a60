import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import {
  gstStatusBarsCharging,
  isActiveGstStatus,
  type GstRegistration,
} from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatDateIN, formatDateTimeIN } from '../../../lib/format';
import { gstMatchWords, gstSourceWords } from './gst-words';

export { gstLookupNotice } from './gst-words';

// The facts of a GST registration as GSTN describes them (issue 40), with where they come
// from and when: the page a visitor reaches with the GSTIN on their invoice.

/** The GST network's statuses in the page's language (cancelled: the glossary's word). */
const GST_STATUS_WORDS: Record<string, MessageId> = {
  active: 'company.gst.status.active',
  cancelled: 'company.gst.status.cancelled',
  suspended: 'company.gst.status.suspended',
  inactive: 'company.gst.status.inactive',
};
/** The same as a label, where GSTN wrote the status in just these words. */
const GST_STATUS_LABELS: Record<string, MessageId> = {
  Active: 'company.gst.statusLabel.active',
  Cancelled: 'company.gst.statusLabel.cancelled',
  Suspended: 'company.gst.statusLabel.suspended',
  Inactive: 'company.gst.statusLabel.inactive',
};

/** The status as GSTN wrote it: in the page's language when known, else kept as it is. */
function statusWord(status: string, lower: boolean): ReactNode {
  const id = lower ? GST_STATUS_WORDS[status.toLowerCase()] : GST_STATUS_LABELS[status];
  if (id) return t(id);
  return <span translate="no">{lower ? status.toLowerCase() : status}</span>;
}

export function GstStatusLine({ registration }: { registration: GstRegistration }) {
  const warning = gstStatusBarsCharging(registration.status);
  const cancelledOn =
    registration.cancelledOn && registration.status.toLowerCase() === 'cancelled'
      ? formatDateIN(registration.cancelledOn)
      : null;
  const since =
    !cancelledOn && registration.registeredOn && isActiveGstStatus(registration.status)
      ? formatDateIN(registration.registeredOn)
      : null;
  return (
    <p
      className={`gst-status ${warning ? 'gst-status--warning' : 'gst-status--ok'}`}
      role={warning ? 'alert' : undefined}
      data-testid="gst-status"
    >
      {warning ? (
        <T
          id={cancelledOn ? 'company.gst.warningOn' : 'company.gst.warning'}
          values={{ status: statusWord(registration.status, true), date: cancelledOn }}
        />
      ) : cancelledOn ? (
        <T
          id="company.gst.statusOn"
          values={{ status: statusWord(registration.status, false), date: cancelledOn }}
        />
      ) : since ? (
        <T
          id="company.gst.statusSince"
          values={{ status: statusWord(registration.status, false), date: since }}
        />
      ) : (
        statusWord(registration.status, false)
      )}
    </p>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="gst-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** GSTN's own words, kept from translation, or that GSTN did not say. */
const orNotStated = (value: string | null): ReactNode =>
  value === null ? t('company.gst.notStated') : <span translate="no">{value}</span>;

export function GstRegistrationFacts({ registration }: { registration: GstRegistration }) {
  const place = [registration.principalPlace.state, registration.principalPlace.pincode]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="gst-facts">
      <Fact label={t('company.gst.fact.legalName')}>
        <span translate="no">{registration.legalName}</span>
      </Fact>
      <Fact label={t('company.gst.fact.tradeName')}>{orNotStated(registration.tradeName)}</Fact>
      <Fact label={t('company.field.status')}>{statusWord(registration.status, false)}</Fact>
      <Fact label={t('company.gst.fact.registeredOn')}>
        {formatDateIN(registration.registeredOn, t('company.gst.notStated'))}
      </Fact>
      {registration.cancelledOn && (
        <Fact label={t('company.gst.fact.cancelledOn')}>
          {formatDateIN(registration.cancelledOn)}
        </Fact>
      )}
      <Fact label={t('company.gst.fact.constitution')}>
        {orNotStated(registration.constitution)}
      </Fact>
      <Fact label={t('company.gst.fact.taxpayerType')}>
        {orNotStated(registration.taxpayerType)}
      </Fact>
      <Fact label={t('company.gst.fact.principalPlace')}>{orNotStated(place || null)}</Fact>
      <Fact label={t('company.gst.fact.natureOfBusiness')}>
        {orNotStated(
          registration.natureOfBusiness.length > 0
            ? registration.natureOfBusiness.join(', ')
            : null,
        )}
      </Fact>
      <Fact label={t('company.gst.fact.einvoice')}>
        {registration.einvoice === null
          ? t('company.gst.notStated')
          : registration.einvoice
            ? t('company.gst.einvoiceEnabled')
            : t('company.gst.einvoiceNotEnabled')}
      </Fact>
    </dl>
  );
}

/** The MCA company the written rule matched the registration to, and on what basis. */
export function GstMatchLine({ registration }: { registration: GstRegistration }) {
  const { match } = registration;
  if (!match) return null;
  return (
    <p className="gst-match" data-testid="gst-match">
      {t('company.gst.onTrustHive')}{' '}
      <Link to={paths.company.getHref(String(match.company.id))} translate="no">
        {match.company.name}
      </Link>{' '}
      ({gstMatchWords(match.basis, match.confirmedByStaff)})
    </p>
  );
}

/** "Source: GST network via {provider}, last updated by GSTN on {lstupdt}, fetched {date}" */
export function GstSource({ registration }: { registration: GstRegistration }) {
  return (
    <>
      <p className="gst-source" data-testid="gst-source">
        {gstSourceWords({
          provider: registration.provider,
          updated: registration.gstnUpdatedOn ? formatDateIN(registration.gstnUpdatedOn) : null,
          fetched: formatDateTimeIN(registration.fetchedAt),
        })}
      </p>
      {registration.standIn && (
        <p className="gst-stand-in" role="note">
          {t('company.gst.standIn')}
        </p>
      )}
    </>
  );
}
