import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function ReportRoute() {
  return (
    <ContentLayout title="Report a Company">
      <ComingSoon>The report form is being built.</ComingSoon>
    </ContentLayout>
  );
}
