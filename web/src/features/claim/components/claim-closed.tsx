import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { localeHref, t, type MessageId } from '../../../i18n';

// The words of CLAIM_MESSAGES.alreadyClaimed and .alreadyUnderReview (the 409s), in the page's language.
const CLOSED: Record<'claimed' | 'pending', { title: MessageId; message: MessageId }> = {
  claimed: {
    title: 'forms.claim.closed.claimedTitle',
    message: 'forms.claim.closed.claimedMessage',
  },
  pending: { title: 'forms.claim.closed.reviewTitle', message: 'forms.claim.closed.reviewMessage' },
};

/**
 * Issue 36: a company that is already claimed, or has a claim under review, says so where the
 * claim form would be, before anyone uploads documents (the server refuses such a claim with
 * 409 either way). The owner is pointed to their sign-in, anyone else to the profile and to us.
 */
export function ClaimClosed({
  companyId,
  claimStatus,
}: {
  companyId: number;
  claimStatus: 'claimed' | 'pending';
}) {
  const { title, message } = CLOSED[claimStatus];
  return (
    <div className="claim-closed" data-testid="claim-closed">
      <h2 className="claim-closed__title">{t(title)}</h2>
      <p>{t(message)}</p>
      <ul className="claim-closed__actions">
        {claimStatus === 'claimed' ? (
          <li>
            <Link to={paths.accountSignIn.getHref()}>{t('forms.claim.closed.ownerSignIn')}</Link>
          </li>
        ) : null}
        <li>
          <a href={localeHref(paths.company.getHref(String(companyId)))}>
            {t('forms.claim.closed.backToProfile')}
          </a>
        </li>
        <li>
          <Link to={paths.contact.getHref()}>{t('forms.claim.closed.contact')}</Link>
        </li>
      </ul>
    </div>
  );
}
