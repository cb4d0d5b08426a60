import type { Kysely } from 'kysely';
import {
  REPLY_QUEUE_MESSAGES,
  replyStatusSchema,
  type RepliesQueue,
  type RepliesQueueQuery,
  type ReplyDecision,
  type ReplyDetail,
  type ReplyQueueItem,
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
import { markPendingDecided } from '../queue-decision.repository';
import { findReply, listReplies, lockReply, type ReplyRow } from './replies.repository';

type ItemRow = Omit<ReplyRow, 'owner_email' | 'locale' | 'report_decided_at'>;

const notFound = queueNotFound(REPLY_QUEUE_MESSAGES.notFound);

function toItem(row: ItemRow, names: Map<number, string>): ReplyQueueItem {
  return {
    id: row.id,
    reportId: row.report_id,
    companyId: row.company_id,
    companyName: row.company_name,
    reportSummary: row.public_summary ?? '',
    body: row.body,
    status: replyStatusSchema.parse(row.status),
    createdAt: isoTime(row.created_at) ?? '',
    decision: queueDecision(row, names),
  };
}

function toDetail(row: ReplyRow, names: Map<number, string>): ReplyDetail {
  return {
    ...toItem(row, names),
    ownerEmail: row.owner_email,
    reportUpheldOn: isoTime(row.report_decided_at),
  };
}

export async function repliesQueue(
  db: Kysely<Database>,
  query: RepliesQueueQuery,
): Promise<RepliesQueue> {
  return decidedQueuePage(db, await listReplies(db, query), query.page, toItem);
}

export async function replyDetail(db: Kysely<Database>, rawId: string): Promise<ReplyDetail> {
  const row = await queueItem(rawId, (id) => findReply(db, id), notFound);
  return toDetail(row, await staffNames(db, [row.decided_by]));
}

/**
 * Publish or decline, once. One transaction: the reply's outcome, the audit entry, the
 * company-changed event on publish (the profile shows something new) and the owner's mail.
 * A reply already decided answers 409 naming who decided it and when.
 */
export async function decideReply(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config'>,
  staff: StaffPrincipal,
  rawId: string,
  decision: ReplyDecision,
): Promise<ReplyDetail> {
  const publish = decision.outcome === 'publish';
  const decided = await decidePendingItem(
    deps.db,
    rawId,
    { lock: lockReply, notFound, alreadyDecided: REPLY_QUEUE_MESSAGES.alreadyDecided },
    async (trx, row, id) => {
      const reason = publish ? null : decision.reason;
      await markPendingDecided(trx, 'report_replies', id, {
        status: publish ? 'published' : 'declined',
        decidedBy: staff.accountId,
        reason,
      });
      await recordAudit(trx, {
        actorId: staff.accountId,
        action: publish ? 'reply.publish' : 'reply.decline',
        subjectKind: 'report_reply',
        subjectId: id,
        before: { status: 'pending', reportId: row.report_id, companyId: row.company_id },
        after: publish
          ? { status: 'published', reportId: row.report_id, companyId: row.company_id }
          : { status: 'declined', reportId: row.report_id, companyId: row.company_id, reason },
      });
      await announceDecision(trx, deps, {
        companyId: row.company_id,
        to: row.owner_email,
        locale: row.locale,
        approval: publish
          ? { template: 'reply-published', data: { companyName: row.company_name } }
          : null,
        refusal: {
          template: 'reply-declined',
          data: { companyName: row.company_name, reason: reason ?? '' },
        },
      });
      const after = await findReply(trx, id);
      return toDetail(after!, await staffNames(trx, [after!.decided_by]));
    },
  );
  if (publish) deps.relay.wake();
  return decided;
}
