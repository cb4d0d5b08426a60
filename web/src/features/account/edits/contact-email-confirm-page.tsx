import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { isApiError } from '../../../lib/api-client';
import { confirmContactEmail } from './edits-api';

type Outcome = { title: string; message: ReactNode; companyId?: number };

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
          title: t('account.contactEmail.confirmedTitle'),
          // The company's name as it is registered; the address is an address in any language.
          message: (
            <T
              id="account.contactEmail.confirmed"
              values={{ email: confirmed.contactEmail, companyName: confirmed.companyName }}
              components={{ 0: <span translate="no" /> }}
            />
          ),
          companyId: confirmed.companyId,
        }),
      (caught: unknown) =>
        setOutcome(
          isApiError(caught)
            ? { title: caught.title, message: caught.message }
            : { title: t('account.form.error'), message: t('account.form.tryLater') },
        ),
    );
  }, [location]);

  if (!outcome) return <PageLoader />;
  return (
    <ContentLayout title={outcome.title} lead={outcome.message}>
      <p>
        {outcome.companyId ? (
          <Link to={paths.company.getHref(String(outcome.companyId))}>
            {t('account.contactEmail.seeProfile')}
          </Link>
        ) : (
          <Link to={paths.account.getHref()}>{t('account.contactEmail.goToAccount')}</Link>
        )}
      </p>
    </ContentLayout>
  );
}
