import type { ComponentPropsWithoutRef } from 'react';
import { FormField, type FormFieldProps } from '../../../components/ui/form-field';

type StaffInputFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentPropsWithoutRef<'input'>, keyof FormFieldProps | 'value' | 'onChange'> & {
    value: string;
    /** The control's text after each edit. */
    onValue: (value: string) => void;
  };

/**
 * A text control of the console's forms, laid out by FormField. The input is a bare one: the
 * console styles its controls by the form they sit in (staff.css), not with the public forms'
 * .input class.
 */
export function StaffInputField({
  id,
  label,
  required,
  hint,
  error,
  className,
  value,
  onValue,
  ...input
}: StaffInputFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </FormField>
  );
}
