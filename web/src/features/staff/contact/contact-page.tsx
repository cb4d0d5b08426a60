import { useState } from 'react';
import { CONTACT_STATUSES, QUEUE_PAGE_SIZE, type ContactStatus } from '@trusthive/contracts';
import { isApiError } from '../../../lib/api-client';
import {
  useContactMessage,
  useContactQueue,
  useMarkHandled,
  type ContactFilter,
} from './contact-api';

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

const STATUS_LABELS: Record<ContactStatus, string> = {
  unhandled: 'Waiting',
  handled: 'Handled',
};

/** Contact messages (issue 18): the waiting ones by age, each read whole and marked handled. */
export default function ContactPage() {
  const [filter, setFilter] = useState<ContactFilter>({
    order: 'oldest',
    status: 'unhandled',
    page: 1,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useContactQueue(filter);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / QUEUE_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="contact-heading">
      <h1 id="contact-heading">Contact messages</h1>
      <div className="staff-form staff-form--inline">
        <label>
          Status{' '}
          <select
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as ContactStatus, page: 1 })
            }
          >
            {CONTACT_STATUSES.map((status) => (
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
      {queue.isPending ? <p role="status">Loading messages…</p> : null}
      {queue.isError ? <p role="alert">{errorText(queue.error)}</p> : null}
      {queue.data ? (
        <>
          <p data-testid="queue-summary">
            {queue.data.total} {STATUS_LABELS[filter.status].toLowerCase()}
            {queue.data.oldestPendingAt
              ? `; the oldest waiting message arrived ${when(queue.data.oldestPendingAt)}`
              : '; none is waiting'}
            .
          </p>
          {queue.data.items.length === 0 ? (
            <p>No messages here.</p>
          ) : (
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Message</th>
                  <th scope="col">Received</th>
                  <th scope="col">Read</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.items.map((item) => (
                  <tr key={item.id} aria-current={item.id === selected ? 'true' : undefined}>
                    <td>{item.name}</td>
                    <td>{item.subject}</td>
                    <td>{item.excerpt}</td>
                    <td>{when(item.createdAt)}</td>
                    <td>
                      <button type="button" className="button" onClick={() => setSelected(item.id)}>
                        Read
                        <span className="visually-hidden"> the message from {item.name}</span>
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
      {selected !== null ? <ContactMessage key={selected} id={selected} /> : null}
    </section>
  );
}

function ContactMessage({ id }: { id: number }) {
  const message = useContactMessage(id);
  const handle = useMarkHandled(id);
  if (message.isPending) return <p role="status">Loading the message…</p>;
  if (message.isError) return <p role="alert">{errorText(message.error)}</p>;
  const item = message.data;
  return (
    <section className="staff-panel" aria-labelledby="contact-message-heading">
      <h2 id="contact-message-heading">
        {item.subject}, from {item.name}
      </h2>
      <p>
        <a href={`mailto:${item.email}`}>{item.email}</a> · {when(item.createdAt)}
      </p>
      <p className="staff-detail__text">{item.message}</p>
      {handle.isError ? (
        <p className="staff-alert" role="alert">
          {errorText(handle.error)}
        </p>
      ) : null}
      {item.handledAt ? (
        <p className="staff-notice" role="status">
          Handled by {item.handledBy ?? 'a staff member'} on {when(item.handledAt)}.
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={handle.isPending}
          onClick={() => handle.mutate()}
        >
          Mark handled
        </button>
      )}
    </section>
  );
}
