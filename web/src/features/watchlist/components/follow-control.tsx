import { FollowLink } from '../../../components/ui/follow-link';
import { NamedAction } from '../../../components/ui/named-action';
import { useToast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { apiErrorWords, isApiError } from '../../../lib/api-client';
import { useFollowing, useSetFollowing, type AccountClient } from '../api';

type FollowControlProps = {
  companyId: number;
  companyName: string;
  /** The account session's client when the visitor is signed in (and the page hydrated). */
  client: AccountClient | null;
};

/**
 * The profile's Follow (issue 43). The server, and a signed-out visitor, get the plain link to
 * the follow page (an e-mailed link confirms the follow there). Signed in, a toggle: Follow /
 * Following, from the account's own answer. Both have the compact button's size, so nothing in
 * the header's bar moves as one becomes the other.
 */
export function FollowControl({ companyId, companyName, client }: FollowControlProps) {
  const following = useFollowing(client, companyId);
  const change = useSetFollowing(client, companyId);
  const { toast } = useToast();

  if (!client || !following.data) {
    return (
      <FollowLink
        companyId={companyId}
        companyName={companyName}
        className="button button--secondary follow-button"
      />
    );
  }
  const isFollowing = change.isPending ? change.variables : following.data.following;
  return (
    <button
      type="button"
      className={`button ${isFollowing ? 'button--primary' : 'button--secondary'} follow-button`}
      aria-pressed={isFollowing}
      disabled={change.isPending}
      onClick={() =>
        change.mutate(!isFollowing, {
          onError: (error) => {
            const words = isApiError(error)
              ? apiErrorWords(error)
              : { title: t('common.validationTitle.error'), message: '' };
            toast({ title: words.title, description: words.message, variant: 'destructive' });
          },
        })
      }
    >
      <NamedAction
        visible={
          isFollowing ? `★ ${t('common.follow.following')}` : `☆ ${t('common.follow.follow')}`
        }
        id="common.follow.followName"
        name={companyName}
      />
    </button>
  );
}
