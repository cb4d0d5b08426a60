import { useState } from 'react';
import type { PlaceReview } from '@trusthive/contracts';
import { displayText } from '../../../lib/format';
import { NO_REVIEWS_TEXT } from '../place-box';
import { safeImageUrl } from '../photo-url';
import { RatingStars } from './rating-stars';

const ANONYMOUS_AUTHOR = 'Google user';

/** Google reviews: author, profile photo, stars, relative time and text (spec §2, §3). */
export function ReviewList({ reviews }: { reviews: PlaceReview[] }) {
  if (reviews.length === 0) return <p className="muted">{NO_REVIEWS_TEXT}</p>;
  return (
    <ul className="review-list">
      {reviews.map((review, index) => {
        const author = displayText(review.authorName, ANONYMOUS_AUTHOR);
        const when = displayText(review.relativeTimeDescription, '');
        const text = review.text.trim();
        return (
          // Reviews carry no id; the provider's order is stable for one answer.
          <li key={`${index}-${author}`} className="review" data-testid="review">
            <ReviewAvatar url={review.profilePhotoUrl} author={author} />
            <div className="review__body">
              <p className="review__head">
                <span className="review__author">{author}</span>
                <RatingStars rating={review.rating} />
                {when ? <span className="review__time muted">{when}</span> : null}
              </p>
              {text ? <p className="review__text">{text}</p> : null}
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
      alt={`Profile photo of ${author}`}
      width={40}
      height={40}
      loading="lazy"
      // Google's profile photos refuse hotlinks that send a referrer.
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
