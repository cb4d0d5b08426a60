import { useState, type FormEvent } from 'react';
import {
  REPLY_BODY_MAX_LENGTH,
  type OwnerCompany,
  type OwnerUpheldReport,
  type ReplyStatus,
} from '@trusthive/contracts';
import { TextAreaField } from '../../../components/ui/form-controls';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { isApiError } from '../../../lib/api-client';
import { formatDateIN } from '../../../lib/format';
import { useSendReply, useUpheldReports } from './replies-api';

// Message ids, not words: looked up while rendering, in the page's language.
const STATUS_LABELS: Record<ReplyStatus, MessageId> = {
  pending: 'account.replies.status.pending',
  published: 'account.replies.status.published',
  declined: 'account.replies.status.declined',
};

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : t('account.form.tryAgain');

/**
 * On /account, under each company (issue 19): the upheld reports about it, as the profile
 * shows them, and the owner's one public reply to each, with its review state. A report
 * without a reply, or whose reply was declined, offers the form.
 */
export function OwnerReplies({ company }: { company: OwnerCompany }) {
  const reports = useUpheldReports(company.id);
  const headingId = `owner-replies-${company.id}`;
  return (
    <section className="owner-replies" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.replies.sectionTitle')}</h3>
      {reports.isPending ? <p role="status">{t('account.replies.loading')}</p> : null}
      {reports.isError ? (
        <p role="alert" className="form-error">
          {errorText(reports.error)}
        </p>
      ) : null}
      {reports.data?.reports.length === 0 ? (
        <p className="muted">{t('account.replies.none')}</p>
      ) : null}
      {reports.data && reports.data.reports.length > 0 ? (
        <ul className="owner-replies__list">
          {reports.data.reports.map((report) => (
            <li key={report.id} className="owner-replies__item">
              <UpheldReportWithReply companyId={company.id} report={report} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function UpheldReportWithReply({
  companyId,
  report,
}: {
  companyId: number;
  report: OwnerUpheldReport;
}) {
  const { reply } = report;
  return (
    <>
      {/* The summary and the reply are people's own words, shown as they wrote them. */}
      <p className="upheld-reports__summary" translate="no">
        {report.summary}
      </p>
      <p className="muted">
        {t('account.replies.upheldOn', { date: formatDateIN(report.upheldOn) })}
      </p>
      {reply ? (
        <div className="owner-replies__reply" data-status={reply.status}>
          <p className="owner-replies__state">
            <strong>{t(STATUS_LABELS[reply.status])}</strong>
            {reply.decidedAt ? ` (${formatDateIN(reply.decidedAt)})` : null}
          </p>
          <p className="owner-replies__body" translate="no">
            {reply.body}
          </p>
          {reply.status === 'pending' ? <p className="muted">{t('account.replies.sent')}</p> : null}
          {reply.status === 'declined' && reply.declineReason ? (
            <p className="muted">
              <T
                id="account.replies.reason"
                values={{ reason: reply.declineReason }}
                components={{ 0: <span translate="no" /> }}
              />
            </p>
          ) : null}
        </div>
      ) : null}
      {!reply || reply.status === 'declined' ? (
        <ReplyForm companyId={companyId} reportId={report.id} />
      ) : null}
    </>
  );
}

function ReplyForm({ companyId, reportId }: { companyId: number; reportId: number }) {
  const send = useSendReply(companyId, reportId);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(body, { onSuccess: () => setBody('') });
  };
  const fieldError =
    isApiError(send.error) && send.error.field === 'body' ? send.error.message : undefined;
  return (
    <form className="owner-replies__form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('account.replies.label')}
        required
        hint={t('account.replies.hint', {
          count: String(body.length),
          max: String(REPLY_BODY_MAX_LENGTH),
        })}
        error={fieldError}
        rows={4}
        maxLength={REPLY_BODY_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      {send.isError && !fieldError ? (
        <p role="alert" className="form-error">
          {errorText(send.error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('account.replies.submitting') : t('account.replies.submit')}
      </button>
    </form>
  );
}
