import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

type ReportSuccessProps = { companyId?: number | null };

/** Spec §2 "Report": the success view and its next steps. */
export function ReportSuccess({ companyId }: ReportSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus to what replaced it so keyboard and screen reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="submission-card report-success" aria-labelledby="report-success-title">
      <span className="report-success__icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="report-success-title" className="submission-card__title" tabIndex={-1} ref={heading}>
        {t('forms.report.submitted.title')}
      </h2>
      <p>{t('forms.report.submitted.message')}</p>
      <h3 className="report-success__subtitle">{t('forms.report.success.next')}</h3>
      <ol className="report-success__steps">
        <li>{t('forms.report.success.review')}</li>
        <li>{t('forms.report.success.contact')}</li>
        <li>{t('forms.report.success.action')}</li>
        <li>{t('forms.report.success.update')}</li>
      </ol>
      <div className="submission-actions">
        <Link to={paths.home.getHref()} className="button button--primary">
          {t('forms.report.success.home')}
        </Link>
        {companyId ? (
          <Link to={paths.company.getHref(String(companyId))} className="button button--secondary">
            {t('forms.report.success.backToProfile')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
