import type { DisplayRating } from '@trusthive/contracts';
import { formatCount } from '../../../lib/format';

const SOURCE_LABELS: Record<DisplayRating['source'], string> = {
  'third-party': 'Third-party rating',
  place: 'Google rating',
  maps: 'Google rating',
};

/** The rating beside the score (spec §2), or the spec's text when there is none. */
export function RatingBox({ rating }: { rating: DisplayRating | null }) {
  if (!rating) {
    return (
      <div className="rating-box rating-box--empty" data-testid="rating-box">
        <p className="rating-box__empty">No rating available for this business</p>
      </div>
    );
  }
  const stars = Math.round(rating.value);
  return (
    <div className="rating-box" data-testid="rating-box">
      <p className="rating-box__source">{SOURCE_LABELS[rating.source]}</p>
      <p className="rating-box__value">
        <span className="rating-box__number">{rating.value.toFixed(1)}</span>
        <span className="rating-box__stars" aria-hidden="true">
          {'★'.repeat(stars)}
          {'☆'.repeat(5 - stars)}
        </span>
        <span className="visually-hidden">out of 5</span>
      </p>
      <p className="rating-box__count">
        {rating.reviewCount > 0
          ? `${formatCount(rating.reviewCount)} review${rating.reviewCount === 1 ? '' : 's'}`
          : 'No review count'}
        {rating.estimated ? <span className="badge badge--grey">Estimated</span> : null}
      </p>
    </div>
  );
}
