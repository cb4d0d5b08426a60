import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { ownerCompaniesKey, ownerSessionKey, signOut } from '../api';

/** Ends every session of this owner (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  async function signOutAll() {
    setError(null);
    try {
      await signOut(true);
      queryClient.setQueryData(ownerSessionKey, null);
      queryClient.removeQueries({ queryKey: ownerCompaniesKey });
      void navigate(paths.accountSignIn.getHref(), { replace: true });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('account.form.tryAgain'));
    }
  }

  return (
    <div className="submission-actions">
      <button type="button" className="button button--secondary" onClick={signOutAll}>
        {t('account.sessions.signOutAll')}
      </button>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </div>
  );
}
