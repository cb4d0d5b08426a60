import { SubmissionCard } from '../../../components/ui/submission-card';
import { t } from '../../../i18n';

/** Spec §2 "Claim" and §6: what a claimed profile gives, free for now, and the review. */
export function BenefitsPanel() {
  return (
    <SubmissionCard
      headingId="claim-benefits-title"
      className="claim-benefits"
      title={t('forms.claim.benefits.title')}
    >
      <p className="claim-benefits__free">{t('forms.claim.benefits.free')}</p>
      <ul className="claim-benefits__list">
        <li>{t('forms.claim.benefits.details')}</li>
        <li>{t('forms.claim.benefits.badges')}</li>
        <li>{t('forms.claim.benefits.features')}</li>
      </ul>
      <p className="claim-benefits__note">{t('forms.claim.benefits.note')}</p>
    </SubmissionCard>
  );
}
