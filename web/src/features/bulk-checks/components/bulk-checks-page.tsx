import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  BULK_CHECK_OUTCOMES,
  BULK_CHECK_RETENTION_DAYS,
  type BulkCheckSummary,
} from '@trusthive/contracts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { FormAlert } from '../../../components/ui/form-field';
import { NamedAction } from '../../../components/ui/named-action';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { formatCount, formatDateINShort } from '../../../lib/format';
import { useBulkChecks, useDeleteCheck, type AccountClient } from '../api';
import { CheckView, type CheckViewState } from './check-view';
import { NewCheck } from './new-check';
import { errorWords, STATUS_WORDS } from './words';

// /account/bulk-checks (issue 43 part 3). The check shown, its page and filter are in the
// address (?check=&page=&outcome=), so the done mail's link opens it and Back works.

function viewOf(params: URLSearchParams): CheckViewState | null {
  const id = params.get('check');
  if (!id) return null;
  const page = Number(params.get('page'));
  const outcome = params.get('outcome');
  return {
    id,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    outcome: BULK_CHECK_OUTCOMES.find((known) => known === outcome),
  };
}

function hrefFor(view: CheckViewState): string {
  const query = new URLSearchParams({ check: view.id });
  if (view.page > 1) query.set('page', String(view.page));
  if (view.outcome) query.set('outcome', view.outcome);
  return `${paths.accountBulkChecks.getHref()}?${query.toString()}`;
}

export function BulkChecksPage({ client }: { client: AccountClient }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = viewOf(params);
  const checks = useBulkChecks(client);
  const shown = checks.data?.checks.find((check) => check.id === view?.id);
  return (
    <ContentLayout title={t('bulk-checks.page.title')} lead={t('bulk-checks.page.lead')}>
      <div className="account-page bulk-checks">
        <p>
          <Link to={paths.account.getHref()}>{t('bulk-checks.page.back')}</Link>
        </p>
        <SubmissionCard headingId="bulk-checks-new-heading" title={t('bulk-checks.upload.title')}>
          <NewCheck
            client={client}
            onStarted={(check) => navigate(hrefFor({ id: check.id, page: 1, outcome: undefined }))}
          />
        </SubmissionCard>
        {view ? (
          <SubmissionCard
            headingId="bulk-checks-check-heading"
            title={
              shown ? <span translate="no">{shown.fileName}</span> : t('bulk-checks.results.title')
            }
          >
            <CheckView key={view.id} client={client} view={view} hrefFor={hrefFor} />
          </SubmissionCard>
        ) : null}
        <SubmissionCard headingId="bulk-checks-list-heading" title={t('bulk-checks.list.title')}>
          <p className="form-field__hint">
            {t('bulk-checks.list.intro', { days: String(BULK_CHECK_RETENTION_DAYS) })}
          </p>
          {checks.isPending ? <p role="status">{t('bulk-checks.list.loading')}</p> : null}
          {checks.isError ? <FormAlert>{errorWords(checks.error)}</FormAlert> : null}
          {checks.data && checks.data.checks.length === 0 ? (
            <p className="form-field__hint">{t('bulk-checks.list.empty')}</p>
          ) : null}
          {checks.data && checks.data.checks.length > 0 ? (
            <ChecksTable
              client={client}
              checks={checks.data.checks}
              shownId={view?.id}
              onDeleted={(id) => {
                if (id === view?.id) navigate(paths.accountBulkChecks.getHref(), { replace: true });
              }}
            />
          ) : null}
        </SubmissionCard>
      </div>
    </ContentLayout>
  );
}

function ChecksTable({
  client,
  checks,
  shownId,
  onDeleted,
}: {
  client: AccountClient;
  checks: BulkCheckSummary[];
  shownId: string | undefined;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteCheck(client);
  return (
    <>
      {remove.isError ? <FormAlert>{errorWords(remove.error)}</FormAlert> : null}
      <div className="bulk-checks__scroll" tabIndex={0} aria-labelledby="bulk-checks-list-heading">
        <table className="bulk-checks__table">
          <thead>
            <tr>
              <th scope="col">{t('bulk-checks.list.file')}</th>
              <th scope="col">{t('bulk-checks.list.status')}</th>
              <th scope="col">{t('bulk-checks.list.rows')}</th>
              <th scope="col">{t('bulk-checks.list.created')}</th>
              <th scope="col">{t('bulk-checks.list.expires')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('bulk-checks.list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.id}>
                <th scope="row">
                  <Link
                    to={hrefFor({ id: check.id, page: 1, outcome: undefined })}
                    aria-current={check.id === shownId ? 'true' : undefined}
                    translate="no"
                  >
                    {check.fileName}
                  </Link>
                </th>
                <td>{t(STATUS_WORDS[check.status])}</td>
                <td>
                  {t('bulk-checks.progress.count', {
                    done: formatCount(check.rowsDone),
                    total: formatCount(check.totalRows),
                  })}
                </td>
                <td>{formatDateINShort(check.createdAt)}</td>
                <td>{formatDateINShort(check.expiresAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary bulk-checks__delete"
                    disabled={remove.isPending && remove.variables === check.id}
                    onClick={() =>
                      remove.mutate(check.id, { onSuccess: () => onDeleted(check.id) })
                    }
                  >
                    <NamedAction
                      visible={t('bulk-checks.list.delete')}
                      id="bulk-checks.list.deleteFile"
                      name={check.fileName}
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
