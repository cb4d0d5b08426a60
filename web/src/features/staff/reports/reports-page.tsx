import { REPORT_STATUSES } from '@trusthive/contracts';
import { SplitQueuePage } from '../queue/split-queue-page';
import { reportsApi } from './api/reports-queue';
import { ReportDetailView } from './report-detail';

/** The staff console's reports queue (issue 18): the list, and the chosen report beside it. */
export default function ReportsPage() {
  return (
    <SplitQueuePage
      title="Reports"
      statuses={REPORT_STATUSES}
      waiting="open"
      api={reportsApi}
      items={{ one: 'report', many: 'reports' }}
      summary={(item) => item.reportType}
      renderItem={(report) => <ReportDetailView report={report} />}
    />
  );
}
