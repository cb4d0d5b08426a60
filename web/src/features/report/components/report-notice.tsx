/** Spec §2 "Report": shown above the form. */
export function ReportNotice() {
  return (
    <aside className="notice notice--warning" aria-labelledby="report-notice-title">
      <h2 id="report-notice-title" className="notice__title">
        Important Notice
      </h2>
      <p>
        Filing a false report is a serious offense. Please report only what you know to be true.
      </p>
      <p>Your identity as the reporter is kept strictly confidential.</p>
    </aside>
  );
}
