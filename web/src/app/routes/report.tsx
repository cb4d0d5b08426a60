import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import { ReportForm } from '../../features/report/components/report-form';
import { ReportNotice } from '../../features/report/components/report-notice';
import { ReportSuccess } from '../../features/report/components/report-success';
import { useReportPrefill } from '../../features/report/report-params';
import { t } from '../../i18n';
import '../../styles/submissions.css';

export default function ReportRoute() {
  // Every visit (a Report link clicked again, another company's prefill) starts a fresh form.
  return <ReportPage key={useLocation().key} />;
}

function ReportPage() {
  const prefill = useReportPrefill();
  const [submitted, setSubmitted] = useState<{ companyId: number | null } | null>(null);
  return (
    <ContentLayout title={t('forms.report.title')} lead={t('forms.report.lead')}>
      <div className="submission-layout">
        {submitted ? (
          <ReportSuccess companyId={submitted.companyId} />
        ) : (
          <>
            <ReportNotice />
            <section className="submission-card" aria-label={t('forms.report.formLabel')}>
              <ReportForm
                prefill={prefill}
                onSubmitted={(companyId) => setSubmitted({ companyId })}
              />
            </section>
          </>
        )}
      </div>
    </ContentLayout>
  );
}
