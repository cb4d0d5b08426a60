import { sql, type Kysely } from 'kysely';
import {
  QUEUE_KINDS,
  type QueueKind,
  type QueuesOverview,
  type QueueSummary,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { pendingRegistrationsSummary } from './registrations.repository';

// GET /api/staff/queues: each work queue's size and the age of its oldest pending item, read
// from the tables that hold them (the console's navigation shows these beside each queue).

type Summary = { pending: number; oldest: Date | null };

async function pendingClaims(db: Kysely<Database>): Promise<Summary> {
  const { rows } = await sql<Summary>`
    select count(*)::int as pending, min(created_at) as oldest
      from company_claims where status = 'pending'`.execute(db);
  return rows[0] ?? { pending: 0, oldest: null };
}

async function openReports(db: Kysely<Database>): Promise<Summary> {
  const { rows } = await sql<Summary>`
    select count(*)::int as pending, min(created_at) as oldest
      from reports where status = 'open'`.execute(db);
  return rows[0] ?? { pending: 0, oldest: null };
}

// LEAD: corrections (migration 0023) and contact's handled state (0024) are the other
// engineers' columns; wire their pending counts here when those migrations are on main:
// corrections: status 'pending'; contact messages: not yet handled. Until then they report
// an empty queue.
async function notWiredYet(): Promise<Summary> {
  return { pending: 0, oldest: null };
}

const SUMMARIES: Record<QueueKind, (db: Kysely<Database>) => Promise<Summary>> = {
  registrations: pendingRegistrationsSummary,
  claims: pendingClaims,
  reports: openReports,
  corrections: notWiredYet,
  contact: notWiredYet,
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
