import { useId, useState, type FormEvent } from 'react';
import {
  REGISTRATION_REVIEW_MESSAGES,
  registrationDecisionSchema,
  type RegistrationQueueQuery,
  type RegistrationReview,
  type RegistrationReviewState,
} from '@trusthive/contracts';
import { isApiError } from '../../../lib/api-client';
import { formatCount, formatDateIN } from '../../../lib/format';
import {
  useDecideRegistration,
  useQueuesOverview,
  useRegistrationQueue,
  useRegistrationReview,
} from './api/registrations-queue';
import { OrderToggle, Pager } from '../queue/split-queue-parts';
import { waitingFor } from './waiting-age';
import '../../../styles/staff-queues.css';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { DecideButton } from '../queue/decide-button';

// The registrations queue of the staff console (issue 18): self-registered companies wait
// here, hidden from the public, until a moderator approves them (they go live) or rejects
// them with a reason. The list on the left, the chosen registration beside the MCA registry.

type Order = RegistrationQueueQuery['order'];

const STATE_LABEL: Record<RegistrationReviewState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export default function StaffRegistrationsPage() {
  const [order, setOrder] = useState<Order>('oldest');
  const [status, setStatus] = useState<RegistrationReviewState>('pending');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useRegistrationQueue({ order, status, page });
  const statusId = useId();

  return (
    <div className="staff-queue">
      <header className="staff-queue__header">
        <h1>Registrations</h1>
        <QueueSummary />
      </header>

      <div className="staff-queue__toolbar">
        <OrderToggle
          order={order}
          onOrder={(value) => {
            setOrder(value);
            setPage(1);
          }}
        />
        <label htmlFor={statusId}>Show</label>
        <select
          id={statusId}
          className="staff-queue__select"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as RegistrationReviewState);
            setPage(1);
            setSelected(null);
          }}
        >
          {(Object.keys(STATE_LABEL) as RegistrationReviewState[]).map((value) => (
            <option key={value} value={value}>
              {STATE_LABEL[value]}
            </option>
          ))}
        </select>
      </div>

      <div className="staff-queue__body">
        <section aria-label="Registrations in the queue" className="staff-queue__list">
          {queue.isPending && <p>Loading…</p>}
          {queue.isError && <p role="alert">{queue.error.message}</p>}
          {queue.data && (
            <>
              <p className="staff-queue__counts">
                {formatCount(queue.data.total)} {STATE_LABEL[status].toLowerCase()}
              </p>
              {queue.data.items.length === 0 ? (
                <p>Nothing here.</p>
              ) : (
                <ul>
                  {queue.data.items.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className="staff-queue__item"
                        aria-current={selected === item.id}
                        onClick={() => setSelected(item.id)}
                      >
                        <strong>{item.companyName}</strong>
                        <span>
                          {item.cin ? <span className="no-break">{item.cin}</span> : null}
                          {item.cin && (item.city || item.state) ? ' · ' : null}
                          {[item.city, item.state].filter(Boolean).join(' · ')}
                        </span>
                        <span className="muted">
                          Submitted {formatDateIN(item.submittedAt)} (waiting{' '}
                          {waitingFor(item.submittedAt)})
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <Pager page={page} total={queue.data.total} onPage={setPage} label="Queue pages" />
            </>
          )}
        </section>

        {selected !== null && <RegistrationItem key={selected} id={selected} />}
      </div>
    </div>
  );
}

/** "3 waiting · oldest waiting 2 days": the promised 24-48 hours made visible. */
function QueueSummary() {
  const overview = useQueuesOverview();
  const registrations = overview.data?.queues.find((queue) => queue.kind === 'registrations');
  if (!registrations) return null;
  return (
    <p className="staff-queue__summary">
      {formatCount(registrations.pending)} waiting
      {registrations.oldestPendingAt &&
        ` · oldest waiting ${waitingFor(registrations.oldestPendingAt)}`}
    </p>
  );
}

function RegistrationItem({ id }: { id: number }) {
  const review = useRegistrationReview(id);
  if (review.isPending) return <p>Loading…</p>;
  if (review.isError) return <p role="alert">{review.error.message}</p>;
  const item = review.data;
  return (
    <article className="staff-queue__detail" aria-labelledby={`registration-${id}`}>
      <h2 id={`registration-${id}`}>{item.submitted.companyName}</h2>
      <p>
        {STATE_LABEL[item.status]} · submitted {formatDateIN(item.submittedAt)}
      </p>
      <Comparison review={item} />
      <SimilarNames review={item} />
      <Decision review={item} />
    </article>
  );
}

type DifferenceField = RegistrationReview['differences'][number]['field'];

function Comparison({ review }: { review: RegistrationReview }) {
  const { submitted, registry } = review;
  const differs = new Set(review.differences.map((difference) => difference.field));
  const rows: [string, DifferenceField | null, string | null, string | null][] = [
    ['Name', 'companyName', submitted.companyName, registry.found ? registry.companyName : null],
    ['CIN', null, submitted.cin, registry.found ? submitted.cin : null],
    ['State', 'state', submitted.state, registry.found ? registry.state : null],
    ['Status', 'status', null, registry.found ? registry.status : null],
    ['Company type', null, submitted.entityType, registry.found ? registry.companyClass : null],
    ['Registered on', null, null, registry.found ? registry.registrationDate : null],
  ];
  return (
    <section aria-label="Submitted data and the MCA registry">
      <h3>Submitted data and the MCA registry</h3>
      {!registry.found && (
        <p role="status">
          {registry.reason === 'no_cin'
            ? 'No CIN was given, so the MCA registry cannot be checked.'
            : 'Not found in the imported MCA registry: no MCA file we hold lists this CIN.'}
        </p>
      )}
      <table className="staff-table">
        <ColumnHeads columns={['Field', 'Submitted', 'MCA registry']} />
        <tbody>
          {rows.map(([label, field, mine, theirs]) => {
            const different = field !== null && differs.has(field);
            return (
              <tr key={label} className={different ? 'staff-queue__differs' : undefined}>
                <th scope="row">{label}</th>
                <td>{mine ?? '—'}</td>
                <td>
                  {theirs ?? '—'}
                  {different && <strong> (differs)</strong>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {registry.found && registry.sourceFile && (
        <p>
          Source: {registry.sourceFile}
          {registry.sourceDate && `, ${formatDateIN(registry.sourceDate)}`}
        </p>
      )}
      <dl className="staff-detail__facts">
        <dt>Contact</dt>
        <dd>
          {[submitted.contactPerson, submitted.designation].filter(Boolean).join(', ') || '—'}
        </dd>
        <dt>E-mail</dt>
        <dd>{submitted.email ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{submitted.phone ?? '—'}</dd>
        <dt>Website</dt>
        <dd>{submitted.website ?? '—'}</dd>
        <dt>Address</dt>
        <dd>
          {[submitted.address, submitted.city, submitted.pincode].filter(Boolean).join(', ') || '—'}
        </dd>
        <dt>Brands</dt>
        <dd>{submitted.brands.length ? submitted.brands.join(', ') : '—'}</dd>
      </dl>
    </section>
  );
}

function SimilarNames({ review }: { review: RegistrationReview }) {
  return (
    <section aria-label="Similar listed companies">
      <h3>Similar listed companies</h3>
      {review.similar.length === 0 ? (
        <p>No listed company has a similar name.</p>
      ) : (
        <ul>
          {review.similar.map((company) => (
            <li key={company.id}>
              <a href={`/company/${company.id}`} target="_blank" rel="noreferrer">
                {company.name}
              </a>{' '}
              {[company.cin, company.state].filter(Boolean).join(' · ')} (
              {Math.round(company.similarity * 100)}% similar)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Decision({ review }: { review: RegistrationReview }) {
  const decide = useDecideRegistration(review.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();

  if (review.decision) {
    return (
      <section aria-label="Decision">
        <p role="status" className="staff-queue__decided">
          {review.status === 'approved' ? 'Approved' : 'Rejected'} by {review.decision.decidedBy} on{' '}
          {formatDateIN(review.decision.decidedAt)}.
          {review.status === 'approved' && ' The company is live.'}
        </p>
        {review.decision.reason && <p>Reason: {review.decision.reason}</p>}
        {decide.isError && <DecisionError error={decide.error} />}
      </section>
    );
  }

  const reject = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationDecisionSchema.safeParse({ outcome: 'reject', reason });
    if (!parsed.success) {
      setReasonError(REGISTRATION_REVIEW_MESSAGES.reasonRequired);
      return;
    }
    setReasonError(null);
    decide.mutate(parsed.data);
  };

  return (
    <section aria-label="Decision" className="staff-decision">
      <h3>Decision</h3>
      <DecideButton decide={decide} decision={{ outcome: 'approve' }}>
        Approve
      </DecideButton>
      <form onSubmit={reject} className="staff-decision">
        <label htmlFor={reasonId}>Reason for rejection</label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={1000}
          aria-invalid={reasonError !== null}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {reasonError && (
          <p id={`${reasonId}-error`} role="alert">
            {reasonError}
          </p>
        )}
        <button type="submit" className="button button--secondary" disabled={decide.isPending}>
          Reject
        </button>
      </form>
      {decide.isError && <DecisionError error={decide.error} />}
    </section>
  );
}

/** "Already decided" names who came first; anything else says what went wrong. */
function DecisionError({ error }: { error: Error }) {
  const title = isApiError(error) ? error.title : 'Error';
  return (
    <p role="alert">
      <strong>{title}:</strong> {error.message}
    </p>
  );
}
