import { t } from '../../../i18n';

const STAR_COUNT = 5;

/** A 0-5 rating as filled and empty stars, read out as 'Rated 4.3 out of 5'. */
export function RatingStars({ rating }: { rating: number }) {
  const filled = Math.min(STAR_COUNT, Math.max(0, Math.round(rating)));
  const spoken = Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
  return (
    <span
      className="rating-stars"
      role="img"
      aria-label={t('company.place.rated', { value: spoken })}
    >
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        {'☆'.repeat(STAR_COUNT - filled)}
      </span>
    </span>
  );
}
