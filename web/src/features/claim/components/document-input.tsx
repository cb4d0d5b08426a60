import type { Ref } from 'react';
import { CLAIM_DOCUMENT_ACCEPT } from '@trusthive/contracts';
import { FormField } from '../../../components/ui/form-field';
import { T } from '../../../i18n/trans';
import { ACCEPTED_FORMATS, formatFileSize } from '../file-size';

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
          <T
            id="forms.claim.documents.hint"
            values={{
              formats: <span translate="no">{ACCEPTED_FORMATS.formats}</span>,
              lastFormat: <span translate="no">{ACCEPTED_FORMATS.lastFormat}</span>,
            }}
          />
          {file ? (
            <span className="document-input__chosen">
              {' '}
              <T
                id="forms.claim.documents.selected"
                values={{ name: file.name, size: formatFileSize(file.size) }}
                // The visitor's own file name is a name, not words to translate.
                components={{ 0: <span translate="no" /> }}
              />
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
