import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { API_KEY_NAME_MAX_LENGTH, type ApiKeyCreated } from '@trusthive/contracts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { InputField } from '../../../components/ui/form-controls';
import { FormAlert } from '../../../components/ui/form-field';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { isApiError } from '../../../lib/api-client';
import { useApiKeys, useCreateApiKey, type AccountClient } from '../api';
import { errorWords } from './error-words';
import { KeyUsage } from './key-usage';
import { KeysTable } from './keys-table';
import { NewKeySecret } from './new-key-secret';

/**
 * /account/api-keys (issue 43 part 4): make a named key (its secret shown once), the account's
 * keys with their limits, last use and a revoke button, and each key's use per day. The route
 * checks the session first and hands in its client.
 */
export function ApiKeysPage({ client }: { client: AccountClient }) {
  const keys = useApiKeys(client);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const live = keys.data?.keys.filter((key) => key.revokedAt === null).length ?? 0;
  return (
    <ContentLayout title={t('api-keys.page.title')} lead={t('api-keys.page.lead')}>
      <div className="account-page">
        <p className="api-keys__links">
          <Link to={paths.account.getHref()}>{t('api-keys.page.back')}</Link>
          <span>
            <T id="api-keys.page.docs" components={{ 0: <a href={`${env.apiUrl}/docs`} /> }} />
          </span>
        </p>
        <SubmissionCard headingId="api-keys-create-heading" title={t('api-keys.create.title')}>
          {keys.data ? (
            <p className="form-field__hint">
              {t('api-keys.create.limit', {
                live: String(live),
                max: String(keys.data.maxLiveKeys),
              })}
            </p>
          ) : null}
          <CreateKeyForm client={client} onCreated={setCreated} />
          {created ? <NewKeySecret created={created} onDone={() => setCreated(null)} /> : null}
        </SubmissionCard>
        <SubmissionCard headingId="api-keys-list-heading" title={t('api-keys.list.title')}>
          {keys.isPending ? <p role="status">{t('api-keys.list.loading')}</p> : null}
          {keys.isError ? <FormAlert>{errorWords(keys.error)}</FormAlert> : null}
          {keys.data && keys.data.keys.length === 0 ? (
            <p className="form-field__hint">{t('api-keys.list.empty')}</p>
          ) : null}
          {keys.data && keys.data.keys.length > 0 ? (
            <KeysTable client={client} keys={keys.data.keys} />
          ) : null}
        </SubmissionCard>
        {keys.data && keys.data.keys.length > 0 ? (
          <SubmissionCard headingId="api-keys-usage-heading" title={t('api-keys.usage.title')}>
            <p className="form-field__hint">{t('api-keys.usage.intro', { zone: 'UTC' })}</p>
            <KeyUsage keys={keys.data.keys} />
          </SubmissionCard>
        ) : null}
      </div>
    </ContentLayout>
  );
}

function CreateKeyForm({
  client,
  onCreated,
}: {
  client: AccountClient;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const create = useCreateApiKey(client);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
    });
  };
  const nameError =
    isApiError(create.error) && create.error.field === 'name' ? create.error.message : undefined;
  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      <InputField
        label={t('api-keys.create.name')}
        required
        hint={t('api-keys.create.nameHint', { max: String(API_KEY_NAME_MAX_LENGTH) })}
        error={nameError}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {create.isError && !nameError ? <FormAlert>{errorWords(create.error)}</FormAlert> : null}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('api-keys.create.submitting') : t('api-keys.create.submit')}
      </button>
    </form>
  );
}
