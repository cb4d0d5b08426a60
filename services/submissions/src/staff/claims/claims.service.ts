import {
  CLAIM_DOCUMENT_KINDS,
  STAFF_CLAIM_MESSAGES,
  claimStatusSchema,
  type ClaimDecision,
  type ClaimDetail,
  type ClaimDocumentKind,
  type ClaimQueueList,
  type QueueListQuery,
} from '@trusthive/contracts';
import { contentTypeForKey } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { detectDocumentType } from '../../shared/files/file-type';
import { approvalSignInUrl } from '../../shared/sign-in-links';
import { recordAudit } from '../audit/audit';
import { announceDecision } from '../announce-decision';
import { alreadyDecided, queueNotFound } from '../decided';
import type { StaffPrincipal } from '../principal';
import { listedStatus, pageOf } from '../queue-page';
import {
  decidePendingClaim,
  findClaim,
  findClaimDocumentKeys,
  listClaims,
  markCompanyClaimed,
  recordOwner,
  type ClaimRow,
} from './claims.repository';
import { emailDomainHint } from './email-domain';

// The claims queue (issue 18): list, detail with the documents, approve or reject. A decision
// is one transaction: the claim, the company's claimed mark and owner, the company-changed
// event, the claimant's e-mail and the audit entry commit together or not at all.

const notFound = queueNotFound(STAFF_CLAIM_MESSAGES.notFound);

/** Timestamps arrive as Date objects (pg); typed loosely by the schema's column types. */
const iso = (value: unknown) => new Date(value as Date).toISOString();

export async function listClaimQueue(
  { db }: Pick<SubmissionsDeps, 'db'>,
  query: QueueListQuery,
): Promise<ClaimQueueList> {
  const status = listedStatus(
    claimStatusSchema,
    query.status,
    'pending',
    'The status must be pending, approved or rejected.',
  );
  const list = await listClaims(db, { status, order: query.order, page: query.page });
  return pageOf(list, query.page, (row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    email: row.email,
    status: row.status,
    createdAt: iso(row.created_at),
  }));
}

export const claimDocumentPath = (claimId: number, kind: ClaimDocumentKind) =>
  `/api/staff/queues/claims/${claimId}/documents/${kind}`;

function toDetail(row: ClaimRow): ClaimDetail {
  return {
    id: row.id,
    status: row.status,
    createdAt: iso(row.created_at),
    company: {
      id: row.company_id,
      name: row.company_name,
      cin: row.cin,
      website: row.website ?? row.website_url,
      domainName: row.domain_name,
      isClaimed: row.is_claimed,
    },
    mobile: row.mobile_number,
    email: row.email,
    emailDomain: emailDomainHint(row.email, {
      website: row.website,
      websiteUrl: row.website_url,
      domainName: row.domain_name,
    }),
    documents: CLAIM_DOCUMENT_KINDS.map((kind) => ({
      kind,
      contentType: contentTypeForKey(keyOf(row, kind)),
      url: claimDocumentPath(row.id, kind),
    })),
    decision:
      row.status === 'pending' || !row.reviewed_at
        ? null
        : {
            outcome: row.status,
            reason: row.review_note,
            decidedAt: iso(row.reviewed_at),
            decidedBy: row.reviewer_name ?? null,
          },
  };
}

const keyOf = (
  row: { director_id_proof_url: string; business_proof_url: string },
  kind: ClaimDocumentKind,
) => (kind === 'director-id-proof' ? row.director_id_proof_url : row.business_proof_url);

export async function getClaimDetail(
  { db }: Pick<SubmissionsDeps, 'db'>,
  id: number,
): Promise<ClaimDetail> {
  const row = await findClaim(db, id);
  if (!row) throw notFound();
  return toDetail(row);
}

export async function decideClaim(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config'>,
  staff: StaffPrincipal,
  id: number,
  decision: ClaimDecision,
  /** The owner clock: the approval's sign-in link expires 15 minutes after it. */
  now = Date.now(),
): Promise<ClaimDetail> {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const approve = decision.outcome === 'approve';
    const reason = decision.outcome === 'reject' ? decision.reason : null;
    const decided = await decidePendingClaim(trx, id, {
      status: approve ? 'approved' : 'rejected',
      reviewNote: reason,
      reviewedBy: staff.accountId,
    });
    if (!decided) return null;
    const company = approve
      ? await markCompanyClaimed(trx, decided.company_id)
      : {
          name: (await findClaim(trx, id))!.company_name,
          wasClaimed: false,
        };
    if (approve) {
      await recordOwner(trx, {
        companyId: decided.company_id,
        email: decided.email,
        claimId: decided.id,
        locale: decided.locale,
      });
    }
    await announceDecision(trx, deps, {
      companyId: decided.company_id,
      to: decided.email,
      locale: decided.locale,
      approval: approve
        ? {
            template: 'claim-approved',
            data: {
              companyName: company.name,
              signInUrl: await approvalSignInUrl(
                trx,
                deps.config.publicBaseUrl,
                decided.email,
                now,
              ),
            },
          }
        : null,
      refusal: {
        template: 'claim-rejected',
        data: { companyName: company.name, reason: reason ?? '' },
      },
    });
    await recordAudit(trx, {
      actorId: staff.accountId,
      action: approve ? 'claim.approve' : 'claim.reject',
      subjectKind: 'claim',
      subjectId: id,
      before: { status: 'pending', companyClaimed: company.wasClaimed },
      after: approve
        ? { status: 'approved', companyClaimed: true, companyId: decided.company_id }
        : { status: 'rejected', reason },
    });
    return decided;
  });
  if (changed) deps.relay.wake();
  const row = await findClaim(deps.db, id);
  if (!row) throw notFound();
  if (!changed) {
    throw alreadyDecided('claim', row.status, row.reviewer_name ?? null, row.reviewed_at);
  }
  return toDetail(row);
}

/** A claim's document as stored: its bytes and the type its bytes have (not its name). */
export async function readClaimDocument(
  { db, storage }: Pick<SubmissionsDeps, 'db' | 'storage'>,
  id: number,
  which: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const missing = queueNotFound(STAFF_CLAIM_MESSAGES.documentNotFound);
  // The route names a document by its kind only; the storage key comes from the claim row,
  // never from the request, so no path the caller writes can reach another file.
  const kind = CLAIM_DOCUMENT_KINDS.find((candidate) => candidate === which);
  if (!kind) throw missing();
  const keys = await findClaimDocumentKeys(db, id);
  if (!keys) throw notFound();
  const bytes = await storage.get('private', keyOf(keys, kind));
  if (!bytes) throw missing();
  const detected = await detectDocumentType(bytes);
  return { bytes, contentType: detected?.mime ?? 'application/octet-stream' };
}
