import type { ComponentPropsWithRef } from 'react';
import { FormField, type FormFieldProps } from './form-field';

// The SPA's plain controls, each laid out by FormField: the forms differ in their attributes
// (name, type, autoComplete, rows), never in how a control is labelled, described or styled.

/** What FormField takes, bar the control it lays out. */
export type FieldLayoutProps = Omit<FormFieldProps, 'children'>;

/** A control's own attributes; the layout's id, className and required are FormField's. */
type ControlAttributes<Element extends 'input' | 'select' | 'textarea'> = Omit<
  ComponentPropsWithRef<Element>,
  keyof FieldLayoutProps | 'children'
>;

/** Splits a field's props into FormField's and the control's. */
export function splitField<Props extends FieldLayoutProps>({
  id,
  label,
  required,
  hint,
  error,
  className,
  ...control
}: Props) {
  return { layout: { id, label, required, hint, error, className }, control };
}

export type InputFieldProps = FieldLayoutProps & ControlAttributes<'input'>;

export function InputField(props: InputFieldProps) {
  const { layout, control: input } = splitField(props);
  return (
    <FormField {...layout}>
      {(control) => <input {...control} {...input} className="input" />}
    </FormField>
  );
}

export type TextAreaFieldProps = FieldLayoutProps & ControlAttributes<'textarea'>;

export function TextAreaField(props: TextAreaFieldProps) {
  const { layout, control: textarea } = splitField(props);
  return (
    <FormField {...layout}>
      {(control) => <textarea {...control} {...textarea} className="input input--textarea" />}
    </FormField>
  );
}

/** A choice: a plain value that is its own label, or a value with a label to show. */
export type SelectOption = string | { value: string; label: string };

export type SelectFieldProps = FieldLayoutProps &
  ControlAttributes<'select'> & {
    /** The empty first choice, shown until one is picked. */
    placeholder: string;
    options: readonly SelectOption[];
  };

export function SelectField({ placeholder, options, ...props }: SelectFieldProps) {
  const { layout, control: select } = splitField(props);
  return (
    <FormField {...layout}>
      {(control) => (
        <select {...control} {...select} className="input">
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}
