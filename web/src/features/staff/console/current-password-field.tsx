import { FormField } from '../../../components/ui/form-field';

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
    <FormField label={label} required>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
