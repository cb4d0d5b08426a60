import { ContactEmailConfirmPage } from '../../features/account/edits/contact-email-confirm-page';
import '../../styles/submissions.css';
import '../../styles/account.css';

// Where the link mailed to a new contact e-mail lands (issue 37).
export default function AccountContactEmailConfirmRoute() {
  return <ContactEmailConfirmPage />;
}
