import {
  contactDetailSchema,
  contactQueueSchema,
  type ContactDecision,
  type ContactDetail,
  type ContactQueue,
  type ContactStatus,
} from '@trusthive/contracts';
import { staffQueueApi } from '../queue/queue-api';

/** The contact queue's list, item and decision (mark a message handled). */
export const contactApi = staffQueueApi<
  ContactStatus,
  ContactQueue,
  ContactDetail,
  ContactDecision
>({
  name: 'contact',
  listSchema: contactQueueSchema,
  detailSchema: contactDetailSchema,
});
