import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CONTACT_EMAIL_MESSAGES } from '@trusthive/contracts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { confirmContactEmail } from './edits-api';

type Outcome = { title: string; message: string; companyId?: number };

/**
 * Where the link mailed to a new contact e-mail lands (issue 37): it spends the token once
 * (no sign-in needed: reading that mailbox is the proof) and says what the profile now shows,
 * or the server's own words for a used, expired or unknown link.
 */
export function ContactEmailConfirmPage() {
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '';
    // The token leaves the address bar and the history entry at once.
    window.history.replaceState(window.history.state, '', location.pathname);
    confirmContactEmail(token).then(
      (confirmed) =>
        setOutcome({
          title: 'Contact e-mail confirmed',
          message: CONTACT_EMAIL_MESSAGES.confirmed(confirmed.contactEmail, confirmed.companyName),
          companyId: confirmed.companyId,
        }),
      (caught: unknown) =>
        setOutcome(
          isApiError(caught)
            ? { title: caught.title, message: caught.message }
            : { title: 'Error', message: 'Something went wrong. Please try again later.' },
        ),
    );
  }, [location]);

  if (!outcome) return <PageLoader />;
  return (
    <ContentLayout title={outcome.title} lead={outcome.message}>
      <p>
        {outcome.companyId ? (
          <Link to={paths.company.getHref(String(outcome.companyId))}>See the profile</Link>
        ) : (
          <Link to={paths.account.getHref()}>Go to your account</Link>
        )}
      </p>
    </ContentLayout>
  );
}
