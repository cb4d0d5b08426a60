import { useId, useState, type FormEvent } from 'react';
import {
  BULK_CHECK_FIELDS,
  type BulkCheckField,
  type BulkCheckMapping,
  type BulkCheckSummary,
  type BulkCheckUpload,
} from '@trusthive/contracts';
import { FormAlert } from '../../../components/ui/form-field';
import { t } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { useStartCheck, useUploadFile, type AccountClient } from '../api';
import { errorWords, FIELD_WORDS } from './words';

// The two steps before a check runs: the file is sent and read (a refused one leaves nothing
// stored), then its first rows are shown with a choice per column of what it holds, prefilled
// with the service's guess.

type ColumnMeaning = BulkCheckField | 'ignore';

/** The mapping (field → column) as one meaning per column. */
function meaningsOf(mapping: BulkCheckMapping, columns: number): ColumnMeaning[] {
  const meanings: ColumnMeaning[] = Array.from({ length: columns }, () => 'ignore');
  for (const field of BULK_CHECK_FIELDS) {
    const column = mapping[field];
    if (column !== null && column < columns) meanings[column] = field;
  }
  return meanings;
}

/** One meaning per column back to the mapping (each meaning chosen once: the form checks). */
function mappingOf(meanings: readonly ColumnMeaning[]): BulkCheckMapping {
  const mapping: BulkCheckMapping = { cin: null, gstin: null, pan: null, name: null, state: null };
  meanings.forEach((meaning, column) => {
    if (meaning !== 'ignore') mapping[meaning] ??= column;
  });
  return mapping;
}

export function NewCheck({
  client,
  onStarted,
}: {
  client: AccountClient;
  onStarted: (check: BulkCheckSummary) => void;
}) {
  const [upload, setUpload] = useState<BulkCheckUpload | null>(null);
  return upload ? (
    <ColumnMapping
      client={client}
      upload={upload}
      onCancel={() => setUpload(null)}
      onStarted={(check) => {
        setUpload(null);
        onStarted(check);
      }}
    />
  ) : (
    <UploadForm client={client} onUploaded={setUpload} />
  );
}

function UploadForm({
  client,
  onUploaded,
}: {
  client: AccountClient;
  onUploaded: (upload: BulkCheckUpload) => void;
}) {
  const id = useId();
  const upload = useUploadFile(client);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate(file, { onSuccess: onUploaded });
  }

  return (
    <form className="bulk-checks__form" onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-file`} className="form-field__label">
          {t('bulk-checks.upload.file')}
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          {t('bulk-checks.upload.hint')}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          className="bulk-checks__file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
            upload.reset();
          }}
        />
      </div>
      {missing ? <FormAlert>{t('bulk-checks.error.missingFile')}</FormAlert> : null}
      {upload.isError ? <FormAlert>{errorWords(upload.error)}</FormAlert> : null}
      <div>
        <button type="submit" className="button button--primary" disabled={upload.isPending}>
          {upload.isPending ? t('bulk-checks.upload.sending') : t('bulk-checks.upload.send')}
        </button>
      </div>
    </form>
  );
}

function ColumnMapping({
  client,
  upload,
  onCancel,
  onStarted,
}: {
  client: AccountClient;
  upload: BulkCheckUpload;
  onCancel: () => void;
  onStarted: (check: BulkCheckSummary) => void;
}) {
  const id = useId();
  const start = useStartCheck(client);
  const [meanings, setMeanings] = useState(() =>
    meaningsOf(upload.suggestedMapping, upload.columns),
  );
  const [hasHeader, setHasHeader] = useState(upload.header !== null);
  const [twice, setTwice] = useState(false);
  const options: ColumnMeaning[] = [...BULK_CHECK_FIELDS, 'ignore'];
  const columnName = (column: number) =>
    upload.header?.[column] || t('bulk-checks.mapping.column', { n: String(column + 1) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = meanings.filter((meaning) => meaning !== 'ignore');
    if (new Set(chosen).size < chosen.length) {
      setTwice(true);
      return;
    }
    start.mutate(
      {
        uploadId: upload.uploadId,
        fileName: upload.fileName,
        hasHeader,
        mapping: mappingOf(meanings),
      },
      { onSuccess: onStarted },
    );
  }

  return (
    <form className="bulk-checks__form" onSubmit={submit} noValidate>
      <h3 className="bulk-checks__subtitle">{t('bulk-checks.mapping.title')}</h3>
      <p className="form-field__hint">
        <span translate="no">{upload.fileName}</span>
        {': '}
        {t('bulk-checks.mapping.intro', {
          count: upload.totalRows,
          n: formatCount(upload.totalRows),
        })}
      </p>
      <div className="bulk-checks__scroll" tabIndex={0} aria-labelledby={`${id}-caption`}>
        <table className="bulk-checks__table">
          <caption id={`${id}-caption`}>{t('bulk-checks.mapping.caption')}</caption>
          <thead>
            <tr>
              {meanings.map((meaning, column) => (
                <th key={column} scope="col">
                  <label htmlFor={`${id}-column-${column}`} className="bulk-checks__column-name">
                    <span translate="no">{columnName(column)}</span>
                  </label>
                  <select
                    id={`${id}-column-${column}`}
                    className="form-field__control bulk-checks__select"
                    value={meaning}
                    onChange={(event) => {
                      const next = [...meanings];
                      next[column] = event.target.value as ColumnMeaning;
                      setMeanings(next);
                      setTwice(false);
                    }}
                  >
                    {options.map((option) => (
                      <option key={option} value={option}>
                        {option === 'ignore'
                          ? t('bulk-checks.mapping.ignore')
                          : t(FIELD_WORDS[option])}
                      </option>
                    ))}
                  </select>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {upload.preview.map((row, index) => (
              <tr key={index}>
                {meanings.map((_, column) => (
                  <td key={column} translate="no">
                    {row[column] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <label className="bulk-checks__checkbox">
        <input
          type="checkbox"
          checked={hasHeader}
          onChange={(event) => setHasHeader(event.target.checked)}
        />{' '}
        {t('bulk-checks.mapping.hasHeader')}
      </label>
      {twice ? <FormAlert>{t('bulk-checks.error.columnTwice')}</FormAlert> : null}
      {start.isError ? <FormAlert>{errorWords(start.error)}</FormAlert> : null}
      <div className="bulk-checks__actions">
        <button type="submit" className="button button--primary" disabled={start.isPending}>
          {start.isPending ? t('bulk-checks.mapping.starting') : t('bulk-checks.mapping.start')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('bulk-checks.mapping.another')}
        </button>
      </div>
    </form>
  );
}
