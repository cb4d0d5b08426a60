import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DATA_REQUEST_DUE_DAYS } from '@trusthive/contracts';
import { ContentLayout } from '../../components/layouts/content-layout';
import { SubmissionCard } from '../../components/ui/submission-card';
import { apiErrorWords, isApiError } from '../../lib/api-client';
import { localizeMessage } from '../../lib/field-errors';
import { t } from '../../i18n';
import { T } from '../../i18n/trans';
import { confirmDataRequest } from './api';
import { YourDataForm } from './your-data-form';

type Confirmation =
  { state: 'confirming' } | { state: 'done'; title: string; message: string; reference?: string };

/** The token of a mailed confirmation link: in the fragment (#token=…), never sent to a server. */
const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

/**
 * "Your data" (issue 37, DPDP Act 2023): the form that asks for access to, correction of or
 * erasure of what TrustHive holds about an e-mail address, and where the mailed confirmation
 * link lands (the same page, with the token in the fragment: confirmed once, then the answer).
 */
export function YourDataPage() {
  const location = useLocation();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const spent = useRef(false);

  useEffect(() => {
    const token = tokenIn(location.hash);
    // Once: a link works once, and a second render must not send it again.
    if (!token || spent.current) return;
    spent.current = true;
    // The token leaves the address bar and the history entry at once.
    window.history.replaceState(window.history.state, '', location.pathname);
    setConfirmation({ state: 'confirming' });
    confirmDataRequest(token).then(
      // The service answers in the contract's English; the page says it in its own language.
      (done) =>
        setConfirmation({
          state: 'done',
          title: localizeMessage(done.title),
          message: localizeMessage(done.message),
          reference: done.reference,
        }),
      (caught: unknown) =>
        setConfirmation({
          state: 'done',
          ...(isApiError(caught)
            ? apiErrorWords(caught)
            : {
                title: t('forms.yourData.errorTitle'),
                message: t('forms.yourData.somethingWrong'),
              }),
        }),
    );
  }, [location]);

  return (
    <ContentLayout
      title={t('forms.yourData.title')}
      lead={t('forms.yourData.lead', { days: DATA_REQUEST_DUE_DAYS })}
    >
      {confirmation ? (
        <div
          className="account-notice"
          role="status"
          aria-busy={confirmation.state === 'confirming'}
        >
          {confirmation.state === 'confirming' ? (
            <p>{t('forms.yourData.confirming')}</p>
          ) : (
            <>
              <h2 className="account-notice__title">{confirmation.title}</h2>
              <p>{confirmation.message}</p>
              {confirmation.reference ? (
                <p>
                  <T
                    id="forms.yourData.reference"
                    values={{ reference: confirmation.reference }}
                    components={{ 0: <span translate="no" /> }}
                  />
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <SubmissionCard headingId="your-data-form-heading" title={t('forms.yourData.formTitle')}>
          <YourDataForm />
        </SubmissionCard>
      )}
      <section aria-labelledby="your-data-how-heading">
        <h2 id="your-data-how-heading" className="static-section__title">
          {t('forms.yourData.how.title')}
        </h2>
        <ul>
          <li>
            {/* A file format's name, not a word. */}
            <T
              id="forms.yourData.how.access"
              values={{ format: <span translate="no">JSON</span> }}
            />
          </li>
          <li>{t('forms.yourData.how.correction')}</li>
          <li>{t('forms.yourData.how.erasure')}</li>
          <li>{t('forms.yourData.how.mailbox')}</li>
        </ul>
      </section>
    </ContentLayout>
  );
}
