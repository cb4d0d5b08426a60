import { Link } from 'react-router-dom';
import { gstStatusBarsCharging, type PanGstRegistration } from '@trusthive/contracts';
import { paths } from '../../../config/paths';

// A PAN's GST registrations that TrustHive has stored (issue 40): one per state, as the GST
// network described each when it was looked up. The GSTINs are masked as everywhere but a
// number's own record page; each opens that page.

export function PanRegistrations({ registrations }: { registrations: PanGstRegistration[] }) {
  if (registrations.length === 0) return null;
  return (
    <section className="search-registrations" aria-labelledby="search-registrations-title">
      <h2 id="search-registrations-title" className="search-registrations__title">
        GST registrations with this PAN
      </h2>
      <p className="search-registrations__intro">
        As the GST network described each one when it was last looked up.
      </p>
      <ul className="search-registrations__list">
        {registrations.map((registration) => (
          <li key={registration.recordGstin} className="search-registrations__item">
            <Link to={paths.gstin.getHref(registration.recordGstin)}>{registration.legalName}</Link>
            {registration.tradeName ? ` (${registration.tradeName})` : null}
            <p className="search-registrations__facts">
              <span className="mono">{registration.gstin}</span>
              {` · ${registration.state ?? 'State not given'} · `}
              <span
                className={
                  gstStatusBarsCharging(registration.status)
                    ? 'search-registrations__status--warning'
                    : undefined
                }
              >
                {registration.status}
              </span>
            </p>
            {registration.standIn ? (
              <p className="search-registrations__stand-in">
                A stand-in server’s record for testing, not GSTN’s data.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
