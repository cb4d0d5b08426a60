import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DATA_REQUEST_DUE_DAYS } from '@trusthive/contracts';
import { ContentLayout } from '../../components/layouts/content-layout';
import { SubmissionCard } from '../../components/ui/submission-card';
import { isApiError } from '../../lib/api-client';
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
      (done) => setConfirmation({ state: 'done', ...done }),
      (caught: unknown) =>
        setConfirmation({
          state: 'done',
          ...(isApiError(caught)
            ? { title: caught.title, message: caught.message }
            : { title: 'Error', message: 'Something went wrong. Please try again later.' }),
        }),
    );
  }, [location]);

  return (
    <ContentLayout
      title="Your data"
      lead={`Ask what TrustHive holds about your e-mail address, have it corrected, or have it erased. We confirm the request with a link to that address and answer within ${DATA_REQUEST_DUE_DAYS} days.`}
    >
      {confirmation ? (
        <div
          className="account-notice"
          role="status"
          aria-busy={confirmation.state === 'confirming'}
        >
          {confirmation.state === 'confirming' ? (
            <p>Confirming your request…</p>
          ) : (
            <>
              <h2 className="account-notice__title">{confirmation.title}</h2>
              <p>{confirmation.message}</p>
              {confirmation.reference ? <p>Your reference: {confirmation.reference}</p> : null}
            </>
          )}
        </div>
      ) : (
        <SubmissionCard headingId="your-data-form-heading" title="Send a request">
          <YourDataForm />
        </SubmissionCard>
      )}
      <section aria-labelledby="your-data-how-heading">
        <h2 id="your-data-how-heading" className="static-section__title">
          How a request is handled
        </h2>
        <ul>
          <li>
            Access: our team sends you a copy of what we hold about the address, as a JSON file.
          </li>
          <li>
            Correction: our team corrects what you tell us is wrong, and tells you what changed.
          </li>
          <li>
            Erasure: we delete or anonymise your personal data, except what the law requires us to
            keep (who decided what on TrustHive, and companies’ registry data).
          </li>
          <li>
            Only whoever can read the address’s mailbox can confirm a request: we never say whether
            we hold anything for an address before that.
          </li>
        </ul>
      </section>
    </ContentLayout>
  );
}
