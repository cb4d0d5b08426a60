import { Navigate, useLocation } from 'react-router-dom';
import { signInHref } from '../../../lib/return-to';

/** A signed-out visitor on an account page goes to sign in, and comes back here after. */
export function SignInFirst() {
  const location = useLocation();
  return <Navigate to={signInHref(`${location.pathname}${location.search}`)} replace />;
}
