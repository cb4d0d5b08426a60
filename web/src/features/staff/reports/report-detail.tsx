import { useState } from 'react';
import { decisionTextSchema, type ReportDetail } from '@trusthive/contracts';
import {
  DecisionError,
  DecisionSummary,
  DecisionText,
  formatWhen,
} from '../queue/split-queue-parts';
import { useDecideReport } from './api/reports-queue';

export function ReportDetailView({ report }: { report: ReportDetail }) {
  return (
    <article className="staff-queue__detail" aria-labelledby="report-detail-title">
      <h2 id="report-detail-title">
        {report.reportType}: {report.companyName}
      </h2>
      <dl className="staff-detail__facts">
        <dt>Company</dt>
        <dd>
          {report.company ? (
            <a href={`/company/${report.company.id}`} target="_blank" rel="noreferrer">
              {report.company.name}
            </a>
          ) : (
            `${report.companyName} (not a listed company)`
          )}
          {report.companyWebsite ? ` · ${report.companyWebsite}` : ''}
        </dd>
        <dt>Description</dt>
        <dd className="staff-detail__text">{report.description}</dd>
        <dt>Evidence</dt>
        <dd className="staff-detail__text">{report.evidence ?? 'None given'}</dd>
        <dt>Reporter (confidential)</dt>
        <dd>
          {report.reporter.name} · {report.reporter.email}
          {report.reporter.phone ? ` · ${report.reporter.phone}` : ''}
        </dd>
        <dt>Sent</dt>
        <dd>{formatWhen(report.createdAt)}</dd>
      </dl>
      {report.decision ? (
        <DecisionSummary
          outcome={report.decision.outcome}
          decidedBy={report.decision.decidedBy}
          decidedAt={report.decision.decidedAt}
        >
          {report.decision.summary ? <p>Public summary: {report.decision.summary}</p> : null}
          {report.decision.reason ? <p>Reason: {report.decision.reason}</p> : null}
        </DecisionSummary>
      ) : (
        <ReportDecisionForm id={report.id} canUphold={report.company !== null} />
      )}
    </article>
  );
}

const TEXT_HINT = 'Write at least 3 characters.';

function ReportDecisionForm({ id, canUphold }: { id: number; canUphold: boolean }) {
  const decide = useDecideReport(id);
  const [summary, setSummary] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'summary' | 'reason'; text: string } | null>(
    null,
  );
  const uphold = () => {
    const parsed = decisionTextSchema.safeParse(summary);
    if (!parsed.success || parsed.data.length > 300) {
      setProblem({ field: 'summary', text: `${TEXT_HINT} At most 300: it is shown publicly.` });
      return;
    }
    setProblem(null);
    decide.mutate({ outcome: 'uphold', summary: parsed.data });
  };
  const dismiss = () => {
    const parsed = decisionTextSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem({ field: 'reason', text: `${TEXT_HINT} The reporter receives it.` });
      return;
    }
    setProblem(null);
    decide.mutate({ outcome: 'dismiss', reason: parsed.data });
  };
  return (
    <div className="staff-decision">
      {canUphold ? (
        <>
          <DecisionText
            id="report-summary"
            label="Public summary (shown on the profile; never name the reporter)"
            value={summary}
            maxLength={300}
            onChange={setSummary}
            error={problem?.field === 'summary' ? problem.text : null}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            onClick={uphold}
          >
            Uphold report
          </button>
        </>
      ) : (
        <p className="muted">This report names no listed company, so it can only be dismissed.</p>
      )}
      <DecisionText
        id="report-reason"
        label="Reason for dismissing (sent to the reporter)"
        value={reason}
        maxLength={1000}
        onChange={setReason}
        error={problem?.field === 'reason' ? problem.text : null}
      />
      <button type="button" className="button" disabled={decide.isPending} onClick={dismiss}>
        Dismiss report
      </button>
      <DecisionError error={decide.error} />
    </div>
  );
}
