import {
  STAFF_REPORT_MESSAGES,
  reportStatusSchema,
  type QueueListQuery,
  type ReportDecision,
  type ReportDetail,
  type ReportQueueList,
} from '@trusthive/contracts';
import { BadRequestError } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { enqueueMail } from '../../shared/mail/enqueue';
import { ownerAccountUrl } from '../../shared/mail/templates';
import { ownersOf } from '../../shared/owners.repository';
import { recordAudit } from '../audit/audit';
import { alreadyDecided, queueNotFound } from '../decided';
import type { StaffPrincipal } from '../principal';
import { listedStatus, pageOf } from '../queue-page';
import { decideOpenReport, findReport, listReports, type ReportRow } from './reports.repository';

// The reports queue (issue 18). Who reported stays confidential: the reporter's name, e-mail
// and phone appear in the staff detail and in the one e-mail sent to the reporter, and in
// nothing else (not the audit entry, not a log line, not the public profile, which shows an
// upheld report's public summary and date only).

const notFound = queueNotFound(STAFF_REPORT_MESSAGES.notFound);

/** Timestamps arrive as Date objects (pg); typed loosely by the schema's column types. */
const iso = (value: unknown) => new Date(value as Date).toISOString();

export async function listReportQueue(
  { db }: Pick<SubmissionsDeps, 'db'>,
  query: QueueListQuery,
): Promise<ReportQueueList> {
  const status = listedStatus(
    reportStatusSchema,
    query.status,
    'open',
    'The status must be open, upheld or dismissed.',
  );
  const list = await listReports(db, { status, order: query.order, page: query.page });
  return pageOf(list, query.page, (row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    reportType: row.report_type,
    status: row.status as ReportDetail['status'],
    createdAt: iso(row.created_at),
  }));
}

function toDetail(row: ReportRow): ReportDetail {
  const status = row.status as ReportDetail['status'];
  return {
    id: row.id,
    status,
    createdAt: iso(row.created_at),
    company:
      row.company_id !== null && row.listed_company_name !== null
        ? { id: row.company_id, name: row.listed_company_name }
        : null,
    companyName: row.company_name,
    companyWebsite: row.company_website,
    reportType: row.report_type,
    description: row.description,
    evidence: row.evidence,
    reporter: { name: row.reporter_name, email: row.reporter_email, phone: row.reporter_phone },
    decision:
      status === 'open' || !row.decided_at
        ? null
        : {
            outcome: status,
            reason: row.decision_reason,
            summary: row.public_summary,
            decidedAt: iso(row.decided_at),
            decidedBy: row.decider_name ?? null,
          },
  };
}

export async function getReportDetail(
  { db }: Pick<SubmissionsDeps, 'db'>,
  id: number,
): Promise<ReportDetail> {
  const row = await findReport(db, id);
  if (!row) throw notFound();
  return toDetail(row);
}

export async function decideReport(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config'>,
  staff: StaffPrincipal,
  id: number,
  decision: ReportDecision,
): Promise<ReportDetail> {
  const current = await findReport(deps.db, id);
  if (!current) throw notFound();
  // An upheld report shows on its company's profile; one that names no listed company would
  // show nowhere, so it cannot be upheld (only dismissed).
  if (decision.outcome === 'uphold' && current.company_id === null && current.status === 'open') {
    throw new BadRequestError(
      STAFF_REPORT_MESSAGES.noCompany.title,
      STAFF_REPORT_MESSAGES.noCompany.message,
      'outcome',
    );
  }
  const changed = await deps.db.transaction().execute(async (trx) => {
    const decided = await decideOpenReport(
      trx,
      id,
      decision.outcome === 'uphold'
        ? { status: 'upheld', summary: decision.summary, decidedBy: staff.accountId }
        : { status: 'dismissed', reason: decision.reason, decidedBy: staff.accountId },
    );
    if (!decided) return null;
    if (decision.outcome === 'uphold') {
      // Search and the trust score follow: an upheld report is a red flag (scoring reads it).
      if (decided.company_id !== null) {
        await deps.events.changed(trx, decided.company_id, 'updated');
      }
      await enqueueMail(trx, {
        to: decided.reporter_email,
        locale: decided.locale,
        template: 'report-upheld',
        data: { companyName: decided.company_name, summary: decision.summary },
      });
      // Each owner learns of it with the way to answer: a reply from their account (issue 36).
      if (decided.company_id !== null) {
        for (const owner of await ownersOf(trx, decided.company_id)) {
          await enqueueMail(trx, {
            to: owner.email,
            locale: owner.locale,
            template: 'report-upheld-owner',
            data: {
              companyName: decided.company_name,
              summary: decision.summary,
              accountUrl: ownerAccountUrl(deps.config.publicBaseUrl),
            },
          });
        }
      }
    } else {
      await enqueueMail(trx, {
        to: decided.reporter_email,
        locale: decided.locale,
        template: 'report-dismissed',
        data: { companyName: decided.company_name, reason: decision.reason },
      });
    }
    await recordAudit(trx, {
      actorId: staff.accountId,
      action: decision.outcome === 'uphold' ? 'report.uphold' : 'report.dismiss',
      subjectKind: 'report',
      subjectId: id,
      before: { status: 'open' },
      after:
        decision.outcome === 'uphold'
          ? { status: 'upheld', summary: decision.summary, companyId: decided.company_id }
          : { status: 'dismissed', reason: decision.reason },
    });
    return decided;
  });
  if (changed) deps.relay.wake();
  const row = await findReport(deps.db, id);
  if (!row) throw notFound();
  if (!changed)
    throw alreadyDecided('report', row.status, row.decider_name ?? null, row.decided_at);
  return toDetail(row);
}
