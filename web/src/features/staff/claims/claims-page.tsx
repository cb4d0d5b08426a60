import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLAIM_STATUSES, type ClaimReviewStatus } from '@trusthive/contracts';
import { useClaimQueue } from './api/claims-queue';
import { ClaimDetailView } from './claim-detail';
import { Pager, QueueToolbar, formatWhen } from './queue-parts';
import '../../../styles/staff-queues.css';

/** The staff console's claims queue (issue 18): the list, and the chosen claim beside it. */
export default function ClaimsPage() {
  const [params, setParams] = useSearchParams();
  const [order, setOrder] = useState<'newest' | 'oldest'>('oldest');
  const [status, setStatus] = useState<ClaimReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const queue = useClaimQueue({ order, status, page });
  const selected = Number(params.get('id')) || null;
  const select = (id: number) => setParams({ id: String(id) });

  return (
    <div className="staff-queue">
      <h1>Claims</h1>
      <QueueToolbar
        label="Claims"
        order={order}
        onOrder={(next) => {
          setOrder(next);
          setPage(1);
        }}
        status={status}
        statuses={CLAIM_STATUSES}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        total={queue.data?.total}
        oldestPendingAt={queue.data?.oldestPendingAt}
      />
      <div className="staff-queue__body">
        <section aria-label="Claims list" className="staff-queue__list">
          {queue.isError ? <p role="alert">{queue.error.message}</p> : null}
          {queue.data?.items.length === 0 ? <p>No {status} claims.</p> : null}
          <ul>
            {queue.data?.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="staff-queue__item"
                  aria-current={item.id === selected ? 'true' : undefined}
                  onClick={() => select(item.id)}
                >
                  <strong>{item.companyName}</strong>
                  <span>{item.email}</span>
                  <span className="muted">{formatWhen(item.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          {queue.data ? <Pager page={page} total={queue.data.total} onPage={setPage} /> : null}
        </section>
        {selected ? <ClaimDetailView key={selected} id={selected} /> : <p>Choose a claim.</p>}
      </div>
    </div>
  );
}
