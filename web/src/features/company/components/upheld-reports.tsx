import type { UpheldReport } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { formatDateGB } from '../../../lib/format';

/**
 * Reports the TrustHive team upheld (issue 18): how many, and each one's public summary and
 * date, with the company's reply under it once the team published it (issue 19). The reporter
 * is never shown (the profile does not even receive who it was). Nothing is rendered for a
 * company without upheld reports.
 */
export function UpheldReports({ reports }: { reports: UpheldReport[] }) {
  if (reports.length === 0) return null;
  return (
    <section className="card upheld-reports" aria-labelledby="upheld-reports-title">
      <h2 id="upheld-reports-title" className="card__title">
        {t('company.reports.upheld', { count: reports.length })}
      </h2>
      <ul className="upheld-reports__list">
        {reports.map((report, index) => (
          <li key={`${report.upheldOn}-${index}`} className="upheld-reports__item">
            <p className="upheld-reports__summary">{report.summary}</p>
            <p className="muted">
              {t('company.reports.upheldOn', { date: formatDateGB(report.upheldOn) })}
            </p>
            {report.ownerReply && (
              <blockquote className="upheld-reports__reply">
                <p className="upheld-reports__reply-heading">{t('company.reports.replyHeading')}</p>
                <p className="upheld-reports__reply-body">{report.ownerReply.body}</p>
                <p className="muted">
                  {t('company.reports.replyPublished', {
                    date: formatDateGB(report.ownerReply.publishedOn),
                  })}
                </p>
              </blockquote>
            )}
          </li>
        ))}
      </ul>
      <p className="source-line muted">{t('company.reports.note')}</p>
    </section>
  );
}
