import type { ComponentProps } from 'react';
import { StaffInputField } from './staff-input-field';

/**
 * The 6-digit code of an authenticator app, where the console asks for it (signing in, confirming
 * the app): digits only, whatever else is typed or pasted, marked for the browser to fill.
 */
export function OneTimeCodeField({
  onChange,
  ...field
}: Omit<ComponentProps<typeof StaffInputField>, 'label' | 'onValue'> & {
  onChange: (code: string) => void;
}) {
  return (
    <StaffInputField
      label="6-digit code"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...field}
      onValue={(value) => onChange(value.replace(/\D/g, ''))}
    />
  );
}
