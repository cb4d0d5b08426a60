import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { ownerCompaniesKey, ownerSessionKey, signOut, useOwnerSession } from '../api';

type AccountNavProps = { onNavigate: () => void };

/** The top bar's account part: "Sign in", or "My account" and "Sign out" while signed in. */
export function AccountNav({ onNavigate }: AccountNavProps) {
  const session = useOwnerSession({ onlyIfSignedInBefore: true });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function signOutHere() {
    onNavigate();
    try {
      await signOut();
    } finally {
      queryClient.setQueryData(ownerSessionKey, null);
      queryClient.removeQueries({ queryKey: ownerCompaniesKey });
      void navigate(paths.home.getHref());
    }
  }

  if (!session.data) {
    return (
      <Link to={paths.accountSignIn.getHref()} className="primary-nav__link" onClick={onNavigate}>
        {t('common.account.signIn')}
      </Link>
    );
  }
  return (
    <div className="account-nav">
      <NavLink to={paths.account.getHref()} className="primary-nav__link" onClick={onNavigate}>
        {t('common.account.myAccount')}
      </NavLink>
      <button
        type="button"
        className="primary-nav__link account-nav__sign-out"
        onClick={signOutHere}
      >
        {t('common.account.signOut')}
      </button>
    </div>
  );
}
