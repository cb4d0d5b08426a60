import { LockIcon } from '../../../components/ui/lock-icon';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { Fact } from '../../../components/ui/fact';
import type { ClaimCompany } from '../api/get-claim-company';

const NOT_ON_RECORD = 'Not on record';

/** Spec §2 "Claim": the company being claimed, read-only because it comes from official records. */
export function CompanyPanel({ company }: { company: ClaimCompany }) {
  return (
    <SubmissionCard
      headingId="claim-company-title"
      className="claim-company"
      title={
        <>
          Company Information
          <span className="locked-badge">
            <LockIcon />
            Locked
          </span>
        </>
      }
    >
      <p className="claim-company__note">
        These details are locked because they are verified from official records.
      </p>
      <dl className="claim-company__details">
        <Fact term="Company Name">{company.name}</Fact>
        <Fact term="CIN" className="claim-company__cin">
          {company.cin ?? NOT_ON_RECORD}
        </Fact>
        <Fact term="Registered Address">{company.registeredOfficeAddress ?? NOT_ON_RECORD}</Fact>
      </dl>
    </SubmissionCard>
  );
}
