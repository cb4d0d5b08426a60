import {
  OWNER_CHANGE_STATUSES,
  type OwnerChangeDetail,
  type OwnerChangeStatus,
} from '@trusthive/contracts';
import { DecisionPanel } from '../queue/decision-panel';
import { QueuePage, when } from '../queue/queue-page';
import { changeLabel, changeSummary } from './change-text';
import { ownerChangesApi } from './owner-changes-api';

const STATUS_LABELS: Record<OwnerChangeStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

/**
 * Owner changes (issue 19): what owners ask to change that moves the trust score or a badge
 * (website and domain, brands, brand authorization), the company's values beside it, decisions.
 */
export default function OwnerChangesPage() {
  return (
    <QueuePage
      id="owner-changes"
      title="Owner changes"
      statuses={OWNER_CHANGE_STATUSES}
      statusLabels={STATUS_LABELS}
      waiting="pending"
      api={ownerChangesApi}
      items={{ one: 'request', many: 'requests' }}
      oldestWaiting={(since) => `; the oldest pending request is waiting since ${since}`}
      columns={['Company', 'Change', 'Asked for']}
      cells={(item) => (
        <>
          <td>{item.companyName}</td>
          <td>{changeLabel(item.change)}</td>
          <td className="staff-table__json">{changeSummary(item.change)}</td>
        </>
      )}
      action={{
        label: 'Review',
        target: (item) => `the ${changeLabel(item.change).toLowerCase()} of ${item.companyName}`,
      }}
      renderItem={(request) => <OwnerChangeDecisionPanel request={request} />}
    />
  );
}

/** What the profile shows now for the part of it the change touches. */
function currentValue(request: OwnerChangeDetail): string {
  const { current, change } = request;
  switch (change.kind) {
    case 'website':
      return current.website
        ? `${current.website} (domain ${current.domainName ?? 'none'})`
        : 'nothing';
    case 'brand-authorization':
      return current.wantsBrandAuthorization ? 'Already asked' : 'Not asked';
    case 'logo':
      return current.logo ?? 'no logo';
    case 'phone':
      return current.phone ?? 'no phone';
    default:
      return current.brands.map((brand) => brand.brandName).join(', ') || 'no brands';
  }
}

function OwnerChangeDecisionPanel({ request }: { request: OwnerChangeDetail }) {
  const decide = ownerChangesApi.useDecide(request.id);
  return (
    <DecisionPanel
      headingId="owner-change-review-heading"
      heading={`${changeLabel(request.change)}: ${request.companyName}`}
      details={
        <>
          <dt>{request.status === 'approved' ? 'Shown after approval' : 'Shown now'}</dt>
          <dd data-testid="owner-change-current">{currentValue(request)}</dd>
          <dt>Asked for</dt>
          <dd data-testid="owner-change-asked">{changeSummary(request.change)}</dd>
          <dt>Asked by (owner)</dt>
          <dd>{request.ownerEmail}</dd>
          <dt>Received</dt>
          <dd>{when(request.createdAt)}</dd>
        </>
      }
      companyId={request.companyId}
      decision={request.decision}
      decidedLabel={STATUS_LABELS[request.status]}
      accept={{ label: 'Approve change', outcome: 'approve' }}
      decline={{ label: 'Decline change', hint: 'Sent to the owner.' }}
      decide={decide}
    />
  );
}
