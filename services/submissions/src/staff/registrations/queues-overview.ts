import type { Kysely } from 'kysely';
import {
  QUEUE_KINDS,
  type QueueKind,
  type QueuesOverview,
  type QueueSummary,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { claimsQueueSummary } from '../claims/claims.repository';
import { contactQueueSummary } from '../contact/contact.repository';
import { dataRequestsQueueSummary } from '../../shared/data-requests/data-requests.repository';
import { correctionsQueueSummary } from '../corrections/corrections.repository';
import { gstMatchesQueueSummary } from '../gst-matches/gst-matches.repository';
import { ownerChangesQueueSummary } from '../owner-changes/owner-changes.repository';
import { repliesQueueSummary } from '../replies/replies.repository';
import { reportsQueueSummary } from '../reports/reports.repository';
import { pendingRegistrationsSummary } from './registrations.repository';

// GET /api/staff/queues: each work queue's size and the age of its oldest pending item, read
// from the tables that hold them (the console's navigation shows these beside each queue).

type Summary = { pending: number; oldest: Date | null };

/** The other queues report their own summaries (ISO times); made alike. */
function fromIso(
  summary: (db: Kysely<Database>) => Promise<{ pending: number; oldestPendingAt: string | null }>,
) {
  return async (db: Kysely<Database>): Promise<Summary> => {
    const { pending, oldestPendingAt } = await summary(db);
    return { pending, oldest: oldestPendingAt === null ? null : new Date(oldestPendingAt) };
  };
}

const SUMMARIES: Record<QueueKind, (db: Kysely<Database>) => Promise<Summary>> = {
  registrations: pendingRegistrationsSummary,
  claims: fromIso(claimsQueueSummary),
  reports: fromIso(reportsQueueSummary),
  corrections: fromIso(correctionsQueueSummary),
  contact: fromIso(contactQueueSummary),
  'owner-changes': fromIso(ownerChangesQueueSummary),
  replies: fromIso(repliesQueueSummary),
  'data-requests': fromIso(dataRequestsQueueSummary),
  'gst-matches': fromIso(gstMatchesQueueSummary),
};

export async function queuesOverview(db: Kysely<Database>): Promise<QueuesOverview> {
  const summaries = await Promise.all(QUEUE_KINDS.map((kind) => SUMMARIES[kind](db)));
  return {
    queues: QUEUE_KINDS.map((kind, index): QueueSummary => ({
      kind,
      pending: summaries[index]!.pending,
      oldestPendingAt: summaries[index]!.oldest?.toISOString() ?? null,
    })),
  };
}
