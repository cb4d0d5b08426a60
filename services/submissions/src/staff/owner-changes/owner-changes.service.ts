import type { Kysely, Transaction } from 'kysely';
import {
  OWNER_CHANGE_QUEUE_MESSAGES,
  ownerChangeSchema,
  type OwnerChangeDecision,
  type OwnerChangeDetail,
  type OwnerChangeQueueItem,
  type OwnerChangesQueue,
  type OwnerChangesQueueQuery,
} from '@trusthive/contracts';
import { ConflictError, type Database } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { ownLogoNameOf } from '../../shared/origin';
import { ownerBrandList } from '../../shared/owner-brands';
import { isLogoInUse } from '../../shared/repositories/logo-uploads.repository';
import { recordAudit } from '../audit/audit';
import { isoTime } from '../../shared/dates';
import type { StaffPrincipal } from '../principal';
import { staffNames } from '../staff-names';
import { decidedQueuePage, queueDecision, queueItem } from '../queue-page';
import { announceDecision } from '../announce-decision';
import { decidePendingItem, queueNotFound } from '../decided';
import { markPendingDecided } from '../queue-decision.repository';
import { describeOwnerChange } from './describe-change';
import {
  applyOwnerChange,
  findOwnerChange,
  listOwnerChanges,
  lockOwnerChange,
  type OwnerChangeRow,
} from './owner-changes.repository';

type ItemRow = Pick<
  OwnerChangeRow,
  | 'id'
  | 'company_id'
  | 'company_name'
  | 'kind'
  | 'payload'
  | 'status'
  | 'decision_reason'
  | 'decided_by'
  | 'decided_at'
  | 'created_at'
>;

const notFound = queueNotFound(OWNER_CHANGE_QUEUE_MESSAGES.notFound);

/** The stored payload with its kind: the change exactly as it was asked. */
const changeOf = (row: Pick<ItemRow, 'kind' | 'payload'>) =>
  ownerChangeSchema.parse({ ...row.payload, kind: row.kind });

function toItem(row: ItemRow, names: Map<number, string>): OwnerChangeQueueItem {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    change: changeOf(row),
    status: row.status,
    createdAt: isoTime(row.created_at) ?? '',
    decision: queueDecision(row, names),
  };
}

async function toDetail(
  db: Kysely<Database> | Transaction<Database>,
  row: OwnerChangeRow,
): Promise<OwnerChangeDetail> {
  const [names, brands] = await Promise.all([
    staffNames(db, [row.decided_by]),
    ownerBrandList(db, row.company_id),
  ]);
  return {
    ...toItem(row, names),
    ownerEmail: row.owner_email,
    current: {
      website: row.website,
      domainName: row.domain_name,
      wantsBrandAuthorization: row.wants_brand_authorization,
      brands,
      logo: row.logo,
      phone: row.phone,
    },
  };
}

export async function ownerChangesQueue(
  db: Kysely<Database>,
  query: OwnerChangesQueueQuery,
): Promise<OwnerChangesQueue> {
  return decidedQueuePage(db, await listOwnerChanges(db, query), query.page, toItem);
}

export async function ownerChangeDetail(
  db: Kysely<Database>,
  rawId: string,
): Promise<OwnerChangeDetail> {
  return toDetail(db, await queueItem(rawId, (id) => findOwnerChange(db, id), notFound));
}

/**
 * A logo waiting for review is not shown yet, so its uploader could still delete it, or a
 * profile could have come to show it: approving then would point the profile at nothing or
 * at another's image. 409, and the request stays pending for a decline.
 */
async function checkLogoStillAttachable(
  deps: Pick<SubmissionsDeps, 'config' | 'storage'>,
  trx: Transaction<Database>,
  logo: string,
): Promise<void> {
  const name = ownLogoNameOf(deps.config, deps.storage, logo);
  const there = name !== null && (await deps.storage.exists('public', `logos/${name}`));
  if (!there || (await isLogoInUse(trx, name))) {
    const { title, message } = OWNER_CHANGE_QUEUE_MESSAGES.logoGone;
    throw new ConflictError(title, message);
  }
}

/**
 * Approve or decline, once. One transaction: the change applied to the company (approve), the
 * request's outcome, the audit entry with before and after, the company-changed event (so the
 * score is computed again and search follows) and the owner's mail. A request already decided
 * answers 409 naming who decided it and when.
 */
export async function decideOwnerChange(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config' | 'storage'>,
  staff: StaffPrincipal,
  rawId: string,
  decision: OwnerChangeDecision,
): Promise<OwnerChangeDetail> {
  const decided = await decidePendingItem(
    deps.db,
    rawId,
    { lock: lockOwnerChange, notFound, alreadyDecided: OWNER_CHANGE_QUEUE_MESSAGES.alreadyDecided },
    async (trx, row, id) => {
      const change = changeOf(row);
      const approve = decision.outcome === 'approve';
      const reason = approve ? null : decision.reason;
      const before = (await toDetail(trx, row)).current;
      if (approve && change.kind === 'logo' && change.logo !== null)
        await checkLogoStillAttachable(deps, trx, change.logo);
      if (approve && !(await applyOwnerChange(trx, row.company_id, change))) {
        const { title, message } = OWNER_CHANGE_QUEUE_MESSAGES.brandGone;
        throw new ConflictError(title, message);
      }
      await markPendingDecided(trx, 'owner_change_requests', id, {
        status: approve ? 'approved' : 'declined',
        decidedBy: staff.accountId,
        reason,
      });
      const after = (await findOwnerChange(trx, id))!;
      const detail = await toDetail(trx, after);
      await recordAudit(trx, {
        actorId: staff.accountId,
        action: approve ? 'owner-change.approve' : 'owner-change.decline',
        subjectKind: 'owner-change',
        subjectId: id,
        before: { status: 'pending', companyId: row.company_id, change, company: before },
        after: approve
          ? { status: 'approved', companyId: row.company_id, change, company: detail.current }
          : { status: 'declined', companyId: row.company_id, change, reason: decision.reason },
      });
      const mailed = { companyName: row.company_name, change: describeOwnerChange(change) };
      await announceDecision(trx, deps, {
        companyId: row.company_id,
        to: row.owner_email,
        locale: row.locale,
        approval: approve ? { template: 'owner-change-approved', data: mailed } : null,
        refusal: {
          template: 'owner-change-declined',
          data: { ...mailed, reason: reason ?? '' },
        },
      });
      return detail;
    },
  );
  if (decision.outcome === 'approve') deps.relay.wake();
  return decided;
}
