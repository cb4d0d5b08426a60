import { PageLoader } from '../../components/ui/page-loader';
import { ownerClient, useOwnerSession } from '../../features/account/api';
import { SignInFirst } from '../../features/account/components/sign-in-first';
import { WatchlistPage } from '../../features/watchlist/components/watchlist-page';
import '../../styles/submissions.css';
import '../../styles/account.css';
import '../../styles/watchlist.css';

// An account's watchlist (issue 43 part 2), rendered in the browser as /account is: the account
// session (features/account) decides; signed out, the sign-in page. The watchlist feature makes
// its requests with the session's client, which carries the CSRF token.
export default function AccountWatchlistRoute() {
  const session = useOwnerSession();
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <SignInFirst />;
  return <WatchlistPage client={ownerClient} />;
}
