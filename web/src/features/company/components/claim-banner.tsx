import type { CompanyProfile } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { localeHref, t } from '../../../i18n';

type ClaimBannerProps = { companyId: number; claimStatus: CompanyProfile['claimStatus'] };

/**
 * Spec §2 and §4: the unclaimed banner invites a claim; the claimed one says who verified it.
 * While a claim waits for the team's review (issue 18) it says so instead of inviting another.
 */
export function ClaimBanner({ companyId, claimStatus }: ClaimBannerProps) {
  if (claimStatus === 'pending') {
    return (
      <section className="claim-banner claim-banner--pending" aria-labelledby="claim-banner-title">
        <div className="claim-banner__body">
          <h2 id="claim-banner-title" className="claim-banner__title">
            {t('company.claim.underReview')}
          </h2>
          <p className="claim-banner__note">{t('company.claim.underReviewNote')}</p>
        </div>
      </section>
    );
  }
  if (claimStatus === 'claimed') {
    return (
      <section
        className="claim-banner claim-banner--claimed"
        aria-label={t('company.claim.claimedLabel')}
      >
        <span className="claim-banner__icon" aria-hidden="true">
          ✓
        </span>
        <p className="claim-banner__title">{t('company.claim.claimed')}</p>
      </section>
    );
  }
  return (
    <section className="claim-banner" aria-labelledby="claim-banner-title">
      <div className="claim-banner__body">
        <h2 id="claim-banner-title" className="claim-banner__title">
          {t('company.claim.title')}
        </h2>
        <ul className="claim-banner__benefits">
          <li>{t('company.claim.benefitDetails')}</li>
          <li>{t('company.claim.benefitBadges')}</li>
          <li>{t('company.claim.benefitFeatures')}</li>
        </ul>
        <p className="claim-banner__note">{t('company.claim.note')}</p>
      </div>
      {/* The claim flow is reached by full page navigation (spec §2): a plain link. */}
      <a
        className="button button--primary claim-banner__action"
        href={localeHref(paths.claim.getHref(String(companyId)))}
      >
        {t('company.claim.action')}
      </a>
    </section>
  );
}
