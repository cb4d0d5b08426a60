import { useRef, useState } from 'react';
import type { ApiKeyCreated } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';

/**
 * The key just made, the one time its secret is shown: a read-only field (selected on focus)
 * with a copy button, and the words that it will not be shown again.
 */
export function NewKeySecret({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refusal): the key is selected to copy by hand.
      field.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="account-notice api-keys__secret" role="status">
      <p className="account-notice__title">
        <strong>
          <T
            id="api-keys.secret.title"
            values={{ name: <span translate="no">{created.key.name}</span> }}
          />
        </strong>
      </p>
      <p>{t('api-keys.secret.once')}</p>
      <label className="form-field__label" htmlFor="api-key-secret">
        {t('api-keys.secret.label')}
      </label>
      <div className="api-keys__secret-row">
        <input
          ref={field}
          id="api-key-secret"
          className="input api-keys__secret-value"
          readOnly
          translate="no"
          spellCheck={false}
          value={created.secret}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('api-keys.secret.copy')}
        </button>
      </div>
      {copied === 'yes' ? <p>{t('api-keys.secret.copied')}</p> : null}
      {copied === 'failed' ? <p>{t('api-keys.secret.copyFailed')}</p> : null}
      <p>
        <T
          id="api-keys.secret.howTo"
          values={{ header: <code translate="no">Authorization: Bearer</code> }}
        />
      </p>
      <button type="button" className="button button--secondary" onClick={onDone}>
        {t('api-keys.secret.done')}
      </button>
    </div>
  );
}
