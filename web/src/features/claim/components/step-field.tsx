import type { ReactNode } from 'react';

type StepFieldProps = {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  children: (describedBy: string) => ReactNode;
};

/** Label, control, hint and error with fixed ids, so other controls can point at the error. */
export function StepField({ id, label, hint, error, children }: StepFieldProps) {
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {children(describedBy)}
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
