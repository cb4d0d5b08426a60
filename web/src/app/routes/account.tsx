import { AccountPage } from '../../features/account/components/account-page';
import '../../styles/submissions.css';
import '../../styles/account.css';

// A company owner's account (issue 19): their companies and what they can change.
export default function AccountRoute() {
  return <AccountPage />;
}
