import {
  gstMatchText,
  gstStatusBarsCharging,
  isActiveGstStatus,
  type GstnRegistration,
} from '@trusthive/contracts';
import { formatDateGB, formatDateTimeIN } from '../../../lib/format';

// The GST registrations the GST network describes and the match rule gave this company
// (issue 40): GSTN's facts with GSTN's date and ours, each with the basis of its match. A
// cancelled or suspended one is said as a warning. The GSTINs are masked, as everywhere but the
// record page of a number the visitor typed.

function statusText(registration: GstnRegistration): string {
  const status = registration.status.toLowerCase();
  if (status === 'cancelled' && registration.cancelledOn) {
    return `Cancelled on ${formatDateGB(registration.cancelledOn)}`;
  }
  if (isActiveGstStatus(status) && registration.registeredOn) {
    return `Active since ${formatDateGB(registration.registeredOn)}`;
  }
  return registration.status;
}

export function GstnRegistrations({ registrations }: { registrations: GstnRegistration[] }) {
  return (
    <section className="card" aria-labelledby="gstn-registrations-title">
      <h2 id="gstn-registrations-title" className="card__title">
        GST Registrations
      </h2>
      <ul className="gstn-registrations">
        {registrations.map((registration) => {
          const warning = gstStatusBarsCharging(registration.status);
          return (
            <li key={registration.gstin} className="gstn-registrations__item">
              <p className="gstn-registrations__head">
                <span className="mono">{registration.gstin}</span>
                {registration.state ? ` · ${registration.state}` : ''}
              </p>
              <p
                className={warning ? 'gstn-registrations__status--warning' : undefined}
                data-testid="gstn-status"
              >
                {statusText(registration)}
              </p>
              <p className="muted">
                {registration.legalName} (
                {gstMatchText(registration.basis, registration.confirmedByStaff)})
              </p>
              <p className="muted gstn-registrations__source">
                Source: GST network via {registration.provider}
                {registration.gstnUpdatedOn
                  ? `, last updated by GSTN on ${formatDateGB(registration.gstnUpdatedOn)}`
                  : ''}
                , fetched {formatDateTimeIN(registration.fetchedAt)}
                {registration.standIn
                  ? '. A stand-in server’s record for testing, not GSTN’s data.'
                  : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
