import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function AboutRoute() {
  return (
    <ContentLayout
      title="About TrustHive"
      lead="TrustHive is a seller and company verification directory for India. It verifies sellers, not products."
    >
      <ComingSoon>More about our mission and how verification works is on its way.</ComingSoon>
    </ContentLayout>
  );
}
