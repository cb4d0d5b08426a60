import type { Kysely } from 'kysely';
import {
  CONTACT_EXCERPT_LENGTH,
  CONTACT_QUEUE_MESSAGES,
  type ContactDetail,
  type ContactQueue,
  type ContactQueueItem,
  type ContactQueueQuery,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { recordAudit } from '../audit/audit';
import { isoTime as iso } from '../../shared/dates';
import type { StaffPrincipal } from '../principal';
import { parseItemId, queueNotFound } from '../decided';
import { staffNames } from '../staff-names';
import { queueItem, queuePage } from '../queue-page';
import {
  findContactMessage,
  listContactMessages,
  markHandled,
  type ContactMessageRow,
} from './contact.repository';

const notFound = queueNotFound(CONTACT_QUEUE_MESSAGES.notFound);

function excerptOf(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length <= CONTACT_EXCERPT_LENGTH
    ? flat
    : `${flat.slice(0, CONTACT_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

function toItem(row: ContactMessageRow, names: Map<number, string>): ContactQueueItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    excerpt: excerptOf(row.message),
    createdAt: iso(row.created_at) ?? '',
    handledAt: iso(row.handled_at),
    handledBy: row.handled_by === null ? null : (names.get(row.handled_by) ?? 'a staff member'),
  };
}

const toDetail = (row: ContactMessageRow, names: Map<number, string>): ContactDetail => ({
  ...toItem(row, names),
  message: row.message,
});

export async function contactQueue(
  db: Kysely<Database>,
  query: ContactQueueQuery,
): Promise<ContactQueue> {
  return queuePage(db, await listContactMessages(db, query), {
    page: query.page,
    staffOf: (row) => row.handled_by,
    toItem,
  });
}

export async function contactDetail(db: Kysely<Database>, rawId: string): Promise<ContactDetail> {
  const row = await queueItem(rawId, (id) => findContactMessage(db, id), notFound);
  return toDetail(row, await staffNames(db, [row.handled_by]));
}

/**
 * Marks the message handled, with its audit entry in the same transaction. Idempotent: a
 * message already handled (a double click, or a colleague first) is answered as it is, and
 * neither the handling nor the audit entry is recorded twice.
 */
export async function markContactHandled(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  rawId: string,
): Promise<ContactDetail> {
  const id = parseItemId(rawId);
  if (id === null) throw notFound();
  return db.transaction().execute(async (trx) => {
    const marked = await markHandled(trx, id, staff.accountId);
    if (marked) {
      await recordAudit(trx, {
        actorId: staff.accountId,
        action: 'contact.handled',
        subjectKind: 'contact_message',
        subjectId: id,
        before: { handledAt: null },
        after: { handledAt: iso(marked.handled_at), handledBy: staff.accountId },
      });
    }
    const row = marked ?? (await findContactMessage(trx, id));
    if (!row) throw notFound();
    return toDetail(row, await staffNames(trx, [row.handled_by]));
  });
}
