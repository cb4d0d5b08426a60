import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';

// The wizard's controlled inputs, laid out by the SPA's one FormField. Their ids are fixed:
// the wizard moves focus to the first field in error by id.

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'placeholder' | 'disabled' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

export function TextField({
  id,
  label,
  value,
  onChange,
  required = false,
  error,
  hint,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input
          {...rest}
          {...control}
          className="input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
};

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  required = false,
  error,
  disabled,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type TextAreaFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  error?: string | undefined;
};

/**
 * A text area with the spec's character counter ("Description maximum is 1000 characters"),
 * shown as its hint so it is read out with the field.
 */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  error,
}: TextAreaFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className="form-field--counted"
      hint={`${value.length}/${maxLength} characters`}
    >
      {(control) => (
        <textarea
          {...control}
          className="input input--textarea"
          value={value}
          rows={4}
          maxLength={maxLength}
          placeholder={placeholder}
          // maxLength stops typing; the slice also stops a longer paste from a script or drop.
          onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
        />
      )}
    </FormField>
  );
}
