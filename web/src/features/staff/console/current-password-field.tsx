import { StaffInputField } from './staff-input-field';

/**
 * The staff member's own password, where the console asks for it (signing in, setting up the
 * authenticator app): marked for the browser's password manager to fill.
 */
export function CurrentPasswordField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <StaffInputField
      label={label}
      required
      type="password"
      autoComplete="current-password"
      value={value}
      onValue={onChange}
    />
  );
}
