import type { ComponentPropsWithoutRef } from 'react';
import { splitField, type FieldLayoutProps } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';

type StaffInputFieldProps = FieldLayoutProps &
  Omit<ComponentPropsWithoutRef<'input'>, keyof FieldLayoutProps | 'value' | 'onChange'> & {
    value: string;
    /** The control's text after each edit. */
    onValue: (value: string) => void;
  };

/**
 * A text control of the console's forms, laid out by FormField. The input is a bare one: the
 * console styles its controls by the form they sit in (staff.css), not with the public forms'
 * .input class.
 */
export function StaffInputField({ value, onValue, ...props }: StaffInputFieldProps) {
  const { layout, control: input } = splitField(props);
  return (
    <FormField {...layout}>
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
