import { Fragment, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager, QueueToolbar, formatWhen } from './split-queue-parts';
import type { QueueFilter, QueueOrder } from './queue-api';
import '../../../styles/staff-queues.css';

type SplitQueueList<Item> = { total: number; oldestPendingAt: string | null; items: Item[] };
type SplitQueueItem = { id: number; companyName: string; createdAt: string };

type SplitQueuePageProps<Status extends string, Item extends SplitQueueItem> = {
  /** "Claims": the heading, and the name of the status select and of the list. */
  title: string;
  statuses: readonly Status[];
  /** The status shown first (what is waiting). */
  waiting: Status;
  useQueue: (filter: QueueFilter<Status>) => UseQueryResult<SplitQueueList<Item>>;
  texts: {
    /** "No pending claims." */
    empty: (status: Status) => string;
    /** "Choose a claim.", while none is chosen. */
    choose: string;
  };
  /** What a row shows between the company's name and the time it came in. */
  summary: (item: Item) => ReactNode;
  /** The chosen item; it mounts afresh for each item chosen. */
  renderSelected: (id: number) => ReactNode;
};

/**
 * The page the claims and reports queues share: the toolbar, the list with its pager, and the
 * chosen item beside it. The choice is the URL's ?id=, so a link can open one item.
 */
export function SplitQueuePage<Status extends string, Item extends SplitQueueItem>({
  title,
  statuses,
  waiting,
  useQueue,
  texts,
  summary,
  renderSelected,
}: SplitQueuePageProps<Status, Item>) {
  const [params, setParams] = useSearchParams();
  const [order, setOrder] = useState<QueueOrder>('oldest');
  const [status, setStatus] = useState<Status>(waiting);
  const [page, setPage] = useState(1);
  const queue = useQueue({ order, status, page });
  const selected = Number(params.get('id')) || null;

  return (
    <div className="staff-queue">
      <h1>{title}</h1>
      <QueueToolbar
        label={title}
        order={order}
        onOrder={(next) => {
          setOrder(next);
          setPage(1);
        }}
        status={status}
        statuses={statuses}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        total={queue.data?.total}
        oldestPendingAt={queue.data?.oldestPendingAt}
      />
      <div className="staff-queue__body">
        <section aria-label={`${title} list`} className="staff-queue__list">
          {queue.isError ? <p role="alert">{queue.error.message}</p> : null}
          {queue.data?.items.length === 0 ? <p>{texts.empty(status)}</p> : null}
          <ul>
            {queue.data?.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="staff-queue__item"
                  aria-current={item.id === selected ? 'true' : undefined}
                  onClick={() => setParams({ id: String(item.id) })}
                >
                  <strong>{item.companyName}</strong>
                  <span>{summary(item)}</span>
                  <span className="muted">{formatWhen(item.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          {queue.data ? <Pager page={page} total={queue.data.total} onPage={setPage} /> : null}
        </section>
        {selected ? (
          <Fragment key={selected}>{renderSelected(selected)}</Fragment>
        ) : (
          <p>{texts.choose}</p>
        )}
      </div>
    </div>
  );
}
