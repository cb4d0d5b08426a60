import {
  ownerChangeDetailSchema,
  ownerChangesQueueSchema,
  type OwnerChangeDecision,
  type OwnerChangeDetail,
  type OwnerChangeStatus,
  type OwnerChangesQueue,
} from '@trusthive/contracts';
import { staffQueueApi } from '../queue/queue-api';

/** The owner-changes queue's list, item and decision (approve or decline an owner change). */
export const ownerChangesApi = staffQueueApi<
  OwnerChangeStatus,
  OwnerChangesQueue,
  OwnerChangeDetail,
  OwnerChangeDecision
>({
  name: 'owner-changes',
  listSchema: ownerChangesQueueSchema,
  detailSchema: ownerChangeDetailSchema,
});
