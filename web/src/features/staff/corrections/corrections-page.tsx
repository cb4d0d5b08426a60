import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_STATUSES,
  type CorrectionDetail,
  type CorrectionStatus,
} from '@trusthive/contracts';
import { DecisionPanel } from '../queue/decision-panel';
import { QueuePage, when } from '../queue/queue-page';
import { correctionsApi } from './corrections-api';

const STATUS_LABELS: Record<CorrectionStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** The corrections queue (issue 18): requests, the value shown beside the proposed one, decisions. */
export default function CorrectionsPage() {
  return (
    <QueuePage
      id="corrections"
      title="Corrections"
      statuses={CORRECTION_STATUSES}
      statusLabels={STATUS_LABELS}
      waiting="pending"
      api={correctionsApi}
      items={{ one: 'request', many: 'requests' }}
      oldestWaiting={(since) => `; the oldest pending request is waiting since ${since}`}
      columns={['Company', 'Field', 'Proposed value']}
      cells={(item) => (
        <>
          <td>{item.companyName}</td>
          <td>{CORRECTION_FIELD_LABELS[item.field]}</td>
          <td className="staff-table__json">{item.proposedValue}</td>
        </>
      )}
      action={{
        label: 'Review',
        target: (item) => `the ${CORRECTION_FIELD_LABELS[item.field]} of ${item.companyName}`,
      }}
      renderItem={(correction) => <CorrectionDecisionPanel correction={correction} />}
    />
  );
}

function CorrectionDecisionPanel({ correction }: { correction: CorrectionDetail }) {
  const decide = correctionsApi.useDecide(correction.id);
  return (
    <DecisionPanel
      headingId="correction-review-heading"
      heading={`${CORRECTION_FIELD_LABELS[correction.field]} of ${correction.companyName}`}
      details={
        <>
          <dt>{correction.status === 'accepted' ? 'Shown before' : 'Shown now'}</dt>
          <dd data-testid="correction-current-value">
            {(correction.status === 'accepted'
              ? correction.previousValue
              : correction.currentValue) || 'nothing'}
          </dd>
          <dt>Proposed</dt>
          <dd data-testid="correction-proposed-value">{correction.proposedValue}</dd>
          <dt>Evidence</dt>
          <dd className="staff-detail__text">{correction.evidence}</dd>
          {correction.evidenceUrl ? (
            <>
              <dt>Evidence link</dt>
              <dd>
                <a href={correction.evidenceUrl} target="_blank" rel="noopener noreferrer nofollow">
                  {correction.evidenceUrl}
                </a>
              </dd>
            </>
          ) : null}
          <dt>Requested by</dt>
          <dd>{correction.requesterEmail}</dd>
          <dt>Received</dt>
          <dd>{when(correction.createdAt)}</dd>
        </>
      }
      companyId={correction.companyId}
      decision={correction.decision}
      decidedLabel={STATUS_LABELS[correction.status]}
      accept={{ label: 'Accept correction', outcome: 'accept' }}
      decline={{ label: 'Decline correction', hint: 'Sent to the requester.' }}
      decide={decide}
    />
  );
}
