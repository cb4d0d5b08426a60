import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_STATUSES, type ReportReviewStatus } from '@trusthive/contracts';
import { Pager, QueueToolbar, formatWhen } from '../claims/queue-parts';
import { useReportQueue } from './api/reports-queue';
import { ReportDetailView } from './report-detail';
import '../../../styles/staff-queues.css';

/** The staff console's reports queue (issue 18): the list, and the chosen report beside it. */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const [order, setOrder] = useState<'newest' | 'oldest'>('oldest');
  const [status, setStatus] = useState<ReportReviewStatus>('open');
  const [page, setPage] = useState(1);
  const queue = useReportQueue({ order, status, page });
  const selected = Number(params.get('id')) || null;

  return (
    <div className="staff-queue">
      <h1>Reports</h1>
      <QueueToolbar
        label="Reports"
        order={order}
        onOrder={(next) => {
          setOrder(next);
          setPage(1);
        }}
        status={status}
        statuses={REPORT_STATUSES}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        total={queue.data?.total}
        oldestPendingAt={queue.data?.oldestPendingAt}
      />
      <div className="staff-queue__body">
        <section aria-label="Reports list" className="staff-queue__list">
          {queue.isError ? <p role="alert">{queue.error.message}</p> : null}
          {queue.data?.items.length === 0 ? <p>No {status} reports.</p> : null}
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
                  <span>{item.reportType}</span>
                  <span className="muted">{formatWhen(item.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          {queue.data ? <Pager page={page} total={queue.data.total} onPage={setPage} /> : null}
        </section>
        {selected ? <ReportDetailView key={selected} id={selected} /> : <p>Choose a report.</p>}
      </div>
    </div>
  );
}
