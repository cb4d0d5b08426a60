import { useId, type ReactNode } from 'react';
import { localizeMessage } from '../../lib/field-errors';

// The one way the SPA lays out a form control: a label, the control, an optional hint and an
// error, tied to the control with aria-describedby so a screen reader reads the hint and the
// error when the control gets focus, and aria-invalid on the control itself.

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

/** The ids that describe a control: its hint and its error, when it has them. */
export function fieldDescribedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: string | undefined },
): string | undefined {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Beside each required control left blank; the form's toast says, in the spec's words, why. */
export const REQUIRED_FIELD_TEXT = 'This field is required.';

/** Each required field left blank, marked at once with REQUIRED_FIELD_TEXT; null when none is. */
export function blankFieldErrors<Field extends string>(
  required: readonly Field[],
  values: Record<Field, string>,
): Partial<Record<Field, string>> | null {
  const blank = required.filter((field) => !values[field].trim());
  if (blank.length === 0) return null;
  return Object.fromEntries(blank.map((field) => [field, REQUIRED_FIELD_TEXT])) as Partial<
    Record<Field, string>
  >;
}

/** A control's error under it, with the id its aria-describedby names. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="form-field__error">
      {localizeMessage(error)}
    </p>
  );
}

/** A form's error that names no one control, read out the moment it shows. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-field__error" role="alert">
      {children}
    </p>
  );
}

/** A control's label; the asterisk of a required one is for the eye (aria-required says it). */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** The attributes a control needs to be named by its label and described by its hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FormFieldProps = {
  /** A fixed id, where other parts of the page point at the control or its error. */
  id?: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Shown under the control and read out with it; marks the control invalid. */
  error?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({
  id: fixedId,
  label,
  required,
  hint,
  error,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const describedBy = fieldDescribedBy(id, { hint, error });
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <p id={fieldHintId(id)} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
