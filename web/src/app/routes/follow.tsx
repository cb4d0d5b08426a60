import { useParams } from 'react-router-dom';
import { ownerClient, useOwnerSession } from '../../features/account/api';
import { FollowPage } from '../../features/watchlist/components/follow-page';
import '../../styles/submissions.css';
import '../../styles/account.css';

// Follow a company (issue 43), rendered in the browser: what it shows depends on the visitor's
// session (signed in, one button; signed out, an e-mail address), and a form that sends JSON
// needs the script anyway. Every card's and profile's Follow is a plain link here.
export default function FollowRoute() {
  const raw = useParams().companyId ?? '';
  const companyId =
    /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  const session = useOwnerSession({ onlyIfSignedInBefore: true });
  return <FollowPage companyId={companyId} client={session.data ? ownerClient : null} />;
}
