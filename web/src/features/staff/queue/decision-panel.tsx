import { useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField } from '../../../components/ui/form-controls';
import { isApiError } from '../../../lib/api-client';
import { StaffError, when } from './queue-page';
import { DecideButton } from './decide-button';

type Decision = { decidedBy: string; decidedAt: string; reason: string | null };

/** What the panel sends: the queue's accepting outcome, or a decline with its reason. */
type PanelDecision<Accept extends string> =
  { outcome: Accept } | { outcome: 'decline'; reason: string };

type DecisionPanelProps<Accept extends string> = {
  /** The id of the panel's heading, which names the section. */
  headingId: string;
  heading: ReactNode;
  /** The item's facts, as the <dt>/<dd> pairs of one list. */
  details: ReactNode;
  companyId: number;
  /** The decision already made, shown instead of the buttons; null while it waits. */
  decision: Decision | null | undefined;
  /** The decided status as shown: "Accepted", "Declined". */
  decidedLabel: string;
  /** "Accept correction", sending { outcome: 'accept' }. */
  accept: { label: string; outcome: Accept };
  decline: { label: string; hint: string };
  /** The queue's decision mutation: what sends the decision, whether it is on its way, its error. */
  decide: { mutate: (decision: PanelDecision<Accept>) => void; isPending: boolean; error: unknown };
};

/**
 * One item of a decision queue (corrections, owner changes, replies): its facts, a link to the
 * profile, and either the decision someone made or the buttons to accept, or to decline with
 * a reason the requester is sent.
 */
export function DecisionPanel<Accept extends string>({
  headingId,
  heading,
  details,
  companyId,
  decision,
  decidedLabel,
  accept,
  decline,
  decide,
}: DecisionPanelProps<Accept>) {
  const [reason, setReason] = useState('');
  const { error, isPending: pending } = decide;
  const submitDecline = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ outcome: 'decline', reason });
  };
  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <dl className="staff-detail">{details}</dl>
      <p>
        <a href={`/company/${companyId}`} target="_blank" rel="noopener noreferrer">
          Open the profile
        </a>
      </p>
      <StaffError error={error} />
      {decision ? (
        <p className="staff-notice" role="status">
          {decidedLabel} by {decision.decidedBy} on {when(decision.decidedAt)}
          {decision.reason ? `: ${decision.reason}` : '.'}
        </p>
      ) : (
        <>
          <DecideButton decide={decide} decision={{ outcome: accept.outcome }}>
            {accept.label}
          </DecideButton>
          <form className="staff-form" onSubmit={submitDecline}>
            <TextAreaField
              label="Reason for declining"
              required
              hint={decline.hint}
              error={isApiError(error) && error.status === 400 ? error.message : undefined}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <button type="submit" className="button" disabled={pending}>
              {decline.label}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
