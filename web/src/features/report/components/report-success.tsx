import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

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
        Report Submitted
      </h2>
      <p>Thank you for your report. Our team will review it shortly.</p>
      <h3 className="report-success__subtitle">What happens next?</h3>
      <ol className="report-success__steps">
        <li>Our team will review your report within 2-3 business days.</li>
        <li>We may contact you if we need more information.</li>
        <li>If the report is confirmed, we will take appropriate action against the company.</li>
        <li>You will receive an update on the status of your report by e-mail.</li>
      </ol>
      <div className="submission-actions">
        <Link to={paths.home.getHref()} className="button button--primary">
          Return to Home
        </Link>
        {companyId ? (
          <Link to={paths.company.getHref(String(companyId))} className="button button--secondary">
            Back to Company Profile
          </Link>
        ) : null}
      </div>
    </section>
  );
}
