import type { EnrichmentState } from '../api/get-enrichment';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { describePlaceBox, noGoogleReviewsText } from '../place-box';
import { PhotoGallery } from './photo-gallery';
import { PlaceSummary } from './place-summary';
import { ReviewList } from './review-list';
import '../../../styles/enrichment.css';

type GoogleBusinessInfoProps = {
  companyName: string;
  enrichment: Pick<EnrichmentState, 'data' | 'error' | 'gaveUp' | 'retry'>;
};

/** Spec §2 "Google Business Information": the place, its photo gallery and its reviews. */
export function GoogleBusinessInfo({ companyName, enrichment }: GoogleBusinessInfoProps) {
  const box = describePlaceBox({
    companyName,
    enrichment: enrichment.data,
    requestError: enrichment.error,
    gaveUp: enrichment.gaveUp,
  });
  return (
    <section
      className="card google-business"
      aria-labelledby="google-business-title"
      aria-busy={box.kind === 'loading'}
      data-testid="google-business"
    >
      <h2 id="google-business-title" className="card__title">
        {t('company.place.title')}
      </h2>
      {box.kind === 'loading' ? (
        <p className="muted google-business__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('company.place.loading')}
        </p>
      ) : null}
      {box.kind === 'message' ? (
        <div className="google-business__message">
          <p className={box.tone === 'error' ? 'text-danger' : 'muted'}>
            {box.text === noGoogleReviewsText(companyName) ? (
              // The same sentence, with the company's name kept from translation.
              <T
                id="company.place.noGoogleReviews"
                values={{ name: <span translate="no">{companyName}</span> }}
              />
            ) : (
              box.text
            )}
          </p>
          {box.retry ? (
            <button type="button" className="button button--secondary" onClick={enrichment.retry}>
              {t('company.place.tryAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
      {box.kind === 'place' ? (
        <div className="google-business__place">
          <PlaceSummary place={box.place} />
          <PhotoGallery photos={box.place.photos} placeName={box.place.name} />
          <div className="google-business__reviews">
            <h3 className="google-business__subtitle">{t('company.place.reviews')}</h3>
            <ReviewList reviews={box.place.reviews} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
