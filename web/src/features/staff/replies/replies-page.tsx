import { useState, type FormEvent } from 'react';
import {
  QUEUE_PAGE_SIZE,
  REPLY_STATUSES,
  type ReplyDetail,
  type ReplyStatus,
} from '@trusthive/contracts';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useDecideReply, useRepliesQueue, useReply, type RepliesFilter } from './replies-api';

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

const STATUS_LABELS: Record<ReplyStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  declined: 'Declined',
};

/** The replies queue (issue 19): owners' replies to upheld reports, checked before they show. */
export default function RepliesPage() {
  const [filter, setFilter] = useState<RepliesFilter>({
    order: 'oldest',
    status: 'pending',
    page: 1,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useRepliesQueue(filter);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / QUEUE_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="replies-heading">
      <h1 id="replies-heading">Owner replies</h1>
      <div className="staff-form staff-form--inline">
        <label>
          Status{' '}
          <select
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as ReplyStatus, page: 1 })
            }
          >
            {REPLY_STATUSES.map((status) => (
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
      {queue.isPending ? <p role="status">Loading replies…</p> : null}
      {queue.isError ? <p role="alert">{errorText(queue.error)}</p> : null}
      {queue.data ? (
        <>
          <p data-testid="queue-summary">
            {queue.data.total} {STATUS_LABELS[filter.status].toLowerCase()}
            {queue.data.oldestPendingAt
              ? `; the oldest pending reply is waiting since ${when(queue.data.oldestPendingAt)}`
              : '; none is waiting'}
            .
          </p>
          {queue.data.items.length === 0 ? (
            <p>No replies here.</p>
          ) : (
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Report</th>
                  <th scope="col">Received</th>
                  <th scope="col">Review</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.items.map((item) => (
                  <tr key={item.id} aria-current={item.id === selected ? 'true' : undefined}>
                    <td>{item.companyName}</td>
                    <td>{item.reportSummary}</td>
                    <td>{when(item.createdAt)}</td>
                    <td>
                      <button type="button" className="button" onClick={() => setSelected(item.id)}>
                        Review
                        <span className="visually-hidden"> the reply of {item.companyName}</span>
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
      {selected !== null ? <ReplyReview key={selected} id={selected} /> : null}
    </section>
  );
}

function ReplyReview({ id }: { id: number }) {
  const reply = useReply(id);
  if (reply.isPending) return <p role="status">Loading the reply…</p>;
  if (reply.isError) return <p role="alert">{errorText(reply.error)}</p>;
  return <ReplyDecisionPanel reply={reply.data} />;
}

function ReplyDecisionPanel({ reply }: { reply: ReplyDetail }) {
  const decide = useDecideReply(reply.id);
  const [reason, setReason] = useState('');
  const decline = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ outcome: 'decline', reason });
  };
  return (
    <section className="staff-panel" aria-labelledby="reply-review-heading">
      <h2 id="reply-review-heading">Reply of {reply.companyName}</h2>
      <dl className="staff-detail">
        <dt>Upheld report (public summary)</dt>
        <dd>{reply.reportSummary}</dd>
        <dt>Reply</dt>
        <dd className="staff-detail__text" data-testid="reply-body">
          {reply.body}
        </dd>
        <dt>Sent by</dt>
        <dd>{reply.ownerEmail}</dd>
        <dt>Received</dt>
        <dd>{when(reply.createdAt)}</dd>
      </dl>
      <p>
        <a href={`/company/${reply.companyId}`} target="_blank" rel="noopener noreferrer">
          Open the profile
        </a>
      </p>
      {decide.isError ? (
        <p className="staff-alert" role="alert">
          {errorText(decide.error)}
        </p>
      ) : null}
      {reply.decision ? (
        <p className="staff-notice" role="status">
          {STATUS_LABELS[reply.status]} by {reply.decision.decidedBy} on{' '}
          {when(reply.decision.decidedAt)}
          {reply.decision.reason ? `: ${reply.decision.reason}` : '.'}
        </p>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ outcome: 'publish' })}
          >
            Publish reply
          </button>
          <form className="staff-form" onSubmit={decline}>
            <FormField
              label="Reason for declining"
              required
              hint="Sent to the owner; never shown publicly."
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
              Decline reply
            </button>
          </form>
        </>
      )}
    </section>
  );
}
