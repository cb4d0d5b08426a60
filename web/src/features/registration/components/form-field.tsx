import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

// Labelled inputs whose error and hint are tied to them with aria-describedby, so a screen
// reader reads the message with the field, and aria-invalid marks the field itself.

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function fieldDescribedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="register-field__error">
      {error}
    </p>
  );
}

function Label({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <label className="register-field__label" htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

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
    <div className="register-field">
      <Label id={id} label={label} required={required} />
      <input
        {...rest}
        id={id}
        className="register-field__control"
        type={type}
        value={value}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId(id)} className="register-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
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
    <div className="register-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        className="register-field__control"
        value={value}
        disabled={disabled}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
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

/** A text area with the spec's character counter ("Description maximum is 1000 characters"). */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  error,
}: TextAreaFieldProps) {
  const counterId = `${id}-counter`;
  return (
    <div className="register-field">
      <Label id={id} label={label} required={false} />
      <textarea
        id={id}
        className="register-field__control register-field__control--textarea"
        value={value}
        rows={4}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error ? errorId(id) : null].filter(Boolean).join(' ')}
        // maxLength stops typing; the slice also stops a longer paste from a script or drop.
        onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
      />
      <p id={counterId} className="register-field__counter">
        {value.length}/{maxLength} characters
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
