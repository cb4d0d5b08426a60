import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { auditPageSchema, type AuditEntryView, type AuditQuery } from '@trusthive/contracts';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { formatDateTimeIN } from '../../../lib/format';
import { useStaffAccounts } from '../accounts/accounts-api';
import { staffClient } from '../api/staff-client';
import { StaffInputField } from '../console/staff-input-field';

type Filters = Omit<AuditQuery, 'before'>;

/** Admins: the audit log, newest first, filtered by actor, action and subject; load more. */
export default function AuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const log = useInfiniteQuery({
    queryKey: ['staff', 'audit', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      staffClient.get('/staff/audit', {
        query: { ...filters, before: pageParam },
        schema: auditPageSchema,
      }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit log</h1>
      <AuditFilters onApply={setFilters} />
      {log.isError ? (
        <p className="staff-alert" role="alert">
          {isApiError(log.error) ? log.error.message : 'The audit log could not load.'}
        </p>
      ) : null}
      {log.isPending ? <p role="status">Loading…</p> : null}
      {log.isSuccess && entries.length === 0 ? <p>No entries match.</p> : null}
      {entries.length > 0 ? (
        <table className="staff-table">
          <ColumnHeads columns={['When', 'Who', 'Action', 'Subject', 'Before', 'After']} />
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      ) : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className="button"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Load more
        </button>
      ) : null}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value));
  return (
    <tr>
      <td>{formatDateTimeIN(entry.createdAt)}</td>
      <td className="staff-table__token">
        {entry.actor?.displayName ?? (entry.ownerEmail ? `Owner ${entry.ownerEmail}` : '—')}
      </td>
      <td className="staff-table__token">{entry.action}</td>
      <td className="staff-table__token">
        {entry.subjectKind} {entry.subjectId}
      </td>
      <td className="staff-table__json">{json(entry.before)}</td>
      <td className="staff-table__json">{json(entry.after)}</td>
    </tr>
  );
}

function AuditFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const accounts = useStaffAccounts();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [subjectKind, setSubjectKind] = useState('');
  const [subjectId, setSubjectId] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({
      ...(actor ? { actor: Number(actor) } : {}),
      ...(action.trim() ? { action: action.trim() } : {}),
      ...(subjectKind.trim() ? { subjectKind: subjectKind.trim() } : {}),
      ...(subjectId.trim() ? { subjectId: subjectId.trim() } : {}),
    });
  }

  return (
    <form className="staff-form staff-form--inline" onSubmit={submit} aria-label="Filter the log">
      <FormField label="Actor">
        {(control) => (
          <select {...control} value={actor} onChange={(event) => setActor(event.target.value)}>
            <option value="">Anyone</option>
            {(accounts.data?.accounts ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.displayName} ({account.email})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <StaffInputField
        label="Action"
        hint="e.g. staff.add, session.sign_in"
        value={action}
        onValue={setAction}
      />
      <StaffInputField
        label="Subject kind"
        hint="e.g. staff_account"
        value={subjectKind}
        onValue={setSubjectKind}
      />
      <StaffInputField label="Subject id" value={subjectId} onValue={setSubjectId} />
      <button type="submit" className="button button--primary">
        Filter
      </button>
    </form>
  );
}
