import type { ApiKey } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatCount, formatDateINShort } from '../../../lib/format';

/**
 * Each key's requests per UTC day over the last 30 days: a table of day and count (what a
 * screen reader reads), each count with a bar scaled to the key's busiest day (for the eye).
 */
export function KeyUsage({ keys }: { keys: readonly ApiKey[] }) {
  return (
    <div className="api-keys-usage">
      {keys.map((key) => {
        const busiest = Math.max(1, ...key.usage.map((day) => day.requests));
        return (
          <details key={key.id} className="api-keys-usage__key">
            <summary>
              <T
                id="api-keys.usage.summary"
                values={{
                  name: <span translate="no">{key.name}</span>,
                  used: formatCount(key.usedThisMonth),
                  limit: formatCount(key.limits.perMonth),
                }}
              />
            </summary>
            <table className="api-keys-usage__table">
              <caption className="visually-hidden">
                {t('api-keys.usage.caption', { name: key.name })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('api-keys.usage.day')}</th>
                  <th scope="col">{t('api-keys.usage.requests')}</th>
                </tr>
              </thead>
              <tbody>
                {[...key.usage].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDateINShort(day.day)}</th>
                    <td>
                      <span className="api-keys-usage__count">{formatCount(day.requests)}</span>
                      <span
                        className="api-keys-usage__bar"
                        aria-hidden="true"
                        style={{ width: `${(day.requests / busiest) * 100}%` }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        );
      })}
    </div>
  );
}
