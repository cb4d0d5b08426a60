import { t } from '../../../i18n';

/** Spec §2 "Report": shown above the form. */
export function ReportNotice() {
  return (
    <aside className="notice notice--warning" aria-labelledby="report-notice-title">
      <h2 id="report-notice-title" className="notice__title">
        {t('forms.report.notice.title')}
      </h2>
      <p>{t('forms.report.notice.falseReport')}</p>
      <p>{t('forms.report.notice.confidential')}</p>
    </aside>
  );
}
