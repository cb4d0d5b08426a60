import { Link } from 'react-router-dom';
import {
  gstMatchText,
  GST_MESSAGES,
  gstStatusBarsCharging,
  isActiveGstStatus,
  type GstLookup,
  type GstRegistration,
} from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { formatDateIN, formatDateTimeIN } from '../../../lib/format';

// The facts of a GST registration as GSTN describes them (issue 40), with where they come
// from and when: the page a visitor reaches with the GSTIN on their invoice.

export function GstStatusLine({ registration }: { registration: GstRegistration }) {
  const warning = gstStatusBarsCharging(registration.status);
  const since =
    registration.cancelledOn && registration.status.toLowerCase() === 'cancelled'
      ? ` on ${formatDateIN(registration.cancelledOn)}`
      : registration.registeredOn && isActiveGstStatus(registration.status)
        ? ` since ${formatDateIN(registration.registeredOn)}`
        : '';
  return (
    <p
      className={`gst-status ${warning ? 'gst-status--warning' : 'gst-status--ok'}`}
      role={warning ? 'alert' : undefined}
      data-testid="gst-status"
    >
      {warning
        ? `This GST registration is ${registration.status.toLowerCase()}${since}. A business may not charge GST under it.`
        : `${registration.status}${since}`}
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

const orNotStated = (value: string | null) => value ?? 'Not stated by GSTN';

export function GstRegistrationFacts({ registration }: { registration: GstRegistration }) {
  const place = [registration.principalPlace.state, registration.principalPlace.pincode]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="gst-facts">
      <Fact label="Legal name">{registration.legalName}</Fact>
      <Fact label="Trade name">{orNotStated(registration.tradeName)}</Fact>
      <Fact label="Status">{registration.status}</Fact>
      <Fact label="Registered on">
        {formatDateIN(registration.registeredOn, 'Not stated by GSTN')}
      </Fact>
      {registration.cancelledOn && (
        <Fact label="Cancelled on">{formatDateIN(registration.cancelledOn)}</Fact>
      )}
      <Fact label="Constitution of business">{orNotStated(registration.constitution)}</Fact>
      <Fact label="Taxpayer type">{orNotStated(registration.taxpayerType)}</Fact>
      <Fact label="Principal place of business">{place || 'Not stated by GSTN'}</Fact>
      <Fact label="Nature of business">
        {registration.natureOfBusiness.length > 0
          ? registration.natureOfBusiness.join(', ')
          : 'Not stated by GSTN'}
      </Fact>
      <Fact label="E-invoicing">
        {registration.einvoice === null
          ? 'Not stated by GSTN'
          : registration.einvoice
            ? 'Enabled'
            : 'Not enabled'}
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
      On TrustHive:{' '}
      <Link to={paths.company.getHref(String(match.company.id))}>{match.company.name}</Link> (
      {gstMatchText(match.basis, match.confirmedByStaff)})
    </p>
  );
}

/** "Source: GST network via {provider}, last updated by GSTN on {lstupdt}, fetched {date}" */
export function GstSource({ registration }: { registration: GstRegistration }) {
  const updated = registration.gstnUpdatedOn
    ? `, last updated by GSTN on ${formatDateIN(registration.gstnUpdatedOn)}`
    : '';
  return (
    <>
      <p className="gst-source" data-testid="gst-source">
        Source: GST network via {registration.provider}
        {updated}, fetched {formatDateTimeIN(registration.fetchedAt)}
      </p>
      {registration.standIn && (
        <p className="gst-stand-in" role="note">
          This record comes from a stand-in server used for testing and demonstration. It is not
          GSTN&apos;s data.
        </p>
      )}
    </>
  );
}

/** What the page says about the lookup itself, above any record it has. */
export function gstLookupNotice(lookup: GstLookup, gaveUp: boolean): string | null {
  switch (lookup.state) {
    case 'found':
      return null;
    case 'checking':
      return gaveUp ? GST_MESSAGES.unavailable : GST_MESSAGES.checking;
    case 'not_found':
      return GST_MESSAGES.notFound;
    case 'unavailable':
      return GST_MESSAGES.unavailable;
    case 'off':
      return GST_MESSAGES.off;
  }
}
