import { useState, type FormEvent } from 'react';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_STATUSES,
  QUEUE_PAGE_SIZE,
  type CorrectionDetail,
  type CorrectionStatus,
} from '@trusthive/contracts';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import {
  useCorrection,
  useCorrectionsQueue,
  useDecideCorrection,
  type CorrectionsFilter,
} from './corrections-api';

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : 'Something went wrong. Please try again.';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const when = (iso: string) => dateTime.format(new Date(iso));

const STATUS_LABELS: Record<CorrectionStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** The corrections queue (issue 18): requests, the value shown beside the proposed one, decisions. */
export default function CorrectionsPage() {
  const [filter, setFilter] = useState<CorrectionsFilter>({
    order: 'oldest',
    status: 'pending',
    page: 1,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useCorrectionsQueue(filter);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / QUEUE_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="corrections-heading">
      <h1 id="corrections-heading">Corrections</h1>
      <div className="staff-form staff-form--inline">
        <label>
          Status{' '}
          <select
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as CorrectionStatus, page: 1 })
            }
          >
            {CORRECTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order{' '}
          <select
            value={filter.order}
            onChange={(event) =>
              setFilter({ ...filter, order: event.target.value as 'newest' | 'oldest', page: 1 })
            }
          >
            <option value="oldest">Oldest first</option>
            <option value="newest">Newest first</option>
          </select>
        </label>
      </div>
      {queue.isPending ? <p role="status">Loading requests…</p> : null}
      {queue.isError ? <p role="alert">{errorText(queue.error)}</p> : null}
      {queue.data ? (
        <>
          <p data-testid="queue-summary">
            {queue.data.total} {STATUS_LABELS[filter.status].toLowerCase()}
            {queue.data.oldestPendingAt
              ? `; the oldest pending request is waiting since ${when(queue.data.oldestPendingAt)}`
              : '; none is waiting'}
            .
          </p>
          {queue.data.items.length === 0 ? (
            <p>No requests here.</p>
          ) : (
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Field</th>
                  <th scope="col">Proposed value</th>
                  <th scope="col">Received</th>
                  <th scope="col">Review</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.items.map((item) => (
                  <tr key={item.id} aria-current={item.id === selected ? 'true' : undefined}>
                    <td>{item.companyName}</td>
                    <td>{CORRECTION_FIELD_LABELS[item.field]}</td>
                    <td className="staff-table__json">{item.proposedValue}</td>
                    <td>{when(item.createdAt)}</td>
                    <td>
                      <button type="button" className="button" onClick={() => setSelected(item.id)}>
                        Review
                        <span className="visually-hidden">
                          {' '}
                          the {CORRECTION_FIELD_LABELS[item.field]} of {item.companyName}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 ? (
            <p>
              <button
                type="button"
                className="button"
                disabled={filter.page <= 1}
                onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
              >
                Previous page
              </button>{' '}
              Page {filter.page} of {pages}{' '}
              <button
                type="button"
                className="button"
                disabled={filter.page >= pages}
                onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
              >
                Next page
              </button>
            </p>
          ) : null}
        </>
      ) : null}
      {selected !== null ? <CorrectionReview key={selected} id={selected} /> : null}
    </section>
  );
}

function CorrectionReview({ id }: { id: number }) {
  const correction = useCorrection(id);
  if (correction.isPending) return <p role="status">Loading the request…</p>;
  if (correction.isError) return <p role="alert">{errorText(correction.error)}</p>;
  return <CorrectionDecisionPanel correction={correction.data} />;
}

function CorrectionDecisionPanel({ correction }: { correction: CorrectionDetail }) {
  const decide = useDecideCorrection(correction.id);
  const [reason, setReason] = useState('');
  const label = CORRECTION_FIELD_LABELS[correction.field];
  const decline = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ outcome: 'decline', reason });
  };
  return (
    <section className="staff-panel" aria-labelledby="correction-review-heading">
      <h2 id="correction-review-heading">
        {label} of {correction.companyName}
      </h2>
      <dl className="staff-detail">
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
      </dl>
      <p>
        <a href={`/company/${correction.companyId}`} target="_blank" rel="noopener noreferrer">
          Open the profile
        </a>
      </p>
      {decide.isError ? (
        <p className="staff-alert" role="alert">
          {errorText(decide.error)}
        </p>
      ) : null}
      {correction.decision ? (
        <p className="staff-notice" role="status">
          {STATUS_LABELS[correction.status]} by {correction.decision.decidedBy} on{' '}
          {when(correction.decision.decidedAt)}
          {correction.decision.reason ? `: ${correction.decision.reason}` : '.'}
        </p>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ outcome: 'accept' })}
          >
            Accept correction
          </button>
          <form className="staff-form" onSubmit={decline}>
            <FormField
              label="Reason for declining"
              required
              hint="Sent to the requester."
              error={
                isApiError(decide.error) && decide.error.status === 400
                  ? decide.error.message
                  : undefined
              }
            >
              {(control) => (
                <textarea
                  {...control}
                  className="input input--textarea"
                  rows={3}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </FormField>
            <button type="submit" className="button" disabled={decide.isPending}>
              Decline correction
            </button>
          </form>
        </>
      )}
    </section>
  );
}
