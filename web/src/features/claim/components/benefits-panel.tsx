/** Spec §2 "Claim" and §6: what a claimed profile gives, free for now, and the review. */
export function BenefitsPanel() {
  return (
    <section className="submission-card claim-benefits" aria-labelledby="claim-benefits-title">
      <h2 id="claim-benefits-title" className="submission-card__title">
        Benefits of Claiming
      </h2>
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
    </section>
  );
}
