import type { Kysely } from 'kysely';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_QUEUE_MESSAGES,
  correctableFieldSchema,
  type CorrectionDecision,
  type CorrectionDetail,
  type CorrectionQueueItem,
  type CorrectionsQueue,
  type CorrectionsQueueQuery,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { announceDecision } from '../announce-decision';
import { recordAudit } from '../audit/audit';
import { isoTime } from '../../shared/dates';
import type { StaffPrincipal } from '../principal';
import { staffNames } from '../staff-names';
import { decidedQueuePage, queueDecision, queueItem } from '../queue-page';
import { decidePendingItem, queueNotFound } from '../decided';
import {
  applyToCompany,
  findCorrection,
  listCorrections,
  lockCorrection,
  markDecided,
  type CorrectionRow,
} from './corrections.repository';

type ItemRow = Pick<
  CorrectionRow,
  | 'id'
  | 'company_id'
  | 'company_name'
  | 'field'
  | 'proposed_value'
  | 'status'
  | 'decision_reason'
  | 'decided_by'
  | 'decided_at'
  | 'created_at'
>;

const notFound = queueNotFound(CORRECTION_QUEUE_MESSAGES.notFound);

function toItem(row: ItemRow, names: Map<number, string>): CorrectionQueueItem {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    field: correctableFieldSchema.parse(row.field),
    proposedValue: row.proposed_value,
    status: row.status,
    createdAt: isoTime(row.created_at) ?? '',
    decision: queueDecision(row, names),
  };
}

function toDetail(row: CorrectionRow, names: Map<number, string>): CorrectionDetail {
  return {
    ...toItem(row, names),
    currentValue: row.current_value,
    previousValue: row.previous_value,
    evidence: row.evidence,
    evidenceUrl: row.evidence_url,
    requesterEmail: row.requester_email,
  };
}

export async function correctionsQueue(
  db: Kysely<Database>,
  query: CorrectionsQueueQuery,
): Promise<CorrectionsQueue> {
  return decidedQueuePage(db, await listCorrections(db, query), query.page, toItem);
}

export async function correctionDetail(
  db: Kysely<Database>,
  rawId: string,
): Promise<CorrectionDetail> {
  const row = await queueItem(rawId, (id) => findCorrection(db, id), notFound);
  return toDetail(row, await staffNames(db, [row.decided_by]));
}

/**
 * Accept or decline, once. One transaction: the company's field (accept), the request's
 * outcome, the audit entry with the value before and after, the company-changed event (so
 * search and score follow) and the requester's mail. A request already decided answers 409
 * naming who decided it and when.
 */
export async function decideCorrection(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config'>,
  staff: StaffPrincipal,
  rawId: string,
  decision: CorrectionDecision,
): Promise<CorrectionDetail> {
  const decided = await decidePendingItem(
    deps.db,
    rawId,
    { lock: lockCorrection, notFound, alreadyDecided: CORRECTION_QUEUE_MESSAGES.alreadyDecided },
    async (trx, row, id) => {
      const field = correctableFieldSchema.parse(row.field);
      const label = CORRECTION_FIELD_LABELS[field];
      const accept = decision.outcome === 'accept';
      const reason = accept ? null : decision.reason;
      if (accept) await applyToCompany(trx, row.company_id, field, row.proposed_value);
      await markDecided(trx, id, {
        status: accept ? 'accepted' : 'declined',
        decidedBy: staff.accountId,
        reason,
        previousValue: accept ? row.current_value : null,
      });
      await recordAudit(trx, {
        actorId: staff.accountId,
        action: accept ? 'correction.accept' : 'correction.decline',
        subjectKind: 'correction',
        subjectId: id,
        before: { status: 'pending', companyId: row.company_id, field, value: row.current_value },
        after: accept
          ? { status: 'accepted', companyId: row.company_id, field, value: row.proposed_value }
          : { status: 'declined', companyId: row.company_id, field, reason: decision.reason },
      });
      await announceDecision(trx, deps, {
        companyId: row.company_id,
        to: row.requester_email,
        locale: row.locale,
        approval: accept
          ? {
              template: 'correction-accepted',
              data: { companyName: row.company_name, field: label },
            }
          : null,
        refusal: {
          template: 'correction-declined',
          data: { companyName: row.company_name, field: label, reason: reason ?? '' },
        },
      });
      const after = await findCorrection(trx, id);
      return toDetail(after!, await staffNames(trx, [after!.decided_by]));
    },
  );
  if (decision.outcome === 'accept') deps.relay.wake();
  return decided;
}
