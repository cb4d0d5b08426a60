import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function CompanyRoute() {
  return (
    <ContentLayout title="Company Profile">
      <ComingSoon>
        Company profiles with the trust score, registration details, directors and GST status are
        being built.
      </ComingSoon>
    </ContentLayout>
  );
}
