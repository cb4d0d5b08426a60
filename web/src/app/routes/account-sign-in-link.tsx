import { SignInLinkPage } from '../../features/account/components/sign-in-link-page';
import '../../styles/submissions.css';
import '../../styles/account.css';

// Where a mailed sign-in link lands (issue 19).
export default function AccountSignInLinkRoute() {
  return <SignInLinkPage />;
}
