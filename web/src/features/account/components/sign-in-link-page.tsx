import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { useMailedLinkToken } from '../../../hooks/use-mailed-link-token';
import { isApiError } from '../../../lib/api-client';
import { t } from '../../../i18n';
import { ownerSessionKey, signInWithLink } from '../api';
import { takeReturnTo } from '../../../lib/return-to';
import { SendLinkForm } from './send-link-form';

/**
 * Where a mailed sign-in link lands: it spends the token once and goes to the page that sent the
 * visitor to sign in, or /account (return-to.ts). A used, expired or unknown link shows the
 * server's own words and a form to send a new link.
 */
export function SignInLinkPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  useMailedLinkToken((token) => {
    signInWithLink(token).then(
      (session) => {
        queryClient.setQueryData(ownerSessionKey, session);
        void navigate(takeReturnTo(), { replace: true });
      },
      (caught: unknown) =>
        setFailure(
          isApiError(caught)
            ? { title: caught.title, message: caught.message }
            : { title: t('account.form.error'), message: t('account.form.tryLater') },
        ),
    );
  });

  if (!failure) return <PageLoader />;
  return (
    <ContentLayout title={failure.title} lead={failure.message}>
      <SubmissionCard headingId="new-link-heading" title={t('account.signIn.newLink')}>
        <SendLinkForm submitLabel={t('account.signIn.newLink')} />
      </SubmissionCard>
    </ContentLayout>
  );
}
