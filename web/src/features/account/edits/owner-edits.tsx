import type { OwnerCompany } from '@trusthive/contracts';
import { isApiError } from '../../../lib/api-client';
import { OwnerChangeRequests } from './change-requests';
import { useOwnerCompanyProfile } from './edits-api';
import { OwnerProfileForm } from './profile-form';

/** What the owner can change on one company (issue 19): at once, or after staff review. */
export function OwnerEdits({ company }: { company: Pick<OwnerCompany, 'id' | 'name'> }) {
  const profile = useOwnerCompanyProfile(company.id);
  if (profile.isPending) return <p role="status">Loading {company.name}…</p>;
  if (profile.isError)
    return (
      <p role="alert">
        {isApiError(profile.error) ? profile.error.message : 'Could not load this company.'}
      </p>
    );
  return (
    <div className="owner-edits">
      <OwnerProfileForm profile={profile.data} />
      <OwnerChangeRequests profile={profile.data} />
    </div>
  );
}
