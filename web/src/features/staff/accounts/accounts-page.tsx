import { useState, type FormEvent } from 'react';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '@trusthive/contracts';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { StaffInputField } from '../console/staff-input-field';
import { StaffError, errorText } from '../queue/queue-page';
import { useAddStaffAccount, useChangeStaffAccount, useStaffAccounts } from './accounts-api';

/** Admins: every staff account, adding one, changing a role, disabling and enabling. */
export default function AccountsPage() {
  const accounts = useStaffAccounts();
  return (
    <section aria-labelledby="accounts-heading">
      <h1 id="accounts-heading">Staff accounts</h1>
      <AddAccountForm />
      {accounts.isPending ? <p role="status">Loading accounts…</p> : null}
      {accounts.isError ? <p role="alert">{errorText(accounts.error)}</p> : null}
      {accounts.data ? <AccountsTable accounts={accounts.data.accounts} /> : null}
    </section>
  );
}

function AccountsTable({ accounts }: { accounts: StaffAccount[] }) {
  const change = useChangeStaffAccount();
  return (
    <>
      <StaffError error={change.error} />
      <table className="staff-table">
        <ColumnHeads columns={['Name', 'Email', 'Role', 'Two-factor', 'Status', 'Actions']} />
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td>{account.displayName}</td>
              <td>{account.email}</td>
              <td>
                <select
                  aria-label={`Role of ${account.displayName}`}
                  value={account.role}
                  disabled={change.isPending}
                  onChange={(event) =>
                    change.mutate({
                      id: account.id,
                      patch: { role: event.target.value as StaffRole },
                    })
                  }
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </select>
              </td>
              <td>{account.totpEnabled ? 'On' : 'Off'}</td>
              <td>{account.disabled ? 'Disabled' : 'Active'}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate({ id: account.id, patch: { disabled: !account.disabled } })
                  }
                >
                  {account.disabled ? 'Enable' : 'Disable'}
                  <span className="visually-hidden"> {account.displayName}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function AddAccountForm() {
  const add = useAddStaffAccount();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [password, setPassword] = useState('');
  const [added, setAdded] = useState<StaffAccount | null>(null);
  const fieldError = (field: string) =>
    isApiError(add.error) && add.error.field === field ? add.error.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    add.mutate(
      { email, displayName, role, password },
      {
        onSuccess: (account) => {
          setAdded(account);
          setEmail('');
          setDisplayName('');
          setPassword('');
        },
      },
    );
  }

  return (
    <form className="staff-form staff-form--inline" onSubmit={submit} noValidate>
      <h2>Add a staff member</h2>
      {added ? (
        <p className="staff-notice" role="status">
          Added {added.displayName} ({added.email}) as {added.role}. Give them the initial password;
          {added.role === 'admin'
            ? ' they set up two-factor sign-in when they first sign in.'
            : ''}{' '}
          they can change it after signing in.
        </p>
      ) : null}
      {add.isError && !isApiError(add.error) ? <p role="alert">{errorText(add.error)}</p> : null}
      {isApiError(add.error) && !add.error.field ? (
        <p className="staff-alert" role="alert">
          {add.error.message}
        </p>
      ) : null}
      <StaffInputField
        label="Email"
        required
        error={fieldError('email')}
        type="email"
        autoComplete="off"
        value={email}
        onValue={setEmail}
      />
      <StaffInputField
        label="Name"
        required
        error={fieldError('displayName')}
        autoComplete="off"
        value={displayName}
        onValue={setDisplayName}
      />
      <FormField label="Role" required>
        {(control) => (
          <select
            {...control}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <StaffInputField
        label="Initial password"
        required
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        error={fieldError('password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
      />
      <button type="submit" className="button button--primary" disabled={add.isPending}>
        Add account
      </button>
    </form>
  );
}
