import type { DisplayRating } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { formatCount } from '../../../lib/format';

const SOURCE_LABELS: Record<DisplayRating['source'], MessageId> = {
  'third-party': 'company.rating.thirdParty',
  place: 'company.rating.google',
  maps: 'company.rating.google',
};

/** The rating beside the score (spec §2), or the spec's text when there is none. */
export function RatingBox({ rating }: { rating: DisplayRating | null }) {
  if (!rating) {
    return (
      <div className="rating-box rating-box--empty" data-testid="rating-box">
        <p className="rating-box__empty">{t('company.rating.none')}</p>
      </div>
    );
  }
  const stars = Math.round(rating.value);
  return (
    <div className="rating-box" data-testid="rating-box">
      <p className="rating-box__source">{t(SOURCE_LABELS[rating.source])}</p>
      <p className="rating-box__value">
        <span className="rating-box__number">{rating.value.toFixed(1)}</span>
        <span className="rating-box__stars" aria-hidden="true">
          {'★'.repeat(stars)}
          {'☆'.repeat(5 - stars)}
        </span>
        <span className="visually-hidden">{t('company.rating.outOf5')}</span>
      </p>
      <p className="rating-box__count">
        {rating.reviewCount > 0
          ? t('company.rating.reviews', {
              count: rating.reviewCount,
              formatted: formatCount(rating.reviewCount),
            })
          : t('company.rating.noCount')}
        {rating.estimated ? (
          <span className="badge badge--grey">{t('company.rating.estimated')}</span>
        ) : null}
      </p>
    </div>
  );
}
