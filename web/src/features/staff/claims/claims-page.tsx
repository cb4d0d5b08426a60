import { CLAIM_STATUSES } from '@trusthive/contracts';
import { SplitQueuePage } from '../queue/split-queue-page';
import { useClaimQueue } from './api/claims-queue';
import { ClaimDetailView } from './claim-detail';

/** The staff console's claims queue (issue 18): the list, and the chosen claim beside it. */
export default function ClaimsPage() {
  return (
    <SplitQueuePage
      title="Claims"
      statuses={CLAIM_STATUSES}
      waiting="pending"
      useQueue={useClaimQueue}
      texts={{ empty: (status) => `No ${status} claims.`, choose: 'Choose a claim.' }}
      summary={(item) => item.email}
      renderSelected={(id) => <ClaimDetailView id={id} />}
    />
  );
}
