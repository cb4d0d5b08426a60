import { ContentLayout } from '../../components/layouts/content-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function FaqRoute() {
  return (
    <ContentLayout title="Frequently Asked Questions">
      <ComingSoon>
        Answers to the most common questions about TrustHive are on their way.
      </ComingSoon>
    </ContentLayout>
  );
}
