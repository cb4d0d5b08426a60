import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  InputField,
  SelectField as PlainSelectField,
  TextAreaField as PlainTextAreaField,
} from '../../../components/ui/form-controls';
import { t } from '../../../i18n';

// The wizard's controlled inputs, built on the SPA's shared fields: they hand the new value
// (not the change event) to the wizard's form state. Their ids are fixed: the wizard moves
// focus to the first field in error by id.

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
  'type' | 'placeholder' | 'disabled' | 'autoComplete' | 'inputMode' | 'maxLength' | 'translate'
>;

export function TextField({ onChange, type = 'text', ...rest }: TextFieldProps) {
  return <InputField {...rest} type={type} onChange={(event) => onChange(event.target.value)} />;
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

export function SelectField({ onChange, ...rest }: SelectFieldProps) {
  return <PlainSelectField {...rest} onChange={(event) => onChange(event.target.value)} />;
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
export function TextAreaField({ value, onChange, maxLength, ...rest }: TextAreaFieldProps) {
  return (
    <PlainTextAreaField
      {...rest}
      className="form-field--counted"
      hint={t('register.details.counter', { count: value.length, max: maxLength })}
      value={value}
      rows={4}
      maxLength={maxLength}
      // maxLength stops typing; the slice also stops a longer paste from a script or drop.
      onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
    />
  );
}
