import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { NamedAction } from './named-action';

/**
 * "Follow" for a company (issue 43): a plain link to its follow page, which works without
 * script and costs no request. The profile's own control (features/watchlist) starts as this
 * link and, for a signed-in visitor, becomes a Follow / Following toggle once hydrated. The
 * page cache serves every visitor the same HTML, so the server never says who follows what.
 */
export function FollowLink({
  companyId,
  companyName,
  className = 'follow-link',
}: {
  companyId: number;
  companyName: string;
  className?: string;
}) {
  return (
    <Link to={paths.follow.getHref(String(companyId))} className={className} rel="nofollow">
      <NamedAction
        visible={`☆ ${t('common.follow.follow')}`}
        id="common.follow.followName"
        name={companyName}
      />
    </Link>
  );
}
