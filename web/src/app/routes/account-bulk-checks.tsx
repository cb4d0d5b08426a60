import { PageLoader } from '../../components/ui/page-loader';
import { ownerClient, useOwnerSession } from '../../features/account/api';
import { SignInFirst } from '../../features/account/components/sign-in-first';
import { BulkChecksPage } from '../../features/bulk-checks/components/bulk-checks-page';
import '../../styles/submissions.css';
import '../../styles/account.css';
import '../../styles/bulk-checks.css';

// An account's bulk checks (issue 43 part 3), rendered in the browser as /account is: the
// account session (features/account) decides; signed out, the sign-in page. The checks feature
// makes its requests with the session's client, which carries the CSRF token.
export default function AccountBulkChecksRoute() {
  const session = useOwnerSession();
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <SignInFirst />;
  return <BulkChecksPage client={ownerClient} />;
}
