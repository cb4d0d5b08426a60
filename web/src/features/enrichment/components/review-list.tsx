import { useState } from 'react';
import type { PlaceReview } from '@trusthive/contracts';
import { displayText } from '../../../lib/format';
import { t } from '../../../i18n';
import { safeImageUrl } from '../photo-url';
import { RatingStars } from './rating-stars';

/** Google reviews: author, profile photo, stars, relative time and text (spec §2, §3). */
export function ReviewList({ reviews }: { reviews: PlaceReview[] }) {
  if (reviews.length === 0) return <p className="muted">{t('company.place.noReviews')}</p>;
  return (
    <ul className="review-list">
      {reviews.map((review, index) => {
        const named = displayText(review.authorName, '');
        const author = named || t('company.place.anonymous');
        const when = displayText(review.relativeTimeDescription, '');
        const text = review.text.trim();
        return (
          // Reviews carry no id; the provider's order is stable for one answer.
          <li key={`${index}-${author}`} className="review" data-testid="review">
            <ReviewAvatar url={review.profilePhotoUrl} author={author} />
            <div className="review__body">
              <p className="review__head">
                <span className="review__author" {...(named ? { translate: 'no' as const } : {})}>
                  {author}
                </span>
                <RatingStars rating={review.rating} />
                {/* Google's own words for when ("2 months ago"), as it sent them. */}
                {when ? (
                  <span className="review__time muted" translate="no">
                    {when}
                  </span>
                ) : null}
              </p>
              {/* The reviewer's own words, in whatever language they wrote them. */}
              {text ? (
                <p className="review__text" translate="no">
                  {text}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The author's picture, or their initial when there is none or it fails to load. */
function ReviewAvatar({ url, author }: { url: string | null; author: string }) {
  const [failed, setFailed] = useState(false);
  const src = safeImageUrl(url);
  if (!src || failed) {
    return (
      <span className="review__avatar review__avatar--initial" aria-hidden="true">
        {author.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="review__avatar"
      src={src}
      alt={t('company.place.profilePhoto', { name: author })}
      width={40}
      height={40}
      loading="lazy"
      // Google's profile photos refuse hotlinks that send a referrer.
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
