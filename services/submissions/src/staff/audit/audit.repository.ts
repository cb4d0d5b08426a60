import type { Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';

/** One page of the log, newest first, after `before` (keyset on id: no page drifts as rows arrive). */
export async function auditPage(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  let select = db
    .selectFrom('staff_audit_log as log')
    .leftJoin('staff_accounts as actor', 'actor.id', 'log.actor_id')
    .select([
      'log.id',
      'log.actor_id',
      'actor.display_name as actor_name',
      'log.actor_owner_email',
      'log.action',
      'log.subject_kind',
      'log.subject_id',
      'log.before',
      'log.after',
      'log.created_at',
    ])
    .orderBy('log.id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1);
  if (query.actor !== undefined) select = select.where('log.actor_id', '=', query.actor);
  if (query.action !== undefined) select = select.where('log.action', '=', query.action);
  if (query.subjectKind !== undefined) {
    select = select.where('log.subject_kind', '=', query.subjectKind);
  }
  if (query.subjectId !== undefined) select = select.where('log.subject_id', '=', query.subjectId);
  if (query.before !== undefined) select = select.where('log.id', '<', query.before);
  const rows = await select.execute();
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actor: row.actor_id === null ? null : { id: row.actor_id, displayName: row.actor_name ?? '' },
      ownerEmail: row.actor_owner_email,
      action: row.action,
      subjectKind: row.subject_kind,
      subjectId: row.subject_id,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.created_at.toISOString(),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
