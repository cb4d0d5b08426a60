import {
  correctionDetailSchema,
  correctionsQueueSchema,
  type CorrectionDecision,
  type CorrectionDetail,
  type CorrectionStatus,
  type CorrectionsQueue,
} from '@trusthive/contracts';
import { staffQueueApi } from '../queue/queue-api';

/** The corrections queue's list, item and decision (accept or decline a correction). */
export const correctionsApi = staffQueueApi<
  CorrectionStatus,
  CorrectionsQueue,
  CorrectionDetail,
  CorrectionDecision
>({
  name: 'corrections',
  listSchema: correctionsQueueSchema,
  detailSchema: correctionDetailSchema,
});
