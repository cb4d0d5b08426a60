import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FollowConfirmed } from '@trusthive/contracts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useMailedLinkToken } from '../../../hooks/use-mailed-link-token';
import { t } from '../../../i18n';
import { confirmFollowLink } from '../api';
import { watchlistWords } from './words';

/**
 * /follow/confirm (issue 43): where the mailed follow link lands. It spends the token once;
 * then the company followed, with links to its profile and to the watchlist (which asks to sign
 * in with the same address), or the server's answer: a used, expired or unknown link.
 */
export function FollowConfirmPage() {
  const [outcome, setOutcome] = useState<
    { followed: FollowConfirmed } | { failed: { title: string; message: string } } | null
  >(null);

  useMailedLinkToken((token) => {
    confirmFollowLink(token).then(
      (followed) => setOutcome({ followed }),
      (caught: unknown) => setOutcome({ failed: watchlistWords(caught) }),
    );
  });

  if (!outcome) return <PageLoader />;
  if ('failed' in outcome) {
    return (
      <ContentLayout title={outcome.failed.title} lead={outcome.failed.message}>
        <p>{t('watchlist.confirm.followAgain')}</p>
      </ContentLayout>
    );
  }
  const { companyId, companyName } = outcome.followed;
  return (
    <ContentLayout
      title={t('watchlist.confirm.title', { name: companyName })}
      lead={t('watchlist.confirm.lead')}
    >
      <ul className="follow-confirm__links">
        <li>
          <Link to={paths.company.getHref(String(companyId))}>
            {t('watchlist.confirm.profile')}
          </Link>
        </li>
        <li>
          <Link to={paths.accountWatchlist.getHref()}>{t('watchlist.confirm.manage')}</Link>{' '}
          <span className="form-field__hint">{t('watchlist.confirm.manageHint')}</span>
        </li>
      </ul>
    </ContentLayout>
  );
}
