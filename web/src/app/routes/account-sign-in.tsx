import { SignInPage } from '../../features/account/components/sign-in-page';
import '../../styles/submissions.css';
import '../../styles/account.css';

// Owner sign-in (issue 19): a link by e-mail, or the optional password.
export default function AccountSignInRoute() {
  return <SignInPage />;
}
