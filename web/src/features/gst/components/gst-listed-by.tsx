import { Link } from 'react-router-dom';
import type { GstLookup } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

/**
 * The companies on TrustHive whose own record lists the number, as they gave it: a link to
 * each, and plainly that the company is not yet matched to GSTN's record (issue 40).
 */
export function GstListedBy({ listedBy }: { listedBy: GstLookup['listedBy'] }) {
  return (
    <section aria-labelledby="gst-listed-heading" className="gst-listed">
      <h2 id="gst-listed-heading" className="gst-card__title">
        {t('company.gst.listedTitle')}
      </h2>
      {listedBy.length === 0 ? (
        <p>{t('company.gst.listedByNone')}</p>
      ) : (
        <ul className="gst-listed__list">
          {listedBy.map((company) => (
            <li key={company.id}>
              <Link to={paths.company.getHref(String(company.id))} translate="no">
                {company.name}
              </Link>{' '}
              {t('company.gst.listedBy')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
