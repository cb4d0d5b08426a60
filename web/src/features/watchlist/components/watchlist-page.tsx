import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ALERT_MODES,
  LIMITED_DATA,
  WATCHLIST_IMPORT_MAX_CHARS,
  type AlertMode,
  type DisplayTrustLevel,
  type WatchlistEntry,
  type WatchlistImportResult,
} from '@trusthive/contracts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { companyStatusWords } from '../../../components/ui/company-status-flag';
import { FormAlert } from '../../../components/ui/form-field';
import { NamedAction } from '../../../components/ui/named-action';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { paths } from '../../../config/paths';
import { t, type MessageId } from '../../../i18n';
import { formatCount, formatDateIN } from '../../../lib/format';
import {
  useAlertMode,
  useImportWatchlist,
  useUnfollow,
  useWatchlist,
  type AccountClient,
} from '../api';
import { watchlistWords } from './words';

const LEVEL_WORDS: Record<DisplayTrustLevel, MessageId> = {
  'High Trust': 'common.trust.high',
  'Medium Trust': 'common.trust.medium',
  'Low Trust': 'common.trust.low',
  [LIMITED_DATA]: 'common.trust.limited',
};

const MODE_WORDS: Record<AlertMode, MessageId> = {
  instant: 'watchlist.alerts.instant',
  daily: 'watchlist.alerts.daily',
  off: 'watchlist.alerts.off',
};

/**
 * /account/watchlist (issue 43): the companies the account follows with their level, status and
 * since when, unfollow; how it is alerted (instant, a daily digest, off); a CSV of CINs or
 * GSTINs to follow at once, its bad lines by number. The route checks the session first and
 * hands in its client.
 */
export function WatchlistPage({ client }: { client: AccountClient }) {
  const watchlist = useWatchlist(client);
  const data = watchlist.data;
  return (
    <ContentLayout title={t('watchlist.page.title')} lead={t('watchlist.page.lead')}>
      <div className="account-page watchlist">
        <p>
          <Link to={paths.account.getHref()}>{t('watchlist.page.back')}</Link>
        </p>
        {watchlist.isPending ? <p role="status">{t('watchlist.page.loading')}</p> : null}
        {watchlist.isError ? (
          <FormAlert>{watchlistWords(watchlist.error).message}</FormAlert>
        ) : null}
        {data ? (
          <>
            <SubmissionCard headingId="watchlist-list-heading" title={t('watchlist.list.title')}>
              <p className="watchlist__count" data-testid="watchlist-count">
                {t('watchlist.page.count', {
                  count: formatCount(data.entries.length),
                  limit: formatCount(data.limit),
                })}
              </p>
              {data.entries.length === 0 ? (
                <p className="form-field__hint">{t('watchlist.list.empty')}</p>
              ) : (
                <EntriesTable client={client} entries={data.entries} />
              )}
            </SubmissionCard>
            <SubmissionCard
              headingId="watchlist-alerts-heading"
              title={t('watchlist.alerts.title')}
            >
              <AlertModeForm client={client} current={data.alertMode} />
            </SubmissionCard>
            <SubmissionCard
              headingId="watchlist-import-heading"
              title={t('watchlist.import.title')}
            >
              <ImportForm client={client} limit={data.limit} />
            </SubmissionCard>
          </>
        ) : null}
      </div>
    </ContentLayout>
  );
}

