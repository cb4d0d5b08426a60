import type { Ref } from 'react';
import { CLAIM_DOCUMENT_ACCEPT } from '@trusthive/contracts';
import { formatFileSize } from '../file-size';

type DocumentInputProps = {
  id: string;
  name: string;
  label: string;
  file: File | null;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  /** Answers whether the file was kept; a refused one is cleared from the control. */
  onChange: (file: File | null) => boolean;
};

/** One required claim document: a native file input, so keyboard and screen readers just work. */
export function DocumentInput(props: DocumentInputProps) {
  const { id, name, label, file, error, inputRef, onChange } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field document-input">
      <label className="form-field__label" htmlFor={id}>
        {label}
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        ref={inputRef}
        id={id}
        className="document-input__control"
        type="file"
        name={name}
        accept={CLAIM_DOCUMENT_ACCEPT}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const kept = onChange(event.target.files?.[0] ?? null);
          if (!kept) event.target.value = '';
        }}
      />
      <p id={hintId} className="form-field__hint">
        PDF, JPG, JPEG or PNG, up to 10 MB.
        {file ? (
          <span className="document-input__chosen">
            {' '}
            Selected: {file.name} ({formatFileSize(file.size)})
          </span>
        ) : null}
      </p>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
