import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QUEUE_PAGE_SIZE } from '@trusthive/contracts';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { isApiError } from '../../../lib/api-client';
import { formatDateTimeIN } from '../../../lib/format';
import type { QueueFilter, QueueNouns, QueueOrder, QueueReads } from './queue-api';

// The page the corrections, contact, owner-change and reply queues share: status and order
// filters, a summary with the age of the oldest waiting item, the list with one action a row,
// a pager, and the selected item below, once it has been read. Each queue says what its columns
// and texts are.

export const errorText = (error: unknown) =>
  isApiError(error) ? error.message : 'Something went wrong. Please try again.';

/** A failed read's or action's message, read out at once; nothing while there is none. */
export function StaffError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="staff-alert" role="alert">
      {errorText(error)}
    </p>
  );
}

/** "24 November 2026 at 10:15 pm" (India time): the console's one format (lib/format.ts). */
export const when = (iso: string) => formatDateTimeIN(iso);

type QueueItem = { id: number; createdAt: string };

export type QueuePageProps<Status extends string, Item extends QueueItem, Detail> = {
  /** Prefix of the heading's id, e.g. 'corrections' gives 'corrections-heading'. */
  id: string;
  title: string;
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  /** The status shown first (what is waiting). */
  waiting: Status;
  api: QueueReads<Status, Item, Detail>;
  /** { one: 'request', many: 'requests' }: "Loading requests…", "No requests here." and so on. */
  items: QueueNouns;
  /** After the count: "; the oldest pending request is waiting since …" */
  oldestWaiting: (since: string) => string;
  /** Headers of the columns before Received and the action. */
  columns: readonly string[];
  /** The cells under `columns`, as <td>s. */
  cells: (item: Item) => ReactNode;
  action: {
    /** "Review", also the action column's header. */
    label: string;
    /** For screen readers after the label: "the Website of Acme". */
    target: (item: Item) => string;
  };
  /** The chosen item's panel below the list, once read; it mounts afresh for each item chosen. */
  renderItem: (detail: Detail) => ReactNode;
};

export function QueuePage<Status extends string, Item extends QueueItem, Detail>({
  id,
  title,
  statuses,
  statusLabels,
  waiting,
  api,
  items,
  oldestWaiting,
  columns,
  cells,
  action,
  renderItem,
}: QueuePageProps<Status, Item, Detail>) {
  const [filter, setFilter] = useState<QueueFilter<Status>>({
    order: 'oldest',
    status: waiting,
    page: 1,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const queue = api.useQueue(filter);
  /** Another status or order starts again at the first page. */
  const refilter = (change: Partial<QueueFilter<Status>>) =>
    setFilter({ ...filter, ...change, page: 1 });
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / QUEUE_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{title}</h1>
      <div className="staff-form staff-form--inline">
        <label>
          Status{' '}
          <select
            value={filter.status}
            onChange={(event) => refilter({ status: event.target.value as Status })}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order{' '}
          <select
            value={filter.order}
            onChange={(event) => refilter({ order: event.target.value as QueueOrder })}
          >
            <option value="oldest">Oldest first</option>
            <option value="newest">Newest first</option>
          </select>
        </label>
      </div>
      {queue.isPending ? <p role="status">{`Loading ${items.many}…`}</p> : null}
      {queue.isError ? <p role="alert">{errorText(queue.error)}</p> : null}
      {queue.data ? (
        <>
          <p data-testid="queue-summary">
            {queue.data.total} {statusLabels[filter.status].toLowerCase()}
            {queue.data.oldestPendingAt
              ? oldestWaiting(when(queue.data.oldestPendingAt))
              : '; none is waiting'}
            .
          </p>
          {queue.data.items.length === 0 ? (
            <p>{`No ${items.many} here.`}</p>
          ) : (
            <table className="staff-table">
              <ColumnHeads columns={[...columns, 'Received', action.label]} />
              <tbody>
                {queue.data.items.map((item) => (
                  <tr key={item.id} aria-current={item.id === selected ? 'true' : undefined}>
                    {cells(item)}
                    <td>{when(item.createdAt)}</td>
                    <td>
                      <button type="button" className="button" onClick={() => setSelected(item.id)}>
                        {action.label}
                        <span className="visually-hidden"> {action.target(item)}</span>
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
      {selected !== null ? (
        <SelectedItem
          key={selected}
          id={selected}
          useItem={api.useItem}
          loading={`Loading the ${items.one}…`}
          render={renderItem}
        />
      ) : null}
    </section>
  );
}

/** The chosen item: "Loading…" while it is read, the error if the read fails, else its panel. */
function SelectedItem<Detail>({
  id,
  useItem,
  loading,
  render,
}: {
  id: number;
  useItem: (id: number) => UseQueryResult<Detail>;
  loading: string;
  render: (detail: Detail) => ReactNode;
}) {
  const item = useItem(id);
  if (item.isPending) return <p role="status">{loading}</p>;
  if (item.isError) return <p role="alert">{errorText(item.error)}</p>;
  return render(item.data);
}
