import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  BULK_CHECK_FIELDS,
  BULK_CHECK_OUTCOMES,
  type BulkCheckDetail,
  type BulkCheckOutcome,
  type BulkCheckRow,
} from '@trusthive/contracts';
import { FormAlert } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { redFlagWords } from '../../../components/ui/red-flag-words';
import { statusNode } from '../../../components/ui/status-words';
import { VerdictLine } from '../../../components/ui/verdict-line';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { downloadHref, useBulkCheck, type AccountClient } from '../api';
import {
  CONFIDENCE_WORDS,
  errorWords,
  FIELD_WORDS,
  levelWords,
  OUTCOME_WORDS,
  reasonWords,
  STATUS_WORDS,
} from './words';

// One check: its progress while the job runs (asked every second), then its result a page at
// a time, filtered by outcome, the rows not checked by number with the reason, and the whole
// result as CSV or XLSX.

export type CheckViewState = { id: string; page: number; outcome: BulkCheckOutcome | undefined };

const companyHref = (id: number) => paths.company.getHref(String(id));

export function CheckView({
  client,
  view,
  hrefFor,
}: {
  client: AccountClient;
  view: CheckViewState;
  /** The page's address for another page or filter of this check. */
  hrefFor: (view: CheckViewState) => string;
}) {
  const detail = useBulkCheck(client, view.id, view.page, view.outcome);
  if (detail.isPending) return <p role="status">{t('bulk-checks.list.loading')}</p>;
  if (detail.isError) return <FormAlert>{errorWords(detail.error)}</FormAlert>;
  const { check } = detail.data;
  const done = check.status === 'done';
  return (
    <div className="bulk-checks__check">
      <Progress detail={detail.data} />
      {check.status === 'failed' ? <FormAlert>{t('bulk-checks.progress.failed')}</FormAlert> : null}
      {done ? (
        <p className="bulk-checks__downloads">
          <a className="button button--secondary" href={downloadHref(check.id, 'csv')} download>
            {t('bulk-checks.download.csv')}
          </a>
          <a className="button button--secondary" href={downloadHref(check.id, 'xlsx')} download>
            {t('bulk-checks.download.xlsx')}
          </a>
        </p>
      ) : null}
      {done && detail.data.outcomes.bad > 0 ? <BadRows client={client} id={check.id} /> : null}
      {check.rowsDone > 0 ? <Results detail={detail.data} view={view} hrefFor={hrefFor} /> : null}
    </div>
  );
}

