import { useState, type FormEvent } from 'react';
import {
  OWNER_CHANGE_STATUSES,
  QUEUE_PAGE_SIZE,
  type OwnerChangeDetail,
  type OwnerChangeStatus,
} from '@trusthive/contracts';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { changeLabel, changeSummary } from './change-text';
import {
  useDecideOwnerChange,
  useOwnerChange,
  useOwnerChangesQueue,
  type OwnerChangesFilter,
} from './owner-changes-api';

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
  const [filter, setFilter] = useState<OwnerChangesFilter>({
    order: 'oldest',
    status: 'pending',
    page: 1,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useOwnerChangesQueue(filter);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / QUEUE_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="owner-changes-heading">
      <h1 id="owner-changes-heading">Owner changes</h1>
      <div className="staff-form staff-form--inline">
        <label>
          Status{' '}
          <select
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as OwnerChangeStatus, page: 1 })
            }
          >
            {OWNER_CHANGE_STATUSES.map((status) => (
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
                  <th scope="col">Change</th>
                  <th scope="col">Asked for</th>
                  <th scope="col">Received</th>
                  <th scope="col">Review</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.items.map((item) => (
                  <tr key={item.id} aria-current={item.id === selected ? 'true' : undefined}>
                    <td>{item.companyName}</td>
                    <td>{changeLabel(item.change)}</td>
                    <td className="staff-table__json">{changeSummary(item.change)}</td>
                    <td>{when(item.createdAt)}</td>
                    <td>
                      <button type="button" className="button" onClick={() => setSelected(item.id)}>
                        Review
                        <span className="visually-hidden">
                          {' '}
                          the {changeLabel(item.change).toLowerCase()} of {item.companyName}
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
      {selected !== null ? <OwnerChangeReview key={selected} id={selected} /> : null}
    </section>
  );
}

function OwnerChangeReview({ id }: { id: number }) {
  const request = useOwnerChange(id);
  if (request.isPending) return <p role="status">Loading the request…</p>;
  if (request.isError) return <p role="alert">{errorText(request.error)}</p>;
  return <OwnerChangeDecisionPanel request={request.data} />;
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
    default:
      return current.brands.map((brand) => brand.brandName).join(', ') || 'no brands';
  }
}

function OwnerChangeDecisionPanel({ request }: { request: OwnerChangeDetail }) {
  const decide = useDecideOwnerChange(request.id);
  const [reason, setReason] = useState('');
  const label = changeLabel(request.change);
  const decline = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ outcome: 'decline', reason });
  };
  return (
    <section className="staff-panel" aria-labelledby="owner-change-review-heading">
      <h2 id="owner-change-review-heading">
        {label}: {request.companyName}
      </h2>
      <dl className="staff-detail">
        <dt>{request.status === 'approved' ? 'Shown after approval' : 'Shown now'}</dt>
        <dd data-testid="owner-change-current">{currentValue(request)}</dd>
        <dt>Asked for</dt>
        <dd data-testid="owner-change-asked">{changeSummary(request.change)}</dd>
        <dt>Asked by (owner)</dt>
        <dd>{request.ownerEmail}</dd>
        <dt>Received</dt>
        <dd>{when(request.createdAt)}</dd>
      </dl>
      <p>
        <a href={`/company/${request.companyId}`} target="_blank" rel="noopener noreferrer">
          Open the profile
        </a>
      </p>
      {decide.isError ? (
        <p className="staff-alert" role="alert">
          {errorText(decide.error)}
        </p>
      ) : null}
      {request.decision ? (
        <p className="staff-notice" role="status">
          {STATUS_LABELS[request.status]} by {request.decision.decidedBy} on{' '}
          {when(request.decision.decidedAt)}
          {request.decision.reason ? `: ${request.decision.reason}` : '.'}
        </p>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ outcome: 'approve' })}
          >
            Approve change
          </button>
          <form className="staff-form" onSubmit={decline}>
            <FormField
              label="Reason for declining"
              required
              hint="Sent to the owner."
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
              Decline change
            </button>
          </form>
        </>
      )}
    </section>
  );
}
