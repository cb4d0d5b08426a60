import type { Kysely, Transaction } from 'kysely';
import {
  DATA_REQUEST_QUEUE_MESSAGES,
  type DataExport,
  type DataRequestDecision,
  type DataRequestDetail,
  type DataRequestQueue,
  type DataRequestQueueItem,
  type DataRequestQueueQuery,
} from '@trusthive/contracts';
import { ConflictError, type Database } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { buildDataExport } from '../../shared/data-requests/data-export';
import { sha256 } from '../../shared/data-requests/data-request.service';
import {
  blankRequestAddresses,
  findVerifiedRequest,
  listVerifiedRequests,
  lockVerifiedRequest,
  markClosed,
  type DataRequestRow,
} from '../../shared/data-requests/data-requests.repository';
import { erasePersonalRows } from '../../shared/data-requests/personal-data.repository';
import { enqueueMail } from '../../shared/mail/enqueue';
import type { MailLocale } from '../../shared/mail/locale';
import { submissionReference } from '../../shared/mail/templates';
import { recordAudit } from '../audit/audit';
import { isoTime } from '../../shared/dates';
import { parseItemId, queueNotFound } from '../decided';
import type { StaffPrincipal } from '../principal';
import { decidedQueuePage, queueDecision, queueItem } from '../queue-page';
import { staffNames } from '../staff-names';

// The "Data requests" queue (issue 37): verified requests with the Act's 30-day clock, the
// export of what TrustHive holds about the address, and the three ways to close one: send the
// export (access), mark corrected with a note (correction), erase (erasure). Each closing is
// one transaction with its audit entry, whose before/after name the request and its status,
// never the address or the data.

const Q = DATA_REQUEST_QUEUE_MESSAGES;
const DAY_MS = 24 * 60 * 60_000;
const notFound = queueNotFound(Q.notFound);

/**
 * Whole days until the due time, rounded up: 30 just after confirming, 1 on the last day, 0 on
 * the first day overdue, -2 two whole days after it.
 */
export function daysLeft(dueAt: Date, now: number): number {
  return Math.ceil((dueAt.getTime() - now) / DAY_MS) || 0;
}

function toItem(row: DataRequestRow, names: Map<number, string>): DataRequestQueueItem {
  const dueAt = new Date(isoTime(row.due_at) ?? 0);
  return {
    id: row.id,
    reference: submissionReference('data-request', row.id),
    kind: row.kind,
    email: row.email,
    status: row.status === 'unverified' ? 'open' : row.status,
    createdAt: isoTime(row.created_at) ?? '',
    verifiedAt: isoTime(row.verified_at) ?? '',
    dueAt: dueAt.toISOString(),
    daysLeft: daysLeft(dueAt, Date.now()),
    // Open past its due time, or closed after it.
    overdue: dueAt.getTime() < new Date(isoTime(row.decided_at) ?? Date.now()).getTime(),
    decision: queueDecision(
      { decided_at: row.decided_at, decided_by: row.decided_by, decision_reason: row.notes },
      names,
    ),
  };
}

async function exportOf(db: Kysely<Database>, row: DataRequestRow): Promise<DataExport | null> {
  return row.email === null ? null : buildDataExport(db, row.email, sha256(row.email));
}

export async function dataRequestsQueue(
  db: Kysely<Database>,
  query: DataRequestQueueQuery,
): Promise<DataRequestQueue> {
  return decidedQueuePage(db, await listVerifiedRequests(db, query), query.page, toItem);
}

export async function dataRequestDetail(
  db: Kysely<Database>,
  rawId: string,
): Promise<DataRequestDetail> {
  const row = await queueItem(rawId, (id) => findVerifiedRequest(db, id), notFound);
  return {
    ...toItem(row, await staffNames(db, [row.decided_by])),
    details: row.details,
    export: await exportOf(db, row),
  };
}

/** The export alone, for the console's download; null when the address was erased. */
export async function dataRequestExport(
  db: Kysely<Database>,
  rawId: string,
): Promise<{ reference: string; export: DataExport | null }> {
  const row = await queueItem(rawId, (id) => findVerifiedRequest(db, id), notFound);
  return {
    reference: submissionReference('data-request', row.id),
    export: await exportOf(db, row),
  };
}

