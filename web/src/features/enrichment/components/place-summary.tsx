import type { PlaceDetails } from '@trusthive/contracts';
import { displayUrl, formatCount, withHttps } from '../../../lib/format';
import { NO_RATING_TEXT } from '../place-box';
import { RatingStars } from './rating-stars';

/** The place's name, Google rating, address, phone and website; absent fields are left out. */
export function PlaceSummary({ place }: { place: PlaceDetails }) {
  const website = withHttps(place.website);
  const address = place.formattedAddress?.trim();
  const phone = place.formattedPhoneNumber?.trim();
  return (
    <div className="place-summary">
      <h3 className="place-summary__name">{place.name}</h3>
      {place.rating === null ? (
        <p className="muted">{NO_RATING_TEXT}</p>
      ) : (
        <p className="place-summary__rating" data-testid="place-rating">
          <span className="place-summary__rating-value">{place.rating.toFixed(1)}</span>
          <RatingStars rating={place.rating} />
          {place.userRatingsTotal !== null ? (
            <span className="muted">
              ({formatCount(place.userRatingsTotal)} Google review
              {place.userRatingsTotal === 1 ? '' : 's'})
            </span>
          ) : null}
        </p>
      )}
      {address || phone || website ? (
        <dl className="place-summary__facts">
          {address ? (
            <div>
              <dt>Address</dt>
              <dd>{address}</dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          ) : null}
          {website ? (
            <div>
              <dt>Website</dt>
              <dd>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {displayUrl(website)}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
