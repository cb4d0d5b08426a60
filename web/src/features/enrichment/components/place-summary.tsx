import type { PlaceDetails } from '@trusthive/contracts';
import { displayUrl, formatCount, withHttps } from '../../../lib/format';
import { t } from '../../../i18n';
import { RatingStars } from './rating-stars';

/** The place's name, Google rating, address, phone and website; absent fields are left out. */
export function PlaceSummary({ place }: { place: PlaceDetails }) {
  const website = withHttps(place.website);
  const address = place.formattedAddress?.trim();
  const phone = place.formattedPhoneNumber?.trim();
  return (
    <div className="place-summary">
      <h3 className="place-summary__name" translate="no">
        {place.name}
      </h3>
      {place.rating === null ? (
        <p className="muted">{t('company.rating.none')}</p>
      ) : (
        <p className="place-summary__rating" data-testid="place-rating">
          <span className="place-summary__rating-value">{place.rating.toFixed(1)}</span>
          <RatingStars rating={place.rating} />
          {place.userRatingsTotal !== null ? (
            <span className="muted">
              (
              {t('company.place.googleReviews', {
                count: place.userRatingsTotal,
                formatted: formatCount(place.userRatingsTotal),
              })}
              )
            </span>
          ) : null}
        </p>
      )}
      {address || phone || website ? (
        <dl className="place-summary__facts">
          {address ? (
            <div>
              <dt>{t('company.place.address')}</dt>
              <dd translate="no">{address}</dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt>{t('company.place.phone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          ) : null}
          {website ? (
            <div>
              <dt>{t('company.place.website')}</dt>
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
