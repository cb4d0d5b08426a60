import { SubmissionCard } from '../../../components/ui/submission-card';

/** Spec §2 "Claim" and §6: what a claimed profile gives, free for now, and the review. */
export function BenefitsPanel() {
  return (
    <SubmissionCard
      headingId="claim-benefits-title"
      className="claim-benefits"
      title="Benefits of Claiming"
    >
      <p className="claim-benefits__free">Free for a limited time</p>
      <ul className="claim-benefits__list">
        <li>Update your business details and website link</li>
        <li>Show verified badges on your profile</li>
        <li>Unlock exclusive features</li>
      </ul>
      <p className="claim-benefits__note">
        All claims are securely verified by our team before approval. We review each request within
        24-48 hours.
      </p>
    </SubmissionCard>
  );
}