const OUTCOME_OF_KIND = {
  access: 'send-export',
  correction: 'corrected',
  erasure: 'erase',
} as const;
const STATUS_OF_OUTCOME = {
  'send-export': 'exported',
  corrected: 'corrected',
  erase: 'erased',
} as const;

export interface DecideDeps {
  deps: SubmissionsDeps;
  /** Ends every owner session of an erased address (the owner's session store). */
  endOwnerSessions: (email: string) => Promise<unknown>;
}

/**
 * Closes an open request with the action of its kind. A second close (a double click, a
 * colleague first) answers 409; the action of another kind answers 409 too.
 */
export async function decideDataRequest(
  { deps, endOwnerSessions }: DecideDeps,
  staff: StaffPrincipal,
  rawId: string,
  decision: DataRequestDecision,
): Promise<DataRequestDetail> {
  const id = parseItemId(rawId);
  if (id === null) throw notFound();
  const { db } = deps;
  const erased = await db.transaction().execute(async (trx) => {
    const row = await lockVerifiedRequest(trx, id);
    if (!row) throw notFound();
    if (row.status !== 'open') {
      const refusal = Q.alreadyClosed(row.status);
      throw new ConflictError(refusal.title, refusal.message);
    }
    if (row.email === null) {
      throw new ConflictError(Q.addressErased.title, Q.addressErased.message);
    }
    if (OUTCOME_OF_KIND[row.kind] !== decision.outcome) {
      const refusal = Q.wrongKind(row.kind, decision.outcome);
      throw new ConflictError(refusal.title, refusal.message);
    }
    const email = row.email;
    const { notes, documentKeys } = await act(trx, id, email, row.locale, decision);
    const status = STATUS_OF_OUTCOME[decision.outcome];
    await markClosed(trx, id, { status, decidedBy: staff.accountId, notes });
    await recordAudit(trx, {
      actorId: staff.accountId,
      action: `data_request.${status}`,
      subjectKind: 'data_request',
      subjectId: id,
      before: { requestId: id, status: 'open' },
      after: { requestId: id, status },
    });
    return decision.outcome === 'erase' ? { email, documentKeys } : null;
  });
  deps.relay.wake();
  if (erased) {
    // After the commit: a failed removal leaves an orphan the claim document sweep catches.
    await Promise.all(
      erased.documentKeys.map((key) => deps.storage.delete('private', key).catch(() => false)),
    );
    await endOwnerSessions(erased.email).catch(() => undefined);
  }
  return dataRequestDetail(db, String(id));
}

const ERASED_OUTCOME =
  "We erased the personal data TrustHive held about this e-mail address, except what the law requires us to keep (who decided what, and the companies' registry data).";

/** What closing does besides its status and audit entry: the mail, and an erasure's erasing. */
async function act(
  trx: Transaction<Database>,
  id: number,
  email: string,
  locale: MailLocale,
  decision: DataRequestDecision,
): Promise<{ notes: string | null; documentKeys: string[] }> {
  const reference = submissionReference('data-request', id);
  if (decision.outcome === 'send-export') {
    const exported = await buildDataExport(trx, email, sha256(email));
    await enqueueMail(trx, {
      to: email,
      locale,
      template: 'data-request-export',
      data: { reference, exportJson: JSON.stringify(exported, null, 2) },
    });
    return { notes: null, documentKeys: [] };
  }
  if (decision.outcome === 'corrected') {
    await enqueueMail(trx, {
      to: email,
      locale,
      template: 'data-request-closed',
      data: { reference, kind: 'correction', outcome: decision.note },
    });
    return { notes: decision.note, documentKeys: [] };
  }
  const { counts, documentKeys } = await erasePersonalRows(trx, email, id);
  await blankRequestAddresses(trx, sha256(email));
  // The one row that names the address after an erasure: the mail telling the person it was
  // done, removed with the other sent mails by the retention job.
  await enqueueMail(trx, {
    to: email,
    locale,
    template: 'data-request-closed',
    data: { reference, kind: 'erasure', outcome: ERASED_OUTCOME },
  });
  const erased = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`);
  return { notes: `Erased: ${erased.join(', ') || 'no rows held'}.`, documentKeys };
}
