import { useState } from 'react';
import { decisionTextSchema, type ClaimDetail } from '@trusthive/contracts';
import { useDecideClaim } from './api/claims-queue';
import { ClaimDocuments } from './claim-documents';
import {
  DecisionError,
  DecisionSummary,
  DecisionText,
  formatWhen,
} from '../queue/split-queue-parts';
import { DecideButton } from '../queue/decide-button';

const DOMAIN_HINTS: Record<
  ClaimDetail['emailDomain']['verdict'],
  (hint: ClaimDetail['emailDomain']) => string
> = {
  matches: (hint) => `Matches the company's domain (${hint.companyDomain}).`,
  differs: (hint) => `Differs from the company's domain (${hint.companyDomain}).`,
  no_company_domain: () => 'The company has no website or domain on record to compare with.',
};

export function ClaimDetailView({ claim }: { claim: ClaimDetail }) {
  return (
    <article className="staff-queue__detail" aria-labelledby="claim-detail-title">
      <h2 id="claim-detail-title">Claim for {claim.company.name}</h2>
      <dl className="staff-detail__facts">
        <dt>Company</dt>
        <dd>
          <a href={`/company/${claim.company.id}`} target="_blank" rel="noreferrer">
            {claim.company.name}
          </a>
          {claim.company.cin ? (
            <>
              {' · CIN '}
              <span className="no-break">{claim.company.cin}</span>
            </>
          ) : null}
          {claim.company.isClaimed ? ' · already claimed' : ''}
        </dd>
        <dt>Website</dt>
        <dd>{claim.company.website ?? claim.company.domainName ?? 'None on record'}</dd>
        <dt>Mobile</dt>
        <dd>{claim.mobile}</dd>
        <dt>E-mail</dt>
        <dd>
          {claim.email}
          <span className={`staff-hint staff-hint--${claim.emailDomain.verdict}`}>
            {' '}
            {DOMAIN_HINTS[claim.emailDomain.verdict](claim.emailDomain)}
          </span>
        </dd>
        <dt>Sent</dt>
        <dd>{formatWhen(claim.createdAt)}</dd>
      </dl>
      <ClaimDocuments documents={claim.documents} />
      {claim.decision ? (
        <DecisionSummary
          outcome={claim.decision.outcome}
          decidedBy={claim.decision.decidedBy}
          decidedAt={claim.decision.decidedAt}
        >
          {claim.decision.reason ? <p>Reason: {claim.decision.reason}</p> : null}
        </DecisionSummary>
      ) : (
        <ClaimDecisionForm id={claim.id} />
      )}
    </article>
  );
}

function ClaimDecisionForm({ id }: { id: number }) {
  const decide = useDecideClaim(id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reject = () => {
    const parsed = decisionTextSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError('Write a reason of at least 3 characters; the claimant receives it.');
      return;
    }
    setReasonError(null);
    decide.mutate({ outcome: 'reject', reason: parsed.data });
  };
  return (
    <div className="staff-decision">
      <DecideButton decide={decide} decision={{ outcome: 'approve' }}>
        Approve claim
      </DecideButton>
      <DecisionText
        id="claim-reject-reason"
        label="Reason for rejecting (sent to the claimant)"
        value={reason}
        maxLength={1000}
        onChange={setReason}
        error={reasonError}
      />
      <button type="button" className="button" disabled={decide.isPending} onClick={reject}>
        Reject claim
      </button>
      <DecisionError error={decide.error} />
    </div>
  );
}
