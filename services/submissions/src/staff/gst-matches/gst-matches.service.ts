import { ConflictError } from '@trusthive/platform';
import {
  GST_MATCH_QUEUE_MESSAGES,
  maskGstin,
  type GstMatchDecision,
  type GstMatchDetail,
  type GstMatchesQueue,
  type GstMatchesQueueQuery,
  type GstMatchQueueItem,
  type GstMatchStatus,
} from '@trusthive/contracts';
import { recordAudit } from '../audit/audit';
import { isoTime as iso } from '../../shared/dates';
import type { SubmissionsDeps } from '../../shared/deps';
import type { StaffPrincipal } from '../principal';
import { alreadyDecided, parseItemId, queueNotFound } from '../decided';
import { staffNames } from '../staff-names';
import { queueItem, queuePage } from '../queue-page';
import {
  findGstMatch,
  listGstMatches,
  recordGstMatchDecision,
  type GstMatchRow,
} from './gst-matches.repository';

// The GST matches queue (issue 40): staff confirm the written rule's match of a GST
// registration to an MCA company, or undo it. An undo takes the registration out of the
// company's GST facts at once (gst_registration_matches) and keeps the rule from making it
// again; a company.changed in the same transaction moves its score and its search document.

const notFound = queueNotFound(GST_MATCH_QUEUE_MESSAGES.notFound);

const statusOf = (row: GstMatchRow): GstMatchStatus =>
  row.decision === 'confirmed' ? 'confirmed' : row.decision === 'undone' ? 'undone' : 'pending';

function toItem(row: GstMatchRow, names: Map<number, string>): GstMatchQueueItem {
  return {
    id: row.id,
    // Staff compare names and states; the number's PAN stays masked here as on the profile.
    gstin: maskGstin(row.gstin) ?? '',
    legalName: row.legal_name,
    tradeName: row.trade_name,
    gstStatus: row.gst_status,
    state: row.state_name,
    company: { id: row.company_id, name: row.company_name, state: row.company_state_code },
    basis: row.decided_basis ?? row.rule_basis ?? 'pan',
    createdAt: iso(row.created_at) ?? '',
    status: statusOf(row),
    decidedAt: iso(row.decided_at),
    decidedBy: row.decided_by === null ? null : (names.get(row.decided_by) ?? 'a staff member'),
    standIn: row.stand_in,
  };
}

const toDetail = (row: GstMatchRow, names: Map<number, string>): GstMatchDetail => ({
  ...toItem(row, names),
  cin: row.cin,
  gstnUpdatedOn: row.gstn_updated_on,
  fetchedAt: iso(row.fetched_at) ?? '',
});

export async function gstMatchesQueue(
  deps: Pick<SubmissionsDeps, 'db'>,
  query: GstMatchesQueueQuery,
): Promise<GstMatchesQueue> {
  return queuePage(deps.db, await listGstMatches(deps.db, query), {
    page: query.page,
    staffOf: (row) => row.decided_by,
    toItem,
  });
}

export async function gstMatchDetail(
  deps: Pick<SubmissionsDeps, 'db'>,
  rawId: string,
): Promise<GstMatchDetail> {
  const row = await queueItem(rawId, (id) => findGstMatch(deps.db, id), notFound);
  return toDetail(row, await staffNames(deps.db, [row.decided_by]));
}

/**
 * Confirms or undoes the registration's current match, once, with its audit entry and the
 * company's change event in the same transaction. A second decision (a double click, a
 * colleague first) is a 409 naming who decided; a registration GSTN's latest answer left
 * unmatched is a 409 too.
 */
export async function decideGstMatch(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay'>,
  staff: StaffPrincipal,
  rawId: string,
  { outcome }: GstMatchDecision,
): Promise<GstMatchDetail> {
  const id = parseItemId(rawId);
  if (id === null) throw notFound();
  const decision = outcome === 'confirm' ? 'confirmed' : 'undone';
  const detail = await deps.db.transaction().execute(async (trx) => {
    const result = await recordGstMatchDecision(trx, {
      registrationId: id,
      decision,
      staffId: staff.accountId,
    });
    if (!result.exists) throw notFound();
    if (!result.matched) {
      throw new ConflictError(
        GST_MATCH_QUEUE_MESSAGES.notMatched.title,
        GST_MATCH_QUEUE_MESSAGES.notMatched.message,
      );
    }
    const row = await findGstMatch(trx, id);
    if (!row) throw notFound();
    const names = await staffNames(trx, [row.decided_by]);
    if (!result.recorded) {
      throw alreadyDecided(
        'GST match',
        row.decision ?? 'decided',
        names.get(row.decided_by ?? 0) ?? null,
        row.decided_at,
      );
    }
    await recordAudit(trx, {
      actorId: staff.accountId,
      action: `gst-match.${outcome}`,
      subjectKind: 'gst_registration',
      subjectId: id,
      // The company and basis, never the GSTIN (the registration's id names it).
      before: { companyId: result.companyId, basis: row.rule_basis, decision: null },
      after: { companyId: result.companyId, basis: row.rule_basis, decision },
    });
    // The score reads the matches that stand; confirming changes what the profile says.
    await deps.events.changed(trx, result.companyId, 'gst-updated');
    return toDetail(row, names);
  });
  deps.relay.wake();
  return detail;
}
