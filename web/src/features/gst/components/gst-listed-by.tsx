import { Link } from 'react-router-dom';
import { GST_MESSAGES, type GstLookup } from '@trusthive/contracts';
import { paths } from '../../../config/paths';

/**
 * The companies on TrustHive whose own record lists the number, as they gave it: a link to
 * each, and plainly that the company is not yet matched to GSTN's record (issue 40).
 */
export function GstListedBy({ listedBy }: { listedBy: GstLookup['listedBy'] }) {
  return (
    <section aria-labelledby="gst-listed-heading" className="gst-listed">
      <h2 id="gst-listed-heading" className="gst-card__title">
        On TrustHive
      </h2>
      {listedBy.length === 0 ? (
        <p>{GST_MESSAGES.listedByNone}</p>
      ) : (
        <ul className="gst-listed__list">
          {listedBy.map((company) => (
            <li key={company.id}>
              <Link to={paths.company.getHref(String(company.id))}>{company.name}</Link>{' '}
              {GST_MESSAGES.listedBy}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
