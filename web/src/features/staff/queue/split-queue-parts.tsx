import type { ReactNode } from 'react';
import { QUEUE_PAGE_SIZE } from '@trusthive/contracts';
import { isApiError } from '../../../lib/api-client';
import { formatDateTimeIN } from '../../../lib/format';
import type { QueueOrder } from './queue-api';

// Pieces the claims and reports queues share: the toolbar (order, status, counts and the age
// of the oldest waiting item: the promised turnaround made visible), the order buttons and the
// pager (the registrations queue's too), the text a decision sends, and the answer to a
// decision someone else made first.

/** "24 November 2026 at 10:15 pm" (India time): the console's one format (lib/format.ts). */
export const formatWhen = (iso: string) => formatDateTimeIN(iso);

/** How long ago, in the largest whole unit: "3 days", "5 hours", "12 minutes". */
export function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  const [count, unit] =
    minutes >= 2 * 24 * 60
      ? [Math.floor(minutes / (24 * 60)), 'day']
      : minutes >= 120
        ? [Math.floor(minutes / 60), 'hour']
        : [minutes, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

type QueueToolbarProps<S extends string> = {
  label: string;
  order: QueueOrder;
  onOrder: (order: QueueOrder) => void;
  status: S;
  statuses: readonly S[];
  onStatus: (status: S) => void;
  total: number | undefined;
  oldestPendingAt: string | null | undefined;
};

export function QueueToolbar<S extends string>({
  label,
  order,
  onOrder,
  status,
  statuses,
  onStatus,
  total,
  oldestPendingAt,
}: QueueToolbarProps<S>) {
  return (
    <div className="staff-queue__toolbar">
      <p className="staff-queue__counts" aria-live="polite">
        {total === undefined ? 'Loading…' : `${total} ${status}`}
        {oldestPendingAt ? ` · oldest waiting ${ageOf(oldestPendingAt)}` : ''}
      </p>
      <label>
        Status{' '}
        <select
          aria-label={`${label} status`}
          value={status}
          onChange={(event) => onStatus(event.target.value as S)}
        >
          {statuses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <OrderToggle order={order} onOrder={onOrder} />
    </div>
  );
}

/** Oldest or newest first, as two buttons of which the pressed one is the order shown. */
export function OrderToggle({
  order,
  onOrder,
}: {
  order: QueueOrder;
  onOrder: (order: QueueOrder) => void;
}) {
  return (
    <div role="group" aria-label="Order" className="staff-queue__order">
      {(['oldest', 'newest'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`button ${order === option ? 'button--primary' : 'button--secondary'}`}
          aria-pressed={order === option}
          onClick={() => onOrder(option)}
        >
          {option === 'oldest' ? 'Oldest first' : 'Newest first'}
        </button>
      ))}
    </div>
  );
}

/** Previous and next through a queue's pages; nothing while all of it fits on one. */
export function Pager({
  page,
  total,
  onPage,
  label = 'Pages',
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name. */
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav className="staff-queue__pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** A text a decision sends (a reason, a public summary), with what is wrong with it, if anything. */
export function DecisionText({
  id,
  label,
  value,
  maxLength,
  onChange,
  error,
}: {
  id: string;
  label: ReactNode;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

/** A failed decision: a 409 says who decided first; anything else its own message. */
export function DecisionError({ error }: { error: unknown }) {
  if (!error) return null;
  const alreadyDecided = isApiError(error) && error.status === 409;
  return (
    <p
      role="alert"
      className={`staff-queue__error${alreadyDecided ? ' staff-queue__error--decided' : ''}`}
    >
      {isApiError(error) ? `${error.title}: ${error.message}` : 'The decision could not be sent.'}
    </p>
  );
}

/** Who decided and when, with the outcome's own text. */
export function DecisionSummary({
  outcome,
  decidedBy,
  decidedAt,
  children,
}: {
  outcome: string;
  decidedBy: string | null;
  decidedAt: string;
  children?: ReactNode;
}) {
  return (
    <div className="staff-queue__decided" role="status">
      <p>
        <strong>Already decided:</strong> {outcome}
        {decidedBy ? ` by ${decidedBy}` : ''} on {formatWhen(decidedAt)}.
      </p>
      {children}
    </div>
  );
}
