import { useState } from 'react';
import type { ApiKey } from '@trusthive/contracts';
import { FormAlert } from '../../../components/ui/form-field';
import { NamedAction } from '../../../components/ui/named-action';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatCount, formatDateINShort, formatDateTimeIN } from '../../../lib/format';
import { useRevokeApiKey, type AccountClient } from '../api';
import { errorWords } from './error-words';

export const limitsText = (key: ApiKey) =>
  t('api-keys.list.limits', {
    second: formatCount(key.limits.perSecond),
    day: formatCount(key.limits.perDay),
    month: formatCount(key.limits.perMonth),
  });

/**
 * The account's keys, newest first: name, the key's first characters, when made and last used,
 * its limits, and revoking (asked twice: a revoked key stops at once and cannot come back).
 */
export function KeysTable({ client, keys }: { client: AccountClient; keys: readonly ApiKey[] }) {
  const revoke = useRevokeApiKey(client);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revokedName, setRevokedName] = useState<string | null>(null);
  const doRevoke = (key: ApiKey) => {
    setRevokedName(null);
    revoke.mutate(key.id, {
      onSuccess: () => {
        setConfirming(null);
        setRevokedName(key.name);
      },
    });
  };
  return (
    <>
      {revokedName !== null ? (
        <p role="status" className="account-notice">
          <T
            id="api-keys.revoke.done"
            values={{ name: <span translate="no">{revokedName}</span> }}
          />
        </p>
      ) : null}
      {revoke.isError ? <FormAlert>{errorWords(revoke.error)}</FormAlert> : null}
      <div className="table-scroll">
        <table className="api-keys-table">
          <caption className="visually-hidden">{t('api-keys.list.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('api-keys.list.name')}</th>
              <th scope="col">{t('api-keys.list.key')}</th>
              <th scope="col">{t('api-keys.list.created')}</th>
              <th scope="col">{t('api-keys.list.lastUsed')}</th>
              <th scope="col">{t('api-keys.list.limitsHead')}</th>
              <th scope="col">{t('api-keys.list.state')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-revoked={key.revokedAt !== null || undefined}>
                <th scope="row" translate="no" className="api-keys-table__name">
                  {key.name}
                </th>
                <td translate="no">
                  <code>{key.prefix}…</code>
                </td>
                <td>{formatDateINShort(key.createdAt)}</td>
                <td>
                  {key.lastUsedAt ? formatDateTimeIN(key.lastUsedAt) : t('api-keys.list.never')}
                </td>
                <td>{limitsText(key)}</td>
                <td>
                  {key.revokedAt !== null ? (
                    t('api-keys.list.revoked', { date: formatDateINShort(key.revokedAt) })
                  ) : confirming === key.id ? (
                    <div className="api-keys-table__confirm">
                      <p>{t('api-keys.revoke.confirm')}</p>
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={revoke.isPending}
                        onClick={() => doRevoke(key)}
                      >
                        {revoke.isPending
                          ? t('api-keys.revoke.revoking')
                          : t('api-keys.revoke.yes')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setConfirming(null)}
                      >
                        {t('api-keys.revoke.cancel')}
                      </button>
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        revoke.reset();
                        setConfirming(key.id);
                      }}
                    >
                      <NamedAction
                        visible={t('api-keys.list.revoke')}
                        id="api-keys.revoke.named"
                        name={key.name}
                      />
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
