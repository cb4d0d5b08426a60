import { Link } from 'react-router-dom';
import { CLAIM_MESSAGES } from '@trusthive/contracts';
import { paths } from '../../../config/paths';

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
  const { title, message } =
    claimStatus === 'claimed' ? CLAIM_MESSAGES.alreadyClaimed : CLAIM_MESSAGES.alreadyUnderReview;
  return (
    <div className="claim-closed" data-testid="claim-closed">
      <h2 className="claim-closed__title">{title}</h2>
      <p>{message}</p>
      <ul className="claim-closed__actions">
        {claimStatus === 'claimed' ? (
          <li>
            <Link to={paths.accountSignIn.getHref()}>Owner sign in</Link>
          </li>
        ) : null}
        <li>
          <a href={paths.company.getHref(String(companyId))}>Back to the company profile</a>
        </li>
        <li>
          <Link to={paths.contact.getHref()}>Contact us</Link>
        </li>
      </ul>
    </div>
  );
}
