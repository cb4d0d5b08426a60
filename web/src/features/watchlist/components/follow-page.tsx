import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { InputField } from '../../../components/ui/form-controls';
import { FormAlert } from '../../../components/ui/form-field';
import { SubmissionCard } from '../../../components/ui/submission-card';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { signInHref } from '../../../lib/return-to';
import { requestFollowLink, useFollowing, useSetFollowing, type AccountClient } from '../api';
import { watchlistWords } from './words';

type FollowPageProps = {
  /** The id from the URL; not a number when someone typed the address. */
  companyId: number | null;
  /** The account session's client when the visitor is signed in. */
  client: AccountClient | null;
};

/** The company's name for the heading, read from its public profile. */
function useCompanyName(companyId: number | null) {
  return useQuery({
    queryKey: ['watchlist', 'company-name', companyId],
    enabled: companyId !== null,
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const profile = await apiRequest<{ company?: { name?: unknown } }>(
        `/companies/${companyId}`,
        { signal },
      );
      return typeof profile.company?.name === 'string' ? profile.company.name : null;
    },
  });
}

/**
 * /follow/:companyId (issue 43): where a card's or a signed-out profile's Follow leads. Signed
 * out, the visitor's e-mail address: the answer is the same for every address ("check your
 * inbox"), and the mailed link confirms the follow. Signed in, one button follows at once.
 */
export function FollowPage({ companyId, client }: FollowPageProps) {
  const name = useCompanyName(companyId);
  if (companyId === null || name.isError) {
    return <ContentLayout title={t('watchlist.follow.notFound')} />;
  }
  const title = name.data
    ? t('watchlist.follow.title', { name: name.data })
    : t('watchlist.follow.titleUnknown');
  const profileHref = paths.company.getHref(String(companyId));
  return (
    <ContentLayout title={title} lead={t('watchlist.follow.lead')}>
      <div className="submission-layout">
        <SubmissionCard headingId="follow-heading" title={t('watchlist.follow.formTitle')}>
          {client ? (
            <FollowSignedIn companyId={companyId} client={client} />
          ) : (
            <FollowByEmail companyId={companyId} />
          )}
        </SubmissionCard>
        <p>
          <Link to={profileHref}>{t('watchlist.follow.back')}</Link>
        </p>
      </div>
    </ContentLayout>
  );
}

function FollowByEmail({ companyId }: { companyId: number }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ title: string; message: string } | null>(null);
  const [error, setError] = useState<{ message: string; field?: string | undefined } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent(watchlistWords(await requestFollowLink(companyId, email.trim())));
    } catch (caught) {
      const words = watchlistWords(caught);
      setError({ message: words.message, field: isApiError(caught) ? caught.field : undefined });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="account-notice" role="status">
        <h2 className="account-notice__title">{sent.title}</h2>
        <p>{sent.message}</p>
      </div>
    );
  }
  return (
    <form className="submission-form" onSubmit={submit} noValidate>
      <InputField
        label={t('watchlist.follow.email')}
        required
        error={error?.field === 'email' ? error.message : undefined}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && error.field !== 'email' ? <FormAlert>{error.message}</FormAlert> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('watchlist.follow.send')}
      </button>
      <p className="form-field__hint">
        <T
          id="watchlist.follow.signIn"
          components={{ 0: <Link to={signInHref(paths.follow.getHref(String(companyId)))} /> }}
        />
      </p>
    </form>
  );
}

function FollowSignedIn({ companyId, client }: { companyId: number; client: AccountClient }) {
  const following = useFollowing(client, companyId);
  const change = useSetFollowing(client, companyId);
  const watchlistLink = { 0: <Link to={paths.accountWatchlist.getHref()} /> };
  if (following.data?.following) {
    return (
      <p role="status">
        <T id="watchlist.follow.done" components={watchlistLink} />
      </p>
    );
  }
  return (
    <div className="submission-form">
      <p>
        <T id="watchlist.follow.signedIn" components={watchlistLink} />
      </p>
      {change.isError ? <FormAlert>{watchlistWords(change.error).message}</FormAlert> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={change.isPending || following.isPending}
        onClick={() => change.mutate(true)}
      >
        {t('watchlist.follow.followNow')}
      </button>
    </div>
  );
}