function EntriesTable({ client, entries }: { client: AccountClient; entries: WatchlistEntry[] }) {
  const unfollow = useUnfollow(client);
  return (
    <>
      {unfollow.isError ? <FormAlert>{watchlistWords(unfollow.error).message}</FormAlert> : null}
      <div className="watchlist__table-wrap">
        <table className="watchlist__table" data-testid="watchlist-entries">
          <thead>
            <tr>
              <th scope="col">{t('watchlist.list.company')}</th>
              <th scope="col">{t('watchlist.list.level')}</th>
              <th scope="col">{t('watchlist.list.status')}</th>
              <th scope="col">{t('watchlist.list.since')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.companyId}>
                <th scope="row">
                  <Link to={paths.company.getHref(String(entry.companyId))} translate="no">
                    {entry.companyName}
                  </Link>
                </th>
                <td>{levelWords(entry.trustLevel)}</td>
                <td>
                  {entry.companyStatus ? (
                    (companyStatusWords(entry.companyStatus) ?? (
                      <span translate="no">{entry.companyStatus}</span>
                    ))
                  ) : (
                    <span className="muted">{t('watchlist.list.noStatus')}</span>
                  )}
                </td>
                <td>{formatDateIN(entry.followedAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary watchlist__unfollow"
                    disabled={unfollow.isPending && unfollow.variables === entry.companyId}
                    onClick={() => unfollow.mutate(entry.companyId)}
                  >
                    <NamedAction
                      visible={t('watchlist.list.unfollow')}
                      id="watchlist.list.unfollowName"
                      name={entry.companyName}
                    />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function levelWords(level: string | null): string {
  if (level === null) return t('watchlist.list.notScored');
  const id = LEVEL_WORDS[level as DisplayTrustLevel] as MessageId | undefined;
  return id ? t(id) : level;
}

function AlertModeForm({ client, current }: { client: AccountClient; current: AlertMode }) {
  const [mode, setMode] = useState<AlertMode>(current);
  const save = useAlertMode(client);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(mode);
  };
  return (
    <form className="submission-form" onSubmit={submit}>
      <fieldset className="watchlist__modes">
        <legend>{t('watchlist.alerts.legend')}</legend>
        {ALERT_MODES.map((value) => (
          <label key={value} className="watchlist__mode">
            <input
              type="radio"
              name="alertMode"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                save.reset();
              }}
            />{' '}
            {t(MODE_WORDS[value])}
          </label>
        ))}
      </fieldset>
      {save.isError ? <FormAlert>{watchlistWords(save.error).message}</FormAlert> : null}
      <div className="watchlist__save">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('watchlist.alerts.save')}
        </button>
        {save.isSuccess ? <span role="status">{t('watchlist.alerts.saved')}</span> : null}
      </div>
    </form>
  );
}

function ImportForm({ client, limit }: { client: AccountClient; limit: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useImportWatchlist(client);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    run.reset();
    if (!file) return;
    const text = await file.text();
    if (!text.trim()) return setProblem(t('watchlist.import.empty'));
    if (text.length > WATCHLIST_IMPORT_MAX_CHARS) {
      return setProblem(
        t('watchlist.import.tooLarge', { limit: formatCount(WATCHLIST_IMPORT_MAX_CHARS) }),
      );
    }
    run.mutate(text);
  }

  return (
    <form className="submission-form" onSubmit={submit}>
      <p className="form-field__hint">
        {t('watchlist.import.hint', { limit: formatCount(limit) })}
      </p>
      <label className="form-field__label" htmlFor="watchlist-import-file">
        {t('watchlist.import.file')}
      </label>
      <input
        id="watchlist-import-file"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {run.isError ? <FormAlert>{watchlistWords(run.error).message}</FormAlert> : null}
      <button type="submit" className="button button--primary" disabled={!file || run.isPending}>
        {t('watchlist.import.submit')}
      </button>
      {run.data ? <ImportResult result={run.data} limit={limit} /> : null}
    </form>
  );
}

function ImportResult({ result, limit }: { result: WatchlistImportResult; limit: number }) {
  return (
    <div role="status" data-testid="watchlist-import-result">
      <p>
        {t('watchlist.import.result', {
          added: result.added,
          already: formatCount(result.alreadyFollowed),
        })}
      </p>
      {result.errors.length > 0 ? (
        <>
          <h3 className="watchlist__errors-title">{t('watchlist.import.errorsTitle')}</h3>
          <ul className="watchlist__errors">
            {result.errors.map((error) => (
              <li key={error.line}>
                {t('watchlist.import.line', { line: String(error.line) })}:{' '}
                <span translate="no">{error.value}</span> —{' '}
                {t(`watchlist.import.reason.${error.reason}`, { limit: formatCount(limit) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
