import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager, QueueToolbar, formatWhen } from './split-queue-parts';
import type { QueueNouns, QueueOrder, QueueReads } from './queue-api';
import '../../../styles/staff-queues.css';

type SplitQueueItem = { id: number; companyName: string; createdAt: string };

type SplitQueuePageProps<Status extends string, Item extends SplitQueueItem, Detail> = {
  /** "Claims": the heading, and the name of the status select and of the list. */
  title: string;
  statuses: readonly Status[];
  /** The status shown first (what is waiting). */
  waiting: Status;
  api: QueueReads<Status, Item, Detail>;
  /** { one: 'claim', many: 'claims' }: "No pending claims.", "Choose a claim." and so on. */
  items: QueueNouns;
  /** What a row shows between the company's name and the time it came in. */
  summary: (item: Item) => ReactNode;
  /** The chosen item, once read; it mounts afresh for each item chosen. */
  renderItem: (detail: Detail) => ReactNode;
};

/**
 * The page the claims and reports queues share: the toolbar, the list with its pager, and the
 * chosen item beside it. The choice is the URL's ?id=, so a link can open one item.
 */
export function SplitQueuePage<Status extends string, Item extends SplitQueueItem, Detail>({
  title,
  statuses,
  waiting,
  api,
  items,
  summary,
  renderItem,
}: SplitQueuePageProps<Status, Item, Detail>) {
  const [params, setParams] = useSearchParams();
  const [order, setOrder] = useState<QueueOrder>('oldest');
  const [status, setStatus] = useState<Status>(waiting);
  const [page, setPage] = useState(1);
  const queue = api.useQueue({ order, status, page });
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
          {queue.data?.items.length === 0 ? <p>{`No ${status} ${items.many}.`}</p> : null}
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
          <SelectedItem
            key={selected}
            id={selected}
            useItem={api.useItem}
            name={items.one}
            render={renderItem}
          />
        ) : (
          <p>{`Choose a ${items.one}.`}</p>
        )}
      </div>
    </div>
  );
}

/** The chosen item: "Loading…" while it is read, the error if the read fails, else its view. */
function SelectedItem<Detail>({
  id,
  useItem,
  name,
  render,
}: {
  id: number;
  useItem: (id: number) => UseQueryResult<Detail>;
  name: string;
  render: (detail: Detail) => ReactNode;
}) {
  const item = useItem(id);
  if (item.isPending) return <p>{`Loading ${name}…`}</p>;
  if (item.isError) return <p role="alert">{item.error.message}</p>;
  return render(item.data);
}
