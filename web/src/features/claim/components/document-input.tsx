import type { Ref } from 'react';
import { CLAIM_DOCUMENT_ACCEPT } from '@trusthive/contracts';
import { FormField } from '../../../components/ui/form-field';
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
  return (
    <FormField
      id={id}
      label={label}
      required
      className="document-input"
      hint={
        <>
          PDF, JPG, JPEG or PNG, up to 10 MB.
          {file ? (
            <span className="document-input__chosen">
              {' '}
              Selected: {file.name} ({formatFileSize(file.size)})
            </span>
          ) : null}
        </>
      }
      error={error}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="document-input__control"
          type="file"
          name={name}
          accept={CLAIM_DOCUMENT_ACCEPT}
          onChange={(event) => {
            const kept = onChange(event.target.files?.[0] ?? null);
            if (!kept) event.target.value = '';
          }}
        />
      )}
    </FormField>
  );
}
