import {
  claimDetailSchema,
  claimQueueListSchema,
  type ClaimDecision,
  type ClaimDetail,
  type ClaimQueueList,
  type ClaimReviewStatus,
} from '@trusthive/contracts';
import { staffQueueApi } from '../../queue/queue-api';

// The claims queue's API (issue 18): list, detail and decision (approve, or reject with a reason).

export const claimsApi = staffQueueApi<
  ClaimReviewStatus,
  ClaimQueueList,
  ClaimDetail,
  ClaimDecision
>({
  name: 'claims',
  listSchema: claimQueueListSchema,
  detailSchema: claimDetailSchema,
});

export const { useDecide: useDecideClaim } = claimsApi;
