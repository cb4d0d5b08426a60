import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function TermsRoute() {
  return (
    <ContentLayout title="Terms & Conditions">
      <ComingSoon>The full terms of use are being published here.</ComingSoon>
    </ContentLayout>
  );
}
