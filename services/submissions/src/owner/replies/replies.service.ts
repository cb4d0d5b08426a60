import {
  OWNER_REPLY_MESSAGES,
  parseCompanyId,
  replyStatusSchema,
  type OwnerReplyRequest,
  type OwnerUpheldReport,
  type OwnerUpheldReports,
} from '@trusthive/contracts';
import { ConflictError, NotFoundError } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import type { MailLocale } from '../../shared/mail/locale';
import { isoTime } from '../../shared/dates';
import { recordOwnerAudit } from '../audit';
import { ownedCompany } from '../guard';
import type { OwnerPrincipal } from '../principal';
import {
  insertReply,
  listUpheldReportsWithReplies,
  lockUpheldReport,
  resubmitDeclinedReply,
  type UpheldReportRow,
} from './replies.repository';

const { reportNotFound, alreadyReplied } = OWNER_REPLY_MESSAGES;

/** A path id that is not a row id is looked up as NaN: ownedCompany answers it 404. */
const idOf = (raw: string) => parseCompanyId(raw) ?? Number.NaN;

function toReport(row: UpheldReportRow): OwnerUpheldReport {
  return {
    id: row.id,
    summary: row.public_summary ?? '',
    upheldOn: row.upheld_on,
    reply:
      row.body !== null && row.reply_status !== null
        ? {
            body: row.body,
            status: replyStatusSchema.parse(row.reply_status),
            createdAt: isoTime(row.reply_created_at) ?? '',
            decidedAt: isoTime(row.reply_decided_at),
            declineReason: row.reply_status === 'declined' ? row.decision_reason : null,
          }
        : null,
  };
}

/** The owner's company's upheld reports, each with the state of their reply. */
export async function ownerUpheldReports(
  deps: Pick<SubmissionsDeps, 'db'>,
  owner: OwnerPrincipal,
  rawCompanyId: string,
): Promise<OwnerUpheldReports> {
  const company = await ownedCompany(deps.db, owner, idOf(rawCompanyId));
  const rows = await listUpheldReportsWithReplies(deps.db, company.id);
  return { reports: rows.map(toReport) };
}

/**
 * The owner's public reply to an upheld report of their company, sent to moderation. One
 * transaction: the reply and its audit entry. One reply per report: while one waits or is
 * published a second answers 409; a declined one may be written anew (the same row, pending
 * again). Nothing public changes until staff publish it.
 */
export async function sendReply(
  deps: Pick<SubmissionsDeps, 'db'>,
  owner: OwnerPrincipal,
  params: { id: string; reportId: string },
  request: OwnerReplyRequest,
  /** The owner's language (issue 44): the decision's mail speaks it. */
  locale: MailLocale = 'en',
): Promise<OwnerUpheldReport> {
  return deps.db.transaction().execute(async (trx) => {
    const company = await ownedCompany(trx, owner, idOf(params.id));
    const reportId = parseCompanyId(params.reportId);
    const report =
      reportId === null ? undefined : await lockUpheldReport(trx, company.id, reportId);
    if (!report) throw new NotFoundError(reportNotFound.title, reportNotFound.message);
    const previous = report.reply;
    if (previous && previous.status !== 'declined') {
      throw new ConflictError(alreadyReplied.title, alreadyReplied.message);
    }
    const reply = { reportId: report.id, companyId: company.id, ownerEmail: owner.email, locale };
    let replyId: number;
    if (previous) {
      await resubmitDeclinedReply(trx, previous.id, { ...reply, body: request.body });
      replyId = previous.id;
    } else {
      replyId = await insertReply(trx, { ...reply, body: request.body });
    }
    await recordOwnerAudit(trx, {
      ownerEmail: owner.email,
      action: 'owner.report_reply',
      subjectKind: 'report_reply',
      subjectId: replyId,
      before: previous ? { status: previous.status, body: previous.body } : null,
      after: { status: 'pending', reportId: report.id, companyId: company.id, body: request.body },
    });
    const rows = await listUpheldReportsWithReplies(trx, company.id);
    return toReport(rows.find((row) => row.id === report.id)!);
  });
}
