import { LockIcon } from '../../../components/ui/lock-icon';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { Fact } from '../../../components/ui/fact';
import { t } from '../../../i18n';
import type { ClaimCompany } from '../api/get-claim-company';

/** A registry value, kept as the registry wrote it, or the page's "Not on record". */
function Registry({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined) return <>{t('forms.claim.company.notOnRecord')}</>;
  return <span translate="no">{value}</span>;
}

/** Spec §2 "Claim": the company being claimed, read-only because it comes from official records. */
export function CompanyPanel({ company }: { company: ClaimCompany }) {
  return (
    <SubmissionCard
      headingId="claim-company-title"
      className="claim-company"
      title={
        <>
          {t('forms.claim.company.title')}
          <span className="locked-badge">
            <LockIcon />
            {t('forms.claim.company.locked')}
          </span>
        </>
      }
    >
      <p className="claim-company__note">{t('forms.claim.company.note')}</p>
      <dl className="claim-company__details">
        <Fact term={t('forms.claim.company.name')}>
          <span translate="no">{company.name}</span>
        </Fact>
        <Fact term="CIN" className="claim-company__cin">
          <Registry value={company.cin} />
        </Fact>
        <Fact term={t('forms.claim.company.address')}>
          <Registry value={company.registeredOfficeAddress} />
        </Fact>
      </dl>
    </SubmissionCard>
  );
}
