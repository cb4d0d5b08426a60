import type { OwnerCompany } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { isApiError } from '../../../lib/api-client';
import { OwnerChangeRequests } from './change-requests';
import { useOwnerCompanyProfile } from './edits-api';
import { OwnerProfileForm } from './profile-form';

/** What the owner can change on one company (issue 19): at once, or after staff review. */
export function OwnerEdits({ company }: { company: Pick<OwnerCompany, 'id' | 'name'> }) {
  const profile = useOwnerCompanyProfile(company.id);
  if (profile.isPending)
    return (
      <p role="status">
        <T
          id="account.edits.loading"
          values={{ name: company.name }}
          components={{ 0: <span translate="no" /> }}
        />
      </p>
    );
  if (profile.isError)
    return (
      <p role="alert">
        {isApiError(profile.error) ? profile.error.message : t('account.edits.loadFailed')}
      </p>
    );
  return (
    <div className="owner-edits">
      <OwnerProfileForm profile={profile.data} />
      <OwnerChangeRequests profile={profile.data} />
    </div>
  );
}
