import { FollowConfirmPage } from '../../features/watchlist/components/follow-confirm-page';
import '../../styles/submissions.css';
import '../../styles/account.css';

// Where a mailed follow link lands (issue 43): the token is in the fragment, which only the
// browser sees, so the page is rendered there.
export default function FollowConfirmRoute() {
  return <FollowConfirmPage />;
}
