import { useState, type FormEvent } from 'react';
import {
  DATA_REQUEST_QUEUE_STATUSES,
  type DataRequestDetail,
  type DataRequestKind,
  type DataRequestQueueItem,
  type DataRequestQueueStatus,
} from '@trusthive/contracts';
import { TextAreaField } from '../../../components/ui/form-controls';
import { QueuePage, StaffError, when } from '../queue/queue-page';
import { dataRequestExportHref, dataRequestsApi } from './data-requests-api';
import { DecideButton } from '../queue/decide-button';

const STATUS_LABELS: Record<DataRequestQueueStatus, string> = { open: 'Open', closed: 'Closed' };
const KIND_LABELS: Record<DataRequestKind, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
};
const CLOSED_LABELS = { exported: 'Export sent', corrected: 'Corrected', erased: 'Erased' };

/** The Act's clock as staff read it: "12 days left", "1 day left", "Overdue by 3 days". */
export function clockText(item: Pick<DataRequestQueueItem, 'daysLeft' | 'overdue' | 'status'>) {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  if (item.status !== 'open') return item.overdue ? 'Closed late' : 'Closed in time';
  if (item.overdue) return `Overdue by ${days(Math.max(1, -item.daysLeft))}`;
  return `${days(Math.max(1, item.daysLeft))} left`;
}

/**
 * "Your data" requests (issue 37): confirmed requests with their 30-day clock, each opened
 * with the export of what TrustHive holds about the address, closed with its kind's action.
 */
export default function DataRequestsPage() {
  return (
    <QueuePage
      id="data-requests"
      title="Data requests"
      statuses={DATA_REQUEST_QUEUE_STATUSES}
      statusLabels={STATUS_LABELS}
      waiting="open"
      api={dataRequestsApi}
      items={{ one: 'request', many: 'requests' }}
      oldestWaiting={(since) => `; the oldest open request arrived ${since}`}
      columns={['Reference', 'Kind', 'E-mail', 'Due']}
      cells={(item) => (
        <>
          <td>{item.reference}</td>
          <td>{KIND_LABELS[item.kind]}</td>
          <td>{item.email ?? 'erased'}</td>
          <td data-testid="data-request-clock" className={item.overdue ? 'staff-alert' : undefined}>
            {clockText(item)} ({when(item.dueAt)})
          </td>
        </>
      )}
      action={{ label: 'Open', target: (item) => `request ${item.reference}` }}
      renderItem={(request) => <DataRequestPanel request={request} />}
    />
  );
}

function DataRequestPanel({ request }: { request: DataRequestDetail }) {
  const decide = dataRequestsApi.useDecide(request.id);
  const [note, setNote] = useState('');
  const exportText = request.export ? JSON.stringify(request.export, null, 2) : null;
  const markCorrected = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ outcome: 'corrected', note });
  };
  return (
    <section className="staff-panel" aria-labelledby="data-request-heading">
      <h2 id="data-request-heading">
        {KIND_LABELS[request.kind]} request {request.reference}
      </h2>
      <dl className="staff-detail">
        <dt>E-mail</dt>
        <dd>{request.email ?? 'erased'}</dd>
        <dt>Confirmed</dt>
        <dd>{when(request.verifiedAt)}</dd>
        <dt>Due</dt>
        <dd data-testid="data-request-due">
          {when(request.dueAt)}: {clockText(request)}
        </dd>
        {request.details ? (
          <>
            <dt>Details</dt>
            <dd className="staff-detail__text">{request.details}</dd>
          </>
        ) : null}
      </dl>
      {exportText ? (
        <>
          <h3>What TrustHive holds about this address</h3>
          <p>
            <a href={dataRequestExportHref(request.id)} download>
              Download the export (JSON)
            </a>
          </p>
          <pre className="staff-detail__text" data-testid="data-request-export">
            {exportText}
          </pre>
        </>
      ) : null}
      <StaffError error={decide.error} />
      {request.decision ? (
        <p className="staff-notice" role="status">
          {request.status in CLOSED_LABELS
            ? CLOSED_LABELS[request.status as keyof typeof CLOSED_LABELS]
            : 'Closed'}{' '}
          by {request.decision.decidedBy} on {when(request.decision.decidedAt)}
          {request.decision.reason ? `: ${request.decision.reason}` : '.'}
        </p>
      ) : request.kind === 'access' ? (
        <DecideButton decide={decide} decision={{ outcome: 'send-export' }}>
          Send export
        </DecideButton>
      ) : request.kind === 'erasure' ? (
        <button
          type="button"
          className="button"
          disabled={decide.isPending}
          onClick={() => {
            if (window.confirm(`Erase the personal data of ${request.email ?? 'this address'}?`)) {
              decide.mutate({ outcome: 'erase' });
            }
          }}
        >
          Erase
        </button>
      ) : (
        <form className="staff-form" onSubmit={markCorrected}>
          <TextAreaField
            label="What was corrected"
            hint="Sent to the person."
            required
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={decide.isPending}>
            Mark corrected
          </button>
        </form>
      )}
    </section>
  );
}
