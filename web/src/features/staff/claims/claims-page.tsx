import { CLAIM_STATUSES } from '@trusthive/contracts';
import { SplitQueuePage } from '../queue/split-queue-page';
import { claimsApi } from './api/claims-queue';
import { ClaimDetailView } from './claim-detail';

/** The staff console's claims queue (issue 18): the list, and the chosen claim beside it. */
export default function ClaimsPage() {
  return (
    <SplitQueuePage
      title="Claims"
      statuses={CLAIM_STATUSES}
      waiting="pending"
      api={claimsApi}
      items={{ one: 'claim', many: 'claims' }}
      summary={(item) => item.email}
      renderItem={(claim) => <ClaimDetailView claim={claim} />}
    />
  );
}
