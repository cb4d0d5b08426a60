import type { ReactNode } from 'react';
import {
  gstStatusBarsCharging,
  isActiveGstStatus,
  type GstnRegistration,
} from '@trusthive/contracts';
import { t } from '../../../i18n';
import { formatDateGB, formatDateTimeIN } from '../../../lib/format';
import type { GstMatchBasis } from '@trusthive/contracts';
import type { MessageId } from '../../../i18n';

// The GST registrations the GST network describes and the match rule gave this company
// (issue 40): GSTN's facts with GSTN's date and ours, each with the basis of its match. A
// cancelled or suspended one is said as a warning. The GSTINs are masked, as everywhere but the
// record page of a number the visitor typed.

// The contract's GST_MATCH_BASIS_TEXT and gstMatchText, word for word in the English catalog;
// the GSTIN page says the same (features/gst/components/gst-words.ts: features do not import
// each other).
const MATCH_BASIS: Record<GstMatchBasis, MessageId> = {
  pan: 'company.gst.match.pan',
  legal_name_and_state: 'company.gst.match.legalNameAndState',
};

function gstMatchWords(basis: GstMatchBasis, confirmedByStaff: boolean): string {
  const text = t(MATCH_BASIS[basis]);
  return confirmedByStaff ? t('company.gst.match.confirmedByStaff', { basis: text }) : text;
}

function gstSourceWords(values: { provider: string; updated: string | null; fetched: string }) {
  return values.updated
    ? t('company.gst.sourceUpdated', values)
    : t('company.gst.source', { provider: values.provider, fetched: values.fetched });
}

function statusText(registration: GstnRegistration): ReactNode {
  const status = registration.status.toLowerCase();
  if (status === 'cancelled' && registration.cancelledOn) {
    return t('company.gstn.cancelledOn', { date: formatDateGB(registration.cancelledOn) });
  }
  if (isActiveGstStatus(status) && registration.registeredOn) {
    return t('company.gstn.activeSince', { date: formatDateGB(registration.registeredOn) });
  }
  // The GST network's own word for the status.
  return <span translate="no">{registration.status}</span>;
}

export function GstnRegistrations({ registrations }: { registrations: GstnRegistration[] }) {
  return (
    <section className="card" aria-labelledby="gstn-registrations-title">
      <h2 id="gstn-registrations-title" className="card__title">
        {t('company.gstn.title')}
      </h2>
      <ul className="gstn-registrations">
        {registrations.map((registration) => {
          const warning = gstStatusBarsCharging(registration.status);
          return (
            <li key={registration.gstin} className="gstn-registrations__item">
              <p className="gstn-registrations__head">
                <span className="mono" translate="no">
                  {registration.gstin}
                </span>
                {registration.state ? (
                  <>
                    {' · '}
                    <span translate="no">{registration.state}</span>
                  </>
                ) : null}
              </p>
              <p
                className={warning ? 'gstn-registrations__status--warning' : undefined}
                data-testid="gstn-status"
              >
                {statusText(registration)}
              </p>
              <p className="muted">
                <span translate="no">{registration.legalName}</span> (
                {gstMatchWords(registration.basis, registration.confirmedByStaff)})
              </p>
              <p className="muted gstn-registrations__source">
                {gstSourceWords({
                  provider: registration.provider,
                  updated: registration.gstnUpdatedOn
                    ? formatDateGB(registration.gstnUpdatedOn)
                    : null,
                  fetched: formatDateTimeIN(registration.fetchedAt),
                })}
                {registration.standIn ? t('company.gstn.standIn') : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
