import { REPORT_STATUSES } from '@trusthive/contracts';
import { SplitQueuePage } from '../queue/split-queue-page';
import { useReportQueue } from './api/reports-queue';
import { ReportDetailView } from './report-detail';

/** The staff console's reports queue (issue 18): the list, and the chosen report beside it. */
export default function ReportsPage() {
  return (
    <SplitQueuePage
      title="Reports"
      statuses={REPORT_STATUSES}
      waiting="open"
      useQueue={useReportQueue}
      texts={{ empty: (status) => `No ${status} reports.`, choose: 'Choose a report.' }}
      summary={(item) => item.reportType}
      renderSelected={(id) => <ReportDetailView id={id} />}
    />
  );
}