function Progress({ detail }: { detail: BulkCheckDetail }) {
  const id = useId();
  const { check } = detail;
  const words = t('bulk-checks.progress.count', {
    done: formatCount(check.rowsDone),
    total: formatCount(check.totalRows),
  });
  return (
    <div className="bulk-checks__progress">
      <p id={`${id}-label`} className="bulk-checks__progress-label">
        {t(STATUS_WORDS[check.status])}
      </p>
      <progress
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-count`}
        value={check.rowsDone}
        max={Math.max(check.totalRows, 1)}
      />
      <p id={`${id}-count`} aria-live="polite" className="bulk-checks__progress-count">
        {words}
      </p>
    </div>
  );
}

/** The rows not checked, by their number in the file, with the reason (the first page of them). */
function BadRows({ client, id }: { client: AccountClient; id: string }) {
  const headingId = useId();
  const bad = useBulkCheck(client, id, 1, 'bad');
  if (!bad.data) return null;
  const shown = bad.data.rows.length;
  const total = bad.data.outcomes.bad;
  return (
    <section className="bulk-checks__bad" aria-labelledby={headingId}>
      <h3 id={headingId} className="bulk-checks__subtitle">
        {t('bulk-checks.bad.title', { count: total, n: formatCount(total) })}
      </h3>
      <p className="form-field__hint">{t('bulk-checks.bad.intro')}</p>
      <ul className="bulk-checks__bad-list">
        {bad.data.rows.map((row) => (
          <li key={row.rowNumber}>
            {t('bulk-checks.bad.row', {
              n: String(row.rowNumber),
              reason: row.reason ? reasonWords(row.reason) : '',
            })}
          </li>
        ))}
      </ul>
      {shown < total ? (
        <p className="form-field__hint">
          {t('bulk-checks.bad.more', { shown: formatCount(shown), total: formatCount(total) })}
        </p>
      ) : null}
    </section>
  );
}

const OUTCOME_COUNT: Record<BulkCheckOutcome, keyof BulkCheckDetail['outcomes']> = {
  matched: 'matched',
  candidates: 'candidates',
  not_found: 'notFound',
  bad: 'bad',
};

function Results({
  detail,
  view,
  hrefFor,
}: {
  detail: BulkCheckDetail;
  view: CheckViewState;
  hrefFor: (view: CheckViewState) => string;
}) {
  const id = useId();
  const { outcomes } = detail;
  const all = outcomes.matched + outcomes.candidates + outcomes.notFound + outcomes.bad;
  const shown = view.outcome ? outcomes[OUTCOME_COUNT[view.outcome]] : all;
  const lastPage = Math.max(1, Math.ceil(shown / detail.pageSize));
  const filters: { outcome: BulkCheckOutcome | undefined; label: string; count: number }[] = [
    { outcome: undefined, label: t('bulk-checks.filter.all'), count: all },
    ...BULK_CHECK_OUTCOMES.map((outcome) => ({
      outcome,
      label: t(OUTCOME_WORDS[outcome]),
      count: outcomes[OUTCOME_COUNT[outcome]],
    })),
  ];
  return (
    <section className="bulk-checks__results" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="bulk-checks__subtitle">
        {t('bulk-checks.results.title')}
      </h3>
      <nav aria-label={t('bulk-checks.filter.label')}>
        <ul className="bulk-checks__filters">
          {filters.map((filter) => (
            <li key={filter.outcome ?? 'all'}>
              <Link
                className="bulk-checks__filter"
                to={hrefFor({ id: view.id, page: 1, outcome: filter.outcome })}
                aria-current={filter.outcome === view.outcome ? 'true' : undefined}
                replace
              >
                {filter.label} ({formatCount(filter.count)})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="bulk-checks__scroll" tabIndex={0} aria-labelledby={`${id}-caption`}>
        <table className="bulk-checks__table bulk-checks__table--results">
          <caption id={`${id}-caption`} className="visually-hidden">
            {t('bulk-checks.results.caption', {
              page: String(view.page),
              pages: String(lastPage),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('bulk-checks.table.row')}</th>
              <th scope="col">{t('bulk-checks.table.input')}</th>
              <th scope="col">{t('bulk-checks.table.outcome')}</th>
              <th scope="col">{t('bulk-checks.table.company')}</th>
              <th scope="col">{t('bulk-checks.table.status')}</th>
              <th scope="col">{t('bulk-checks.table.verdict')}</th>
              <th scope="col">{t('bulk-checks.table.score')}</th>
              <th scope="col">{t('bulk-checks.table.level')}</th>
              <th scope="col">{t('bulk-checks.table.redFlags')}</th>
              <th scope="col">{t('bulk-checks.table.gstStatus')}</th>
              <th scope="col">{t('bulk-checks.table.confidence')}</th>
              <th scope="col">{t('bulk-checks.table.candidates')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.rows.map((row) => (
              <ResultRow key={row.rowNumber} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={view.page}
        lastPage={lastPage}
        label={t('bulk-checks.results.pages')}
        hrefFor={(page) => hrefFor({ ...view, page })}
      />
    </section>
  );
}

function ResultRow({ row }: { row: BulkCheckRow }) {
  const { company } = row;
  return (
    <tr data-outcome={row.outcome}>
      <th scope="row">{row.rowNumber}</th>
      <td>
        <dl className="bulk-checks__input">
          {BULK_CHECK_FIELDS.filter((field) => row.input[field]).map((field) => (
            <div key={field}>
              <dt>{t(FIELD_WORDS[field])}</dt>
              <dd translate="no">{row.input[field]}</dd>
            </div>
          ))}
        </dl>
      </td>
      <td>
        {t(OUTCOME_WORDS[row.outcome])}
        {row.reason ? <span className="bulk-checks__reason">{reasonWords(row.reason)}</span> : null}
      </td>
      <td>
        {company ? (
          <Link to={companyHref(company.id)} translate="no">
            {company.name}
          </Link>
        ) : null}
      </td>
      <td>{company?.status ? statusNode(company.status) : null}</td>
      <td className="bulk-checks__verdict">
        {company?.verdict ? <VerdictLine verdict={company.verdict} /> : company?.verdictLine}
      </td>
      <td>{company?.trustScore ?? null}</td>
      <td>{levelWords(company?.trustLevel ?? null)}</td>
      <td>
        {company && company.redFlags.length > 0 ? (
          <ul className="bulk-checks__flags">
            {company.redFlags.map((flag) => (
              <li key={flag}>{redFlagWords(flag)}</li>
            ))}
          </ul>
        ) : company ? (
          t('bulk-checks.table.noRedFlags')
        ) : null}
      </td>
      <td translate="no">{company?.gstStatus ?? null}</td>
      <td>{row.confidence ? t(CONFIDENCE_WORDS[row.confidence]) : null}</td>
      <td>
        {row.candidates.length > 0 ? (
          <ul className="bulk-checks__candidates">
            {row.candidates.map((candidate) => (
              <li key={candidate.companyId}>
                <Link to={companyHref(candidate.companyId)} translate="no">
                  {candidate.name}
                </Link>
                {candidate.location ? (
                  <span className="bulk-checks__location" translate="no">
                    {candidate.location}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
    </tr>
  );
}
