import { Link } from 'react-router-dom';
import { gstStatusBarsCharging, type PanGstRegistration } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

// A PAN's GST registrations that TrustHive has stored (issue 40): one per state, as the GST
// network described each when it was looked up. The GSTINs are masked as everywhere but a
// number's own record page; each opens that page.

export function PanRegistrations({ registrations }: { registrations: PanGstRegistration[] }) {
  if (registrations.length === 0) return null;
  return (
    <section className="search-registrations" aria-labelledby="search-registrations-title">
      <h2 id="search-registrations-title" className="search-registrations__title">
        {t('browse.search.gst.title')}
      </h2>
      <p className="search-registrations__intro">{t('browse.search.gst.intro')}</p>
      <ul className="search-registrations__list">
        {registrations.map((registration) => (
          <li key={registration.recordGstin} className="search-registrations__item">
            <Link to={paths.gstin.getHref(registration.recordGstin)} translate="no">
              {registration.legalName}
            </Link>
            {registration.tradeName ? (
              <span translate="no">{` (${registration.tradeName})`}</span>
            ) : null}
            <p className="search-registrations__facts">
              <span className="mono" translate="no">
                {registration.gstin}
              </span>
              {' · '}
              {registration.state ? (
                <span translate="no">{registration.state}</span>
              ) : (
                t('browse.search.gst.noState')
              )}
              {' · '}
              <span
                translate="no"
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
              <p className="search-registrations__stand-in">{t('browse.search.gst.standIn')}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
