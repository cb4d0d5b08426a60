import { PageLoader } from '../../components/ui/page-loader';
import { ownerClient, useOwnerSession } from '../../features/account/api';
import { SignInFirst } from '../../features/account/components/sign-in-first';
import { ApiKeysPage } from '../../features/api-keys/components/api-keys-page';
import '../../styles/submissions.css';
import '../../styles/account.css';

// An account's API keys (issue 43 part 4), rendered in the browser as /account is: the account
// session (features/account) decides; signed out, the sign-in page. The keys feature makes its
// requests with the session's client, which carries the CSRF token.
export default function AccountApiKeysRoute() {
  const session = useOwnerSession();
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <SignInFirst />;
  return <ApiKeysPage client={ownerClient} />;
}
