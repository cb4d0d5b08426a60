import { MODERATION_MESSAGES, type CompanyProfile } from '@trusthive/contracts';
import { paths } from '../../../config/paths';

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
            {MODERATION_MESSAGES.claimUnderReview}
          </h2>
          <p className="claim-banner__note">{MODERATION_MESSAGES.claimUnderReviewNote}</p>
        </div>
      </section>
    );
  }
  if (claimStatus === 'claimed') {
    return (
      <section className="claim-banner claim-banner--claimed" aria-label="Profile claimed">
        <span className="claim-banner__icon" aria-hidden="true">
          ✓
        </span>
        <p className="claim-banner__title">
          This Business Profile is Claimed &amp; Verified by the Official Owner
        </p>
      </section>
    );
  }
  return (
    <section className="claim-banner" aria-labelledby="claim-banner-title">
      <div className="claim-banner__body">
        <h2 id="claim-banner-title" className="claim-banner__title">
          Is This Your Business? Claim Your Profile Now — Free!
        </h2>
        <ul className="claim-banner__benefits">
          <li>Update your business details and website link</li>
          <li>Show verified badges on your profile</li>
          <li>Unlock exclusive features</li>
        </ul>
        <p className="claim-banner__note">
          (Free for a limited time.) All claims are securely verified by our team before approval.
        </p>
      </div>
      {/* The claim flow is reached by full page navigation (spec §2): a plain link. */}
      <a
        className="button button--primary claim-banner__action"
        href={paths.claim.getHref(String(companyId))}
      >
        Claim Your Profile
      </a>
    </section>
  );
}
